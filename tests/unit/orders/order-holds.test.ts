import { beforeAll, describe, expect, it, vi } from "vitest";
import type { OrderRecord } from "../../../functions/src/domain/orders/order-record";
import { buildAlerts } from "../../../functions/src/domain/stats/admin-alerts";
import { buildNotifications } from "../../../web/src/features/admin/dashboard/lib/dashboard";

/**
 * The held-stock counters move with each order change (data/order-holds.ts): these are the
 * transaction items a change adds, checked without a table.
 */
beforeAll(() => {
  vi.stubEnv("TABLE_NAME", "tienda-unit");
  vi.stubEnv("IMAGES_BUCKET", "img");
  vi.stubEnv("RECEIPTS_BUCKET", "rec");
});

const order = (over: Partial<OrderRecord>) =>
  ({
    id: "o1",
    numero_pedido: "ORD-1",
    estado: "pendiente",
    estado_pago: "pendiente_pago",
    lineas: [
      { productoId: "a", cantidad: 2 },
      { productoId: "b", cantidad: 3 },
    ],
    cliente: { nombre: "Ana", apellido: "Pérez" },
    total_cents: 1000,
    cupos: ["email#x", "ip#10.0.0.1"],
    ...over,
  }) as unknown as OrderRecord;

const adds = (item: { Update: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> } }) => {
  const out: Record<string, unknown> = {};
  const m = /^ADD (.*?) SET/.exec(item.Update.UpdateExpression)!;
  for (const part of m[1]!.split(", ")) {
    const [attr, value] = part.split(" ");
    out[attr!] = item.Update.ExpressionAttributeValues[value!];
  }
  return out;
};

describe("held-stock and live-order counters", async () => {
  const { holdItems, moveHeldItems, releaseItems, takeSlot } = await import("../../../functions/src/data/order-holds");

  it("a placed order adds its units to 'sin pagar' (or 'en revisión' with a receipt)", () => {
    expect(adds(holdItems(order({}))[0]!)).toEqual({ sin_pagar_pedidos: 1, sin_pagar_unidades: 5 });
    expect(adds(holdItems(order({ estado_pago: "pendiente_verificacion" }))[0]!)).toEqual({
      en_revision_pedidos: 1,
      en_revision_unidades: 5,
    });
  });

  it("a receipt moves the units to review and a rejection moves them back", () => {
    expect(adds(moveHeldItems(order({}), "sin_pagar", "en_revision")[0]!)).toEqual({
      sin_pagar_pedidos: -1,
      sin_pagar_unidades: -5,
      en_revision_pedidos: 1,
      en_revision_unidades: 5,
    });
  });

  it("leaving the unpaid states gives back every slot and the units, from the state read", () => {
    const items = releaseItems(order({ estado_pago: "pendiente_verificacion" }));
    expect(items).toHaveLength(3);
    expect(items.slice(0, 2).map((i) => i.Update.Key.PK)).toEqual(["VIVOS#email#x", "VIVOS#ip#10.0.0.1"]);
    expect(adds(items[2]!)).toEqual({ en_revision_pedidos: -1, en_revision_unidades: -5 });
  });

  it("orders from before the counters, and paid or cancelled ones, move nothing", () => {
    expect(holdItems(order({ cupos: undefined }))).toEqual([]);
    expect(releaseItems(order({ cupos: undefined }))).toEqual([]);
    expect(releaseItems(order({ estado: "procesando", estado_pago: "completado" }))).toEqual([]);
    expect(releaseItems(order({ estado: "cancelado" }))).toEqual([]);
  });

  it("a slot is taken only below its limit", () => {
    const t = takeSlot({ clave: "email#x", tipo: "email", limite: 3 });
    expect(t.Update.ConditionExpression).toBe("attribute_not_exists(vivos) OR vivos < :max");
    expect(t.Update.ExpressionAttributeValues[":max"]).toBe(3);
  });
});

describe("reviews waiting over 24 hours", () => {
  it("are flagged in the alerts and called out in the dashboard's notifications", () => {
    const now = new Date("2026-05-03T12:00:00.000Z");
    const waiting = (fecha: string, id: string) =>
      order({ id, numero_pedido: id, estado_pago: "pendiente_verificacion", comprobante: { clave: "k", fecha } });
    const alerts = buildAlerts(
      [],
      [waiting("2026-05-02T11:00:00.000Z", "ORD-A"), waiting("2026-05-03T11:00:00.000Z", "ORD-B")],
      now,
    );
    expect(alerts.comprobantes_pendientes.map((c) => c.demorado)).toEqual([true, false]);
    expect(buildNotifications(alerts, String).map((n) => n.titulo)).toEqual([
      "Comprobante esperando más de 24 h: ORD-A",
      "Comprobante por revisar: ORD-B",
    ]);
  });
});
