import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

describe("POST /api/promociones/validar", () => {
  it.each([
    ["SAVE20", 20, 100, 20],
    ["welcome10", 10, 59.99, 6],
    [" Student15 ", 15, 33.33, 5],
  ])("accepts %s case-insensitively (%i%% of %d → %d)", async (codigo, porcentaje, subtotal, descuento) => {
    const res = await call("POST", "/api/promociones/validar", { body: { codigo, subtotal } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ codigo: codigo.trim().toUpperCase(), porcentaje, descuento });
  });

  it("answers 'Código promocional inválido' for an unknown code", async () => {
    const res = await call("POST", "/api/promociones/validar", { body: { codigo: "GRATIS100", subtotal: 50 } });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("Código promocional inválido");
  });

  it("rejects a blank code and a negative subtotal", async () => {
    expect((await call("POST", "/api/promociones/validar", { body: { codigo: " " } })).body.mensaje).toBe(
      "Ingresa un código promocional",
    );
    const neg = await call("POST", "/api/promociones/validar", { body: { codigo: "SAVE20", subtotal: -1 } });
    expect(neg.status).toBe(400);
    expect(neg.body.mensaje).toBe("El subtotal no puede ser negativo");
  });
});
