import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeStatement, parseStatement } from "../../../shared/src/rules/statement-csv.ts";
import { reconcile } from "../../../shared/src/rules/reconcile.ts";
import { seedOrders } from "../../../functions/src/seed/orders";
import { seedProducts } from "../../../functions/src/seed/products";

/** The sample statements of docs/reconciliation.md, read as the admin's browser reads them. */
const sample = (name: string) =>
  decodeStatement(readFileSync(new URL(`../../../docs/samples/${name}`, import.meta.url)));

describe("the bundled sample statements", () => {
  it("comma layout: quoted fields, plain amounts, ISO dates, a signed amount column", () => {
    const r = parseStatement(sample("estado-de-cuenta-comas.csv"));
    expect(r.ok && r.abonos.map((a) => [a.referencia, a.monto_cents])).toEqual([
      ["000123456789", 152050],
      ["000123456790", 98000],
      ["000987654321", 231000],
    ]);
  });

  it("Windows-1252 file with the bank's own header names: read once the columns are mapped", () => {
    const text = sample("estado-de-cuenta-columnas-propias.csv");
    expect(text.startsWith("Día;Operación")).toBe(true);
    expect(parseStatement(text)).toMatchObject({ ok: false, sin_columnas: true });
    const r = parseStatement(text, {
      fecha: "Día",
      referencia: "Operación",
      credito: "Importe recibido",
      debito: "Importe pagado",
    });
    expect(r.ok && r.abonos.map((a) => a.monto_cents)).toEqual([152050, 98000]);
  });

  it("the demo statement settles the demo store's orders awaiting payment, whenever the store was seeded", () => {
    const r = parseStatement(sample("estado-de-cuenta-demo.csv"));
    if (!r.ok) throw new Error(r.mensaje);
    for (const now of [new Date("2026-11-26T12:00:00Z"), new Date("2031-06-01T03:00:00Z")]) {
      const waiting = seedOrders(now, seedProducts(now)).orders.filter(
        (o) =>
          o.estado === "pendiente" &&
          (o.estado_pago === "pendiente_verificacion" || o.estado_pago === "pendiente_pago"),
      );
      const groups = reconcile(
        r.abonos,
        waiting.map((o) => ({
          id: o.id,
          numero_pedido: o.numero_pedido,
          fecha_pedido: o.fecha_pedido,
          estado_pago: o.estado_pago as "pendiente_verificacion" | "pendiente_pago",
          referencia: o.pago.referencia ?? null,
          total_bs_cents: o.total_bs_cents,
        })),
      );
      expect(groups.coincidencias.map((c) => c.pedido.pedido_id)).toEqual(["ord-demo-6", "ord-demo-7"]);
      expect(groups.revisar).toEqual([]);
      expect(groups.sin_pedido.map((c) => c.referencia)).toEqual(["77120045"]);
      expect(groups.sin_movimiento).toEqual([]);
    }
  });
});
