import { describe, expect, it } from "vitest";
import {
  ESTADOS_VENEZUELA,
  BANCOS,
  bancoEtiqueta,
  bancoNombre,
  parseBsAmount,
  receiptFileError,
} from "../../../shared/src/schemas/checkout";
import { buildOpenApiDocument } from "../../../shared/src/openapi/document";
import { CheckoutFormSchema, CreateOrderSchema } from "../../../shared/src/schemas/checkout-input";
import { formatBs, usdCentsToBsCents } from "../../../shared/src/schemas/settings";
import { estadoPagoInfo, estadoPedidoInfo } from "../../../shared/src/schemas/orders";
import { hashOrderToken, orderAccess } from "../../../functions/src/domain/orders/access";
import { canCancel, canUploadReceipt } from "../../../functions/src/domain/orders/order-record";
import { requestHash } from "../../../functions/src/domain/orders/checkout";

describe("checkout constants", () => {
  it("lists the 24 federal entities, including the spec's five", () => {
    expect(ESTADOS_VENEZUELA).toHaveLength(24);
    expect(ESTADOS_VENEZUELA).toEqual(
      expect.arrayContaining(["Distrito Capital", "Miranda", "Carabobo", "Zulia", "Aragua"]),
    );
  });
  it("lists the banks of Venezuela by code, keeping the spec's five ids", () => {
    expect(BANCOS.length).toBeGreaterThanOrEqual(20);
    const codes = BANCOS.map((b) => b.codigo);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(BANCOS.map((b) => b.id)).size).toBe(BANCOS.length);
    for (const b of BANCOS) expect(b.codigo).toMatch(/^\d{4}$/);
    // Orders and settings already stored name these ids: they keep their codes.
    const byId = Object.fromEntries(BANCOS.map((b) => [b.id, b.codigo]));
    expect(byId).toMatchObject({
      banesco: "0134",
      mercantil: "0105",
      venezuela: "0102",
      provincial: "0108",
      bicentenario: "0175",
    });
    expect(codes).toEqual(
      expect.arrayContaining(["0104", "0114", "0115", "0128", "0137", "0138", "0151", "0156", "0157", "0163"]),
    );
    expect(codes).toEqual(expect.arrayContaining(["0166", "0168", "0169", "0171", "0172", "0174", "0177", "0191"]));
  });
  it("names a bank with its code, and shows an unknown id as it is", () => {
    expect(bancoEtiqueta("bnc")).toBe("BNC Banco Nacional de Crédito (0191)");
    expect(bancoNombre("tesoro")).toBe("Banco del Tesoro");
    expect(bancoEtiqueta("otro")).toBe("otro");
    expect(bancoNombre(undefined)).toBe("");
  });
  it("is the enum of every bank field of the published API document", () => {
    const enums: unknown[][] = [];
    JSON.stringify(buildOpenApiDocument(), (key, value: unknown) => {
      if (key === "enum" && Array.isArray(value) && value.includes("banesco")) enums.push(value);
      return value;
    });
    // The checkout's two bank fields, a receipt's corrected bank, and the settings' two accounts.
    expect(enums.length).toBeGreaterThanOrEqual(5);
    for (const e of enums) expect(e).toEqual(BANCOS.map((b) => b.id));
  });
});

describe("parseBsAmount", () => {
  it.each([
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["1234.56", 123456],
    ["1.234", 123400],
    ["1.234.567,8", 123456780],
    ["Bs. 15,50", 1550],
    [" 99 ", 9900],
  ])("reads %s as %i cents", (raw, cents) => {
    expect(parseBsAmount(raw)).toBe(cents);
  });
  it.each(["", "0", "-5", "abc", "1,2,3x", "1e9"])("refuses %s", (raw) => {
    expect(parseBsAmount(raw)).toBeNull();
  });
});

describe("Bs amounts", () => {
  it("formats es-VE with two decimals", () => {
    expect(formatBs(1234567.5)).toBe("Bs. 1.234.567,50");
  });
  it("converts with the rate to 4 decimals", () => {
    expect(usdCentsToBsCents(100, 36.5)).toBe(3650);
    expect(usdCentsToBsCents(8750, 236.4571)).toBe(2069000);
  });
});

describe("checkout form schema", () => {
  const valid = {
    nombre: "Ana",
    apellido: "Pérez",
    email: "a@b.co",
    telefono: "1",
    direccion: "x",
    ciudad: "y",
    estado: "Lara",
    codigo_postal: "3001",
    tipo_pago: "pago_ubi",
    ubi_referencia: "r",
    ubi_email: "a@b.co",
    acepta_terminos: true,
  };
  it("accepts a complete UBI form and checks only the chosen method's fields", () => {
    expect(CheckoutFormSchema.safeParse(valid).success).toBe(true);
  });
  it("refuses an estado outside the list and unchecked terms", () => {
    const r = CheckoutFormSchema.safeParse({ ...valid, estado: "Texas", acepta_terminos: false });
    const msgs = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(msgs).toEqual({
      estado: "Estado es requerido",
      acepta_terminos: "Debes aceptar los términos y condiciones",
    });
  });
  it("is strict on the API side except for the spec payload's computed fields", () => {
    const base = { ...valid, lineas: [{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }] };
    expect(
      CreateOrderSchema.safeParse({
        ...base,
        total: 1,
        usuario_id: 9,
        subtotal: 1,
        envio: 0,
        impuestos: 0,
        productos: [],
      }).success,
    ).toBe(true);
    expect(CreateOrderSchema.safeParse({ ...base, estado_pago: "completado" }).success).toBe(false);
  });
  it("checks a receipt file's type and size", () => {
    expect(receiptFileError({ type: "image/svg+xml", size: 10 })).toBe("Por favor selecciona una imagen válida");
    expect(receiptFileError({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe(
      "La imagen no puede ser mayor a 5MB",
    );
    expect(receiptFileError({ type: "image/jpeg", size: 1000 })).toBeNull();
  });
});

describe("order states", () => {
  it("labels payment and order states as the spec, unknown as 'Desconocido'", () => {
    expect(estadoPagoInfo("pendiente_verificacion")).toEqual({ label: "Pendiente Verificación", color: "yellow" });
    expect(estadoPagoInfo("rechazado").label).toBe("Rechazado");
    expect(estadoPedidoInfo("en_transito").label).toBe("En Tránsito");
    expect(estadoPedidoInfo("x").label).toBe("Desconocido");
  });
  it("allows a receipt only while waiting for one, and cancelling only before approval", () => {
    expect(canUploadReceipt({ estado: "pendiente", estado_pago: "pendiente_pago" })).toBe(true);
    expect(canUploadReceipt({ estado: "pendiente", estado_pago: "rechazado" })).toBe(true);
    expect(canUploadReceipt({ estado: "pendiente", estado_pago: "pendiente_verificacion" })).toBe(false);
    expect(canUploadReceipt({ estado: "cancelado", estado_pago: "pendiente_pago" })).toBe(false);
    expect(canCancel({ estado: "pendiente", estado_pago: "pendiente_verificacion" })).toBe(true);
    expect(canCancel({ estado: "procesando", estado_pago: "completado" })).toBe(false);
  });
});

describe("order access", () => {
  const guest = { usuario_id: null, token_hash: hashOrderToken("secreto") };
  const owned = { usuario_id: "u1", token_hash: null };
  it("lets the token holder read a guest order, and only with the exact token", () => {
    expect(orderAccess(guest, { usuario: null, token: "secreto" })).toBe("owner");
    expect(orderAccess(guest, { usuario: null, token: "secret0" })).toBeNull();
    expect(orderAccess(guest, { usuario: { id: "u2", role: "user" }, token: undefined })).toBeNull();
  });
  it("lets the owner and admins read a shopper's order, nobody else, whatever token they send", () => {
    expect(orderAccess(owned, { usuario: { id: "u1", role: "user" }, token: undefined })).toBe("owner");
    expect(orderAccess(owned, { usuario: { id: "a", role: "admin" }, token: undefined })).toBe("admin");
    expect(orderAccess(owned, { usuario: { id: "u2", role: "user" }, token: "x" })).toBeNull();
  });
});

describe("idempotency hash", () => {
  const body = CreateOrderSchema.parse({
    nombre: "Ana",
    apellido: "P",
    email: "a@b.co",
    telefono: "1",
    direccion: "x",
    ciudad: "y",
    estado: "Lara",
    codigo_postal: "1",
    tipo_pago: "pago_ubi",
    ubi_referencia: "r",
    ubi_email: "a@b.co",
    acepta_terminos: true,
    lineas: [{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }],
  });
  it("ignores client-computed fields but not the order's content or its sender", () => {
    expect(requestHash({ ...body, total: 5 }, null)).toBe(requestHash(body, null));
    expect(requestHash({ ...body, ciudad: "z" }, null)).not.toBe(requestHash(body, null));
    expect(requestHash(body, { id: "u1" })).not.toBe(requestHash(body, null));
  });
});
