import { describe, expect, it } from "vitest";
import {
  canSendAnotherReceipt,
  heldState,
  isLiveUnpaid,
  liveSlots,
  MAX_LIVE_UNPAID_PER_ADDRESS,
  MAX_LIVE_UNPAID_PER_BUYER,
  MAX_RECEIPT_ATTEMPTS,
  receiptAttempts,
  rejectionCancels,
  reviewOverdue,
  slotMessage,
  unitLimitProblem,
  unitLimits,
} from "../../../functions/src/domain/orders/order-limits";
import { canCancel, canUploadReceipt } from "../../../functions/src/domain/orders/order-record";
import { SettingsUpdateSchema } from "../../../shared/src/schemas/settings-input";

const line = (cantidad: number, productoId = "p1", talla = "M") => ({
  productoId,
  nombre: `Producto ${productoId}`,
  talla,
  color: "Negro",
  cantidad,
});

describe("unit limits of an unpaid order", () => {
  it("defaults to 10 per line and 30 per order for settings saved before the limits", () => {
    expect(unitLimits(null)).toEqual({ porLinea: 10, porPedido: 30 });
    expect(unitLimits({})).toEqual({ porLinea: 10, porPedido: 30 });
    expect(unitLimits({ limites_reserva: { unidades_por_linea: 2, unidades_por_pedido: 5 } })).toEqual({
      porLinea: 2,
      porPedido: 5,
    });
  });

  it("allows exactly the limits and refuses one unit more, naming the product", () => {
    const limits = { porLinea: 10, porPedido: 30 };
    expect(unitLimitProblem([line(10), line(10, "p2"), line(10, "p3")], limits)).toBeNull();
    expect(unitLimitProblem([line(11)], limits)).toMatchObject({
      productoId: "p1",
      mensaje: "Puedes reservar como máximo 10 unidades de Producto p1 (misma talla y color) por pedido",
    });
    expect(unitLimitProblem([line(10), line(10, "p2"), line(10, "p3"), line(1, "p4")], limits)).toMatchObject({
      mensaje: "Un pedido puede reservar como máximo 30 unidades en total",
    });
  });

  it("puts the per-order problem on the biggest line", () => {
    expect(unitLimitProblem([line(1), line(9, "p2"), line(3, "p3")], { porLinea: 10, porPedido: 12 })).toMatchObject({
      productoId: "p2",
    });
  });
});

describe("live unpaid slots", () => {
  it("takes a device, an email (case-insensitive) and an address slot, tight for the first two", () => {
    const a = liveSlots({ dispositivo: "abc", email: " Ana@Example.com ", ip: "10.0.0.1" });
    const b = liveSlots({ dispositivo: "abc", email: "ana@example.com", ip: "10.0.0.1" });
    expect(a).toEqual(b);
    expect(a.map((s) => [s.tipo, s.limite])).toEqual([
      ["dispositivo", MAX_LIVE_UNPAID_PER_BUYER],
      ["email", MAX_LIVE_UNPAID_PER_BUYER],
      ["ip", MAX_LIVE_UNPAID_PER_ADDRESS],
    ]);
    expect(MAX_LIVE_UNPAID_PER_BUYER).toBeLessThan(MAX_LIVE_UNPAID_PER_ADDRESS);
    // The email is not stored in clear in the counter's key.
    expect(a[1]!.clave).not.toContain("ana");
  });

  it("without a device or address only the email counts", () => {
    expect(liveSlots({ dispositivo: null, email: "a@b.co", ip: null }).map((s) => s.tipo)).toEqual(["email"]);
  });

  it("explains each refusal in Spanish", () => {
    expect(slotMessage({ tipo: "email", limite: 3 })).toMatch(/^Ya tienes 3 pedidos pendientes de pago/);
    expect(slotMessage({ tipo: "ip", limite: 20 })).toMatch(/desde tu conexión/);
  });
});

describe("which orders hold stock", () => {
  it("counts pendiente orders until their payment is approved", () => {
    expect(heldState({ estado: "pendiente", estado_pago: "pendiente_pago" })).toBe("sin_pagar");
    expect(heldState({ estado: "pendiente", estado_pago: "rechazado" })).toBe("sin_pagar");
    expect(heldState({ estado: "pendiente", estado_pago: "pendiente_verificacion" })).toBe("en_revision");
    expect(heldState({ estado: "procesando", estado_pago: "completado" })).toBeNull();
    expect(heldState({ estado: "cancelado", estado_pago: "rechazado" })).toBeNull();
    expect(isLiveUnpaid({ estado: "cancelado", estado_pago: "pendiente_pago" })).toBe(false);
  });
});

describe("receipt attempts", () => {
  const withReceipts = (n: number) => ({
    historial: [
      { tipo: "creado" as const },
      ...Array.from({ length: n }, () => ({ tipo: "comprobante_enviado" as const })),
    ],
  });
  it("allows three receipts; the rejection of the third cancels", () => {
    expect(MAX_RECEIPT_ATTEMPTS).toBe(3);
    expect(receiptAttempts(withReceipts(2))).toBe(2);
    expect(canSendAnotherReceipt(withReceipts(2))).toBe(true);
    expect(canSendAnotherReceipt(withReceipts(3))).toBe(false);
    expect(rejectionCancels(withReceipts(2))).toBe(false);
    expect(rejectionCancels(withReceipts(3))).toBe(true);
  });
});

describe("archived is final", () => {
  it("an archived order takes no receipt and cannot be cancelled", () => {
    const rejected = { estado: "pendiente" as const, estado_pago: "rechazado" as const };
    expect(canUploadReceipt(rejected)).toBe(true);
    expect(canUploadReceipt({ ...rejected, archivado: true })).toBe(false);
    expect(canCancel(rejected)).toBe(true);
    expect(canCancel({ ...rejected, archivado: true })).toBe(false);
  });
});

describe("reviews waiting too long", () => {
  it("flags a receipt waiting over 24 hours", () => {
    const now = new Date("2026-05-02T12:00:00.000Z");
    expect(reviewOverdue("2026-05-01T12:00:00.000Z", now)).toBe(false);
    expect(reviewOverdue("2026-05-01T11:59:59.000Z", now)).toBe(true);
  });
});

describe("settings: the unit limits are optional", () => {
  const base = {
    tasa_bcv: { valor: 36.5, fecha: "2026-05-01" },
    datos_pago: {
      pago_movil: { banco: "banesco", telefono: "0412-555-0000", rif: "J-12345678-9", titular: "Tienda" },
      transferencia_bancaria: {
        banco: "banesco",
        cuenta: "0134-0000-00-0000000000",
        rif: "J-12345678-9",
        titular: "Tienda",
      },
      pago_ubi: { telefono: "0412-555-0000", rif: "J-12345678-9", titular: "Tienda" },
    },
    horas_limite_pago: 48,
    meta_ventas_mensual: 1000,
  };
  it("accepts today's body without them, and valid limits", () => {
    expect(SettingsUpdateSchema.safeParse(base).success).toBe(true);
    expect(
      SettingsUpdateSchema.safeParse({ ...base, limites_reserva: { unidades_por_linea: 5, unidades_por_pedido: 20 } })
        .success,
    ).toBe(true);
  });
  it("refuses a line limit above the order limit, zero, decimals and over 99", () => {
    const bad = (l: unknown) => SettingsUpdateSchema.safeParse({ ...base, limites_reserva: l }).success;
    expect(bad({ unidades_por_linea: 21, unidades_por_pedido: 20 })).toBe(false);
    expect(bad({ unidades_por_linea: 0, unidades_por_pedido: 20 })).toBe(false);
    expect(bad({ unidades_por_linea: 2.5, unidades_por_pedido: 20 })).toBe(false);
    expect(bad({ unidades_por_linea: 100, unidades_por_pedido: 200 })).toBe(false);
    expect(bad({ unidades_por_linea: 5 })).toBe(false);
  });
});
