import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, storedStock } from "../../helpers/checkout";

/**
 * Replay of issue 32 item 11: values an outside API client sent that reached DynamoDB and
 * answered 500 (an empty or inherited variant key; 1e-200, below DynamoDB's number range), and a
 * BCV rate date that is no date (2026-13-45) shown to shoppers. Each is now a Spanish 400 and
 * nothing is written.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

async function editableSettings() {
  const current = await call("GET", "/api/admin/ajustes", asAdmin);
  expect(current.status).toBe(200);
  const { actualizado_por: _p, actualizado_en: _e, ...editable } = current.body;
  return editable as Record<string, any>;
}

describe("PUT /api/productos/{id}/stock with keys that are no variant", () => {
  it.each([[""], ["constructor"], ["toString"], ["hasOwnProperty"]])(
    "refuses the key %j with 400 and leaves the stock alone",
    async (key) => {
      const p = await stockedProduct({ "M|Negro": 10, "L|Negro": 4 });
      const res = await call("PUT", `/api/productos/${p.id}/stock`, {
        ...asAdmin,
        body: { stock_variantes: { [key]: 5 } },
      });
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe("La variante no existe en este producto");
      expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 10, "L|Negro": 4 }, stock: 14 });
    },
  );
});

describe("PUT /api/admin/ajustes with numbers and dates out of bounds", () => {
  it("refuses 1e-200 and too many decimals as the rate, the monthly goal and the shipping fees", async () => {
    const editable = await editableSettings();
    const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
    const tiny = await put({ ...editable, tasa_bcv: { ...editable.tasa_bcv, valor: 1e-200 } });
    expect(tiny.status).toBe(400);
    expect(tiny.body.mensaje).toBe("La tasa BCV admite hasta 4 decimales");
    expect((await put({ ...editable, tasa_bcv: { ...editable.tasa_bcv, valor: 236.45711 } })).status).toBe(400);
    const meta = await put({ ...editable, meta_ventas_mensual: 1e-200 });
    expect(meta.status).toBe(400);
    expect(meta.body.mensaje).toBe("La meta mensual debe ser un número entre 0 y 1.000.000.000 con hasta 2 decimales");
    expect((await put({ ...editable, meta_ventas_mensual: 1500.505 })).status).toBe(400);
    const fee = await put({ ...editable, costos_envio: { estandar: 1e-200, umbral_gratis: 100, express: 25 } });
    expect(fee.status).toBe(400);
    expect(fee.body.mensaje).toBe("El costo de envío debe ser un número entre 0 y 1000 con hasta 2 decimales");
    // The published 4 decimals and whole cents still save.
    const ok = await put({
      ...editable,
      tasa_bcv: { ...editable.tasa_bcv, valor: 236.4571 },
      meta_ventas_mensual: 15000.5,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.ajustes.tasa_bcv.valor).toBe(236.4571);
    // Put back as it was: later files on this worker's store read the goal and the rate.
    expect((await put(editable)).status).toBe(200);
  });

  it.each([["2026-13-45"], ["2026-02-30"], ["2025-02-29"], ["0000-01-01"]])(
    "refuses the rate date %s, which is no real day, and shoppers never see it",
    async (fecha) => {
      const editable = await editableSettings();
      const res = await call("PUT", "/api/admin/ajustes", {
        ...asAdmin,
        body: { ...editable, tasa_bcv: { ...editable.tasa_bcv, fecha } },
      });
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe("La fecha de la tasa no es una fecha válida");
      expect((await call("GET", "/api/ajustes/publicos")).body.tasa_bcv.fecha).toBe(editable.tasa_bcv.fecha);
    },
  );

  it("accepts a real leap day", async () => {
    const editable = await editableSettings();
    const res = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...editable, tasa_bcv: { ...editable.tasa_bcv, fecha: "2028-02-29" } },
    });
    expect(res.status).toBe(200);
    await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: editable });
  });
});

describe("other numbers and keys the store keeps", () => {
  const product = (precio: number) => ({
    nombre: `Franela Límite ${Date.now()}`,
    descripcion: "",
    precio,
    categoria_id: "ropa-hombre",
    estilo_id: "casual",
    tallas: ["M"],
    colores: ["Negro"],
    stock_variantes: { "M|Negro": 1 },
    imagenes: [],
  });

  it("refuses a product price of 1e-200 or with a third decimal", async () => {
    for (const precio of [1e-200, 10.005]) {
      const res = await call("POST", "/api/productos", { ...asAdmin, body: product(precio) });
      expect(res.status).toBe(400);
      expect(res.body.mensaje).toBe("Los precios admiten hasta 2 decimales");
    }
    const blank = await call("POST", "/api/productos", {
      ...asAdmin,
      body: { ...product(10), stock_variantes: { "": 1 } },
    });
    expect(blank.status).toBe(400);
  });

  it("refuses a declared transfer amount below one cent or out of range (public checkout)", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    // "0,001" was taken as 0 Bs before; the others never parsed.
    for (const monto of [1e300, 1e-200, "0,001", "0,004"]) {
      const res = await placeOrder(
        orderBody([{ productoId: p.id }], {
          tipo_pago: "transferencia_bancaria",
          transferencia_banco: "mercantil",
          transferencia_referencia: "99887766",
          transferencia_monto: monto,
          transferencia_email: "ana@example.com",
        }),
      );
      expect(res.status).toBe(400);
    }
    expect((await storedStock(p.id)).stock).toBe(5);
  });

  it("sorts by an own alias only: ?orden=constructor is a 400, not Object's constructor", async () => {
    const res = await call("GET", "/api/productos", { query: { orden: "constructor" } });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toContain("El parámetro 'orden' debe ser uno de");
  });

  it("filters the admin's orders by real days only", async () => {
    const res = await call("GET", "/api/pedido", { ...asAdmin, query: { desde: "2026-02-30" } });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("La fecha debe tener el formato AAAA-MM-DD");
  });
});
