import { describe, expect, it } from "vitest";
import { cartTotals } from "../../../shared/src/rules/pricing";
import { seedOrders } from "../../../functions/src/seed/orders";
import { dailyStatsItemsOf } from "../../../functions/src/data/daily-stats";
import { seedProducts } from "../../../functions/src/seed/products";
import { sniffImageType } from "../../../shared/src/rules/uploads";
import { usdCentsToBsCents } from "../../../shared/src/schemas/settings";

const now = new Date("2026-11-21T12:00:00Z");
const products = seedProducts(now);
const { orders, receipts, liveOrders } = seedOrders(now, products);

describe("seeded orders", () => {
  it("cover every payment state and every fulfilment state", () => {
    expect(new Set(orders.map((o) => o.estado_pago))).toEqual(
      new Set(["pendiente_pago", "pendiente_verificacion", "completado", "rechazado"]),
    );
    expect(new Set(orders.map((o) => o.estado))).toEqual(
      new Set(["pendiente", "procesando", "en_transito", "entregado", "cancelado"]),
    );
  });

  it("are priced from the products with the cart's rules, in cents", () => {
    for (const o of orders) {
      for (const l of o.lineas) {
        const p = products.find((x) => x.id === l.productoId)!;
        expect(l.precio_cents).toBe(p.precio_cents);
        expect(p.stock_variantes[`${l.talla}|${l.color}`]).toBeGreaterThan(0);
      }
      const t = cartTotals(o.lineas.map((l) => ({ precioCents: l.precio_cents, cantidad: l.cantidad })));
      expect([o.subtotal_cents, o.envio_cents, o.total_cents]).toEqual([
        t.subtotalCents,
        t.shippingCents,
        t.totalCents,
      ]);
      expect(Number.isInteger(o.total_cents)).toBe(true);
    }
  });

  it("have unique, sequential order numbers and belong to the demo shoppers", () => {
    expect(orders.map((o) => o.numero_pedido)).toEqual(
      orders.map((_, i) => `ORD-2026-${String(i + 1).padStart(6, "0")}`),
    );
    expect(new Set(orders.map((o) => o.usuario_id))).toEqual(new Set(["usr-demo-maria", "usr-demo-carlos"]));
  });

  it("have a real PNG receipt for every order whose history shows one sent, and none otherwise", () => {
    for (const o of orders) {
      const sent = o.historial.some((e) => e.tipo === "comprobante_enviado");
      expect(o.comprobante !== null).toBe(sent);
      if (o.comprobante) {
        const file = receipts.find((r) => r.key === o.comprobante!.clave)!;
        expect(sniffImageType(file.body.subarray(0, 12))).toBe("image/png");
      }
    }
    expect(receipts).toHaveLength(orders.filter((o) => o.comprobante).length);
  });

  it("lock the Bs total at the seeded rate, and give waiting payments a deadline in the future", () => {
    for (const o of orders) {
      expect(o.total_bs_cents).toBe(usdCentsToBsCents(o.total_cents, o.tasa_bcv.valor));
      const waiting = o.estado === "pendiente" && ["pendiente_pago", "rechazado"].includes(o.estado_pago);
      if (waiting) expect(Date.parse(o.vence_en!)).toBeGreaterThan(now.getTime());
      else expect(o.vence_en).toBeNull();
      for (const e of o.historial) expect(Date.parse(e.fecha)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("count each buyer's live (not cancelled) orders for the first-purchase rule", () => {
    for (const [userId, n] of liveOrders) {
      expect(n).toBe(orders.filter((o) => o.usuario_id === userId && o.estado !== "cancelado").length);
    }
  });

  it("give the dashboard per-day figures that count exactly the paid, standing orders", () => {
    const items = dailyStatsItemsOf(orders);
    const sum = (attr: string) => items.reduce((n, i) => n + Number(i[attr] ?? 0), 0);
    const paid = orders.filter((o) => o.estado_pago === "completado" && o.estado !== "cancelado");
    expect(paid.every((o) => o.fecha_pago)).toBe(true);
    expect(sum("creados")).toBe(orders.length);
    expect(sum("pagados")).toBe(paid.length);
    expect(sum("ventas_cents")).toBe(paid.reduce((n, o) => n + o.total_cents, 0));
    expect(sum("rechazos")).toBe(orders.filter((o) => o.historial.some((e) => e.tipo === "rechazado")).length);
  });
});
