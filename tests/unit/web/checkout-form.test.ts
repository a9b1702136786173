import { describe, expect, it } from "vitest";
import { CreateOrderSchema } from "@tienda/shared/schemas/checkout-input";
import {
  buildOrderPayload,
  EMPTY_VALUES,
  firstStepWithError,
  hasFormData,
  profilePrefill,
  sanitizeValues,
  stepOfField,
  type CheckoutValues,
} from "../../../web/src/features/checkout/lib/form-values.ts";
import { isRefusal, moreProductsLabel, orderErrorText, summaryItems } from "../../../web/src/features/checkout/lib/summary.ts";
import { discountLabel } from "../../../web/src/features/orders/lib/discount.ts";

const filled: CheckoutValues = {
  ...EMPTY_VALUES,
  nombre: " María ",
  apellido: "González",
  email: "maria@tienda.com",
  telefono: "0412-1234567",
  direccion: "Av. Principal 1",
  ciudad: "Caracas",
  estado: "Distrito Capital",
  codigo_postal: "1010",
  tipo_pago: "transferencia_bancaria",
  movil_banco: "banesco",
  movil_referencia: "999",
  transferencia_banco: "mercantil",
  transferencia_referencia: "123456",
  transferencia_monto: "1.234,56",
  transferencia_email: "maria@tienda.com",
  acepta_terminos: true,
};
const lines = [{ productoId: "p001", talla: "M", color: "Negro", cantidad: 2 }];

describe("checkout order body", () => {
  it("sends the shipping fields, only the chosen method's fields, ids of the lines and no prices", () => {
    const body = buildOrderPayload(filled, lines, { codigo: "SAVE20", clave: "comprobantes/x.png" });
    expect(body).toMatchObject({
      nombre: "María",
      tipo_pago: "transferencia_bancaria",
      transferencia_monto: "1.234,56",
      clave: "comprobantes/x.png",
      codigo_promocional: "SAVE20",
      acepta_terminos: true,
    });
    expect(body).not.toHaveProperty("movil_banco");
    expect(body).not.toHaveProperty("total");
    expect(body.lineas).toEqual(lines);
    expect(CreateOrderSchema.safeParse(body).success).toBe(true);
  });

  it("leaves out the promo code and the receipt when there are none", () => {
    const body = buildOrderPayload(filled, lines);
    expect(body).not.toHaveProperty("codigo_promocional");
    expect(body).not.toHaveProperty("clave");
    expect(CreateOrderSchema.safeParse(body).success).toBe(true);
  });

  it("refuses to build without a method", () => {
    expect(() => buildOrderPayload({ ...filled, tipo_pago: "" }, lines)).toThrow("Selecciona un método de pago");
  });
});

describe("checkout form values", () => {
  it("prefills step 1 from the profile", () => {
    expect(
      profilePrefill({
        firstName: "María",
        lastName: "G",
        email: "m@t.com",
        phone: "0412",
        address: "Calle 1",
        city: "Caracas",
        postalCode: "1010",
        role: "user",
      } as never),
    ).toEqual({
      nombre: "María",
      apellido: "G",
      email: "m@t.com",
      telefono: "0412",
      direccion: "Calle 1",
      ciudad: "Caracas",
      codigo_postal: "1010",
    });
    expect(profilePrefill({ firstName: "Ana", phone: null })).toMatchObject({ nombre: "Ana", telefono: "" });
  });

  it("knows which step shows a field", () => {
    expect(stepOfField("ciudad")).toBe(1);
    expect(stepOfField("transferencia_monto")).toBe(2);
    expect(stepOfField("tipo_pago")).toBe(2);
    expect(stepOfField("acepta_terminos")).toBe(3);
    expect(firstStepWithError(["acepta_terminos", "movil_banco", "email"])).toBe(1);
    expect(firstStepWithError(["lineas"])).toBeNull();
  });

  it("reads back stored values safely", () => {
    expect(sanitizeValues({ nombre: "x".repeat(500), acepta_terminos: true, tipo_pago: "pago_ubi" })).toEqual({
      nombre: "x".repeat(300),
      tipo_pago: "pago_ubi",
    });
    expect(hasFormData({ nombre: "  " })).toBe(false);
    expect(hasFormData({ ciudad: "Caracas" })).toBe(true);
  });
});

describe("checkout summary", () => {
  it("shows the first 3 lines and counts the rest", () => {
    expect(summaryItems([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(summaryItems([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(moreProductsLabel(2)).toBe("+2 productos más");
    expect(moreProductsLabel(1)).toBe("+1 producto más");
  });

  it("labels the server's discount", () => {
    expect(discountLabel(null)).toBe("Descuento");
    expect(discountLabel({ tipo: "promocion", codigo: "SAVE20", porcentaje: 20 })).toBe("Descuento (SAVE20 -20%)");
    expect(discountLabel({ tipo: "primera_compra", porcentaje: 20 })).toBe("Descuento primera compra (-20%)");
  });

  it("words a failed confirmation as the spec says", () => {
    const api = (status: number, message: string) => Object.assign(new Error(message), { status });
    expect(orderErrorText(api(409, "Sin stock suficiente de Camisa (M, Negro)"))).toBe(
      "Sin stock suficiente de Camisa (M, Negro)",
    );
    expect(orderErrorText(api(500, "Error HTTP: 500"))).toBe("Hubo un problema al procesar el pedido.");
    expect(orderErrorText(new TypeError("Failed to fetch"))).toBe(
      "No se pudo conectar con el servidor. Inténtalo de nuevo.",
    );
    expect(orderErrorText(new Error("No se pudo subir la imagen. Inténtalo de nuevo"))).toBe(
      "No se pudo subir la imagen. Inténtalo de nuevo",
    );
    expect(isRefusal(api(409, "x"))).toBe(true);
    expect(isRefusal(api(503, "x"))).toBe(false);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});
