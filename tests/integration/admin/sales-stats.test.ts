import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CreateOrderSchema } from "../../../shared/src/schemas/checkout-input";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, stockedProduct, uploadReceipt } from "../../helpers/checkout";
import { placeNewOrder } from "../../../functions/src/domain/orders/checkout";
import { approvePayment, rejectPayment, updateFulfilment } from "../../../functions/src/domain/orders/admin-actions";
import { getDailyStats, dayOf } from "../../../functions/src/data/daily-stats";
import { listOrdersPlacedBetween } from "../../../functions/src/data/orders";
import type { OrderRecord } from "../../../functions/src/domain/orders/order-record";

/** What the aggregates must equal: a recount straight from the orders. */
function recount(orders: readonly OrderRecord[]) {
  const days = new Map<
    string,
    {
      creados: number;
      pagados: number;
      ventas_cents: number;
      unidades: number;
      rechazos: number;
      envio_cents: number;
      express: number;
      envio_express_cents: number;
      igtf_cents: number;
      productos: Record<string, { unidades: number; ingresos_cents: number }>;
    }
  >();
  const day = (d: string) => {
    let v = days.get(d);
    if (!v)
      days.set(
        d,
        (v = {
          creados: 0,
          pagados: 0,
          ventas_cents: 0,
          unidades: 0,
          rechazos: 0,
          envio_cents: 0,
          express: 0,
          envio_express_cents: 0,
          igtf_cents: 0,
          productos: {},
        }),
      );
    return v;
  };
  for (const o of orders) {
    day(dayOf(o.fecha_pedido)).creados++;
    for (const e of o.historial) if (e.tipo === "rechazado") day(dayOf(e.fecha)).rechazos++;
    if (o.estado_pago === "completado" && o.estado !== "cancelado") {
      const d = day(dayOf(o.fecha_pago!));
      d.pagados++;
      d.ventas_cents += o.total_cents;
      d.envio_cents += o.envio_cents;
      d.igtf_cents += o.igtf_cents ?? 0;
      if (o.metodo_envio === "express") {
        d.express++;
        d.envio_express_cents += o.envio_cents;
      }
      for (const l of o.lineas) {
        d.unidades += l.cantidad;
        const p = (d.productos[l.productoId] ??= { unidades: 0, ingresos_cents: 0 });
        p.unidades += l.cantidad;
        p.ingresos_cents += l.cantidad * l.precio_cents;
      }
    }
  }
  return days;
}

describe("per-day sales aggregates", () => {
  it("equal a recount from the orders after approvals, rejections and cancellations", async () => {
    // A day of its own, far from the other tests' orders.
    const base = Date.UTC(2031, 2, 15, 10);
    const at = (hours: number) => new Date(base + hours * 3_600_000);
    const admin = { id: "adm", firstName: "Ada", lastName: "Admin" };
    const a = await stockedProduct({ "M|Negro": 100 }, { precio_cents: 3000 });
    const b = await stockedProduct({ "M|Negro": 100, "L|Negro": 100 }, { precio_cents: 1250 });
    const place = async (lineas: Parameters<typeof orderBody>[0], hour: number, withReceipt = true, extra = {}) => {
      const receipt = withReceipt ? { clave: await uploadReceipt() } : {};
      // Each order its own shopper (live unpaid orders are limited per email, 3) and its own
      // payment (one bank payment settles one order).
      const shopper = {
        email: `ventas-${randomUUID().slice(0, 8)}@example.com`,
        movil_referencia: String(Math.floor(Math.random() * 1e12)).padStart(12, "1"),
      };
      const body = CreateOrderSchema.parse(orderBody(lineas, { ...shopper, ...receipt, ...extra }));
      const { reply } = await placeNewOrder(body, null, randomUUID(), at(hour));
      return reply.pedido.id;
    };
    const o1 = await place([{ productoId: a.id, cantidad: 2 }], 0);
    const o2 = await place(
      [
        { productoId: b.id, cantidad: 3 },
        { productoId: b.id, talla: "L", cantidad: 1 },
      ],
      1,
    );
    const o3 = await place([{ productoId: a.id }, { productoId: b.id }], 2);
    // Express (issue 35): its shipping is counted apart in the aggregates.
    const o4 = await place([{ productoId: a.id, cantidad: 4 }], 3, true, { metodo_envio: "express" });
    const o5 = await place([{ productoId: b.id, cantidad: 2 }], 4, false);
    const o6 = await place([{ productoId: a.id }], 30); // the next day

    await approvePayment(o1, admin, at(5));
    await approvePayment(o2, admin, at(26)); // approved the next day
    await rejectPayment(o3, admin, "Referencia no encontrada", at(6));
    await approvePayment(o4, admin, at(7));
    await updateFulfilment(o4, admin, { estado: "cancelado", motivo: "Sin existencias" }, at(28)); // paid, then cancelled
    await updateFulfilment(o5, admin, { estado: "cancelado" }, at(9)); // unpaid, cancelled
    await approvePayment(o6, admin, at(31));
    // A second approval of o1 must change nothing.
    await expect(approvePayment(o1, admin, at(32))).rejects.toThrow();

    const dias = [dayOf(at(0).toISOString()), dayOf(at(30).toISOString())];
    const stored = await getDailyStats(dias);
    const orders = await listOrdersPlacedBetween(at(-1), at(48));
    expect(orders.map((o) => o.id).sort()).toEqual([o1, o2, o3, o4, o5, o6].sort());
    const expected = recount(orders);
    for (const d of stored) {
      const e = expected.get(d.dia)!;
      const nonZero = Object.fromEntries(
        Object.entries(d.productos).filter(([, v]) => v.unidades !== 0 || v.ingresos_cents !== 0),
      );
      expect({ ...d, productos: nonZero }).toEqual({ dia: d.dia, ...e });
    }
    expect(stored.map((d) => d.dia)).toEqual(dias);
    // Spot figures: day 1 has o1 (2 × 30.00 = 60.00 + 15 shipping) paid and standing; o4's sales left.
    expect(stored[0]).toMatchObject({ creados: 5, pagados: 1, ventas_cents: 7500, unidades: 2, rechazos: 1 });
  });
});

describe("GET /api/admin/estadisticas", () => {
  it("answers admins with the period's figures and refuses others and unknown periods", async () => {
    const admin = await sessionAs("admin");
    const shopper = await sessionAs("user");
    const res = await call("GET", "/api/admin/estadisticas", { cookie: admin.cookie, query: { periodo: "7d" } });
    expect(res.status).toBe(200);
    expect(res.body.serieDiaria).toHaveLength(7);
    expect(res.body).toMatchObject({ periodo: "7d", metaMensual: { meta: 15000 } });
    expect(res.body.productosTotales).toBeGreaterThan(60);
    expect(res.body.usuariosTotales).toBeGreaterThanOrEqual(3);
    expect(res.body.productosPocoVendidos).toHaveLength(5);
    const year = await call("GET", "/api/admin/estadisticas", { cookie: admin.cookie, query: { periodo: "1year" } });
    expect(year.body.serieDiaria).toHaveLength(365);
    const bad = await call("GET", "/api/admin/estadisticas", { cookie: admin.cookie, query: { periodo: "2d" } });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toMatch(/^Periodo no válido/);
    expect((await call("GET", "/api/admin/estadisticas", { cookie: shopper.cookie })).status).toBe(403);
    expect((await call("GET", "/api/admin/estadisticas")).status).toBe(401);
  });
});
