import { describe, expect, it } from "vitest";
import {
  amountsMatch,
  candidateReasonText,
  paymentReference,
  placedInTime,
  reconcile,
  referencesMatch,
  type ReconcileOrder,
} from "../../../shared/src/rules/reconcile.ts";
import type { StatementCredit } from "../../../shared/src/rules/statement-csv.ts";

const order = (
  id: string,
  referencia: string | null,
  bs: number,
  extra: Partial<ReconcileOrder> = {},
): ReconcileOrder => ({
  id,
  numero_pedido: `ORD-${id}`,
  fecha_pedido: "2026-03-05T14:00:00.000Z",
  estado_pago: "pendiente_verificacion",
  referencia,
  total_bs_cents: bs,
  ...extra,
});
const credit = (linea: number, referencia: string, monto_cents: number, fecha = "2026-03-05"): StatementCredit => ({
  linea,
  fecha,
  referencia,
  monto_cents,
  descripcion: "",
});

describe("reference rule", () => {
  it("matches equal digits whatever the punctuation", () => {
    expect(referencesMatch("0012-3456-78", "0012345678")).toBe(true);
  });
  it("matches a reference the bank shortened to its last 6 or more digits", () => {
    expect(referencesMatch("000123456789", "456789")).toBe(true);
    expect(referencesMatch("3456789", "000123456789")).toBe(true);
  });
  it("does not match on fewer than 6 trailing digits, or different digits", () => {
    expect(referencesMatch("000123456789", "56789")).toBe(false);
    expect(referencesMatch("123456", "123457")).toBe(false);
    expect(referencesMatch(null, "123456")).toBe(false);
  });
});

describe("amount rule", () => {
  it("accepts the order's Bs total or up to 1 % above it, not more", () => {
    expect(amountsMatch(100_000, 100_000)).toBe(true);
    expect(amountsMatch(101_000, 100_000)).toBe(true);
    expect(amountsMatch(101_001, 100_000)).toBe(false);
  });
  it("never accepts a short credit, by however little", () => {
    expect(amountsMatch(99_999, 100_000)).toBe(false);
    expect(amountsMatch(99_000, 100_000)).toBe(false);
    expect(amountsMatch(95_000, 100_000)).toBe(false);
  });
});

describe("a payment's reference", () => {
  it("is its digits without leading zeros", () => {
    expect(paymentReference("0000123456")).toBe("123456");
    expect(paymentReference("Ref. 00-12.345")).toBe("12345");
    expect(paymentReference("0000")).toBe("");
    expect(paymentReference(null)).toBe("");
  });
  it("matches whatever zeros the bank put before it", () => {
    expect(referencesMatch("000012345", "12345")).toBe(true);
  });
});

describe("date rule", () => {
  it("takes orders placed before the credit's date plus one day (Caracas time)", () => {
    expect(placedInTime("2026-03-05T23:00:00.000Z", "2026-03-05")).toBe(true);
    // 23:59 in Caracas on the 6th is 03:59 UTC on the 7th.
    expect(placedInTime("2026-03-07T03:59:00.000Z", "2026-03-05")).toBe(true);
    expect(placedInTime("2026-03-07T04:00:00.000Z", "2026-03-05")).toBe(false);
  });
});

describe("groups", () => {
  it("Coincide: exactly one order with reference and amount", () => {
    const g = reconcile([credit(2, "123456", 100_000)], [order("a", "123456", 100_000), order("b", "999999", 50_000)]);
    expect(g.coincidencias).toEqual([
      { abono: credit(2, "123456", 100_000), pedido: { pedido_id: "a", numero_pedido: "ORD-a", motivo: "exacta" } },
    ]);
    expect(g.revisar).toEqual([]);
    expect(g.sin_movimiento.map((o) => o.id)).toEqual(["b"]);
  });

  it("Revisar: the reference with a credit over 1 % above the total", () => {
    const g = reconcile([credit(2, "123456", 105_000)], [order("a", "123456", 100_000)]);
    expect(g.coincidencias).toEqual([]);
    expect(g.revisar[0]!.candidatos).toEqual([{ pedido_id: "a", numero_pedido: "ORD-a", motivo: "monto_distinto" }]);
  });

  it("Revisar 'monto_menor': a short credit, with what it lacks, however small the gap", () => {
    for (const short of [1, 17_727, 5_000]) {
      const g = reconcile([credit(2, "123456", 100_000 - short)], [order("a", "123456", 100_000)]);
      expect(g.coincidencias).toEqual([]);
      expect(g.revisar[0]!.candidatos).toEqual([
        { pedido_id: "a", numero_pedido: "ORD-a", motivo: "monto_menor", faltan_cents: short },
      ]);
    }
    expect(candidateReasonText({ motivo: "monto_menor", faltan_cents: 17_727 })).toBe(
      "La referencia coincide; el abono es menor que el total. Faltan Bs 177,27",
    );
    expect(candidateReasonText({ motivo: "monto_menor", faltan_cents: 123_456_789 })).toContain(
      "Faltan Bs 1.234.567,89",
    );
  });

  it("Revisar 'referencia_usada': a credit whose payment an approval already claimed is never 'Coincide'", () => {
    const claimed = [{ referencia: "123456", monto_cents: 100_000, numero_pedido: "ORD-first" }];
    // The statement writes the reference with leading zeros: still the same payment.
    const g = reconcile([credit(2, "0000123456", 100_000)], [order("b", "123456", 100_000)], claimed);
    expect(g.coincidencias).toEqual([]);
    expect(g.revisar[0]!.candidatos).toEqual([
      { pedido_id: "b", numero_pedido: "ORD-b", motivo: "referencia_usada", usada_por: "ORD-first" },
    ]);
    expect(candidateReasonText(g.revisar[0]!.candidatos[0]!)).toBe("Referencia ya usada por ORD-first");
  });

  it("Revisar 'referencia_usada': an order flagged 'Referencia repetida' is never 'Coincide'", () => {
    const flagged = order("b", "123456", 100_000, { referencia_usada_por: "ORD-a" });
    const g = reconcile([credit(2, "123456", 100_000)], [flagged]);
    expect(g.coincidencias).toEqual([]);
    expect(g.revisar[0]!.candidatos[0]).toMatchObject({ motivo: "referencia_usada", usada_por: "ORD-a" });
  });

  it("Revisar: the amount and date without the reference", () => {
    const g = reconcile([credit(2, "777777", 100_000)], [order("a", "123456", 100_000)]);
    expect(g.revisar[0]!.candidatos).toEqual([{ pedido_id: "a", numero_pedido: "ORD-a", motivo: "sin_referencia" }]);
  });

  it("Revisar: two orders match one credit", () => {
    const g = reconcile(
      [credit(2, "123456", 100_000)],
      [order("a", "123456", 100_000), order("b", "00123456", 100_000)],
    );
    expect(g.coincidencias).toEqual([]);
    expect(g.revisar[0]!.candidatos.map((c) => c.pedido_id)).toEqual(["a", "b"]);
  });

  it("Revisar: one order matches two credits (neither settles it alone)", () => {
    const g = reconcile([credit(2, "123456", 100_000), credit(3, "123456", 100_000)], [order("a", "123456", 100_000)]);
    expect(g.coincidencias).toEqual([]);
    expect(g.revisar.map((r) => r.candidatos[0]!.motivo)).toEqual(["exacta_compartida", "exacta_compartida"]);
  });

  it("an order placed after the credit's next day is no candidate", () => {
    const late = order("a", "123456", 100_000, { fecha_pedido: "2026-03-08T12:00:00.000Z" });
    const g = reconcile([credit(2, "123456", 100_000)], [late]);
    expect(g.sin_pedido.map((c) => c.linea)).toEqual([2]);
  });

  it("Sin pedido and Sin movimiento: a credit nobody ordered, an order under review nobody paid", () => {
    const waiting = order("c", "555555", 10_000, { estado_pago: "pendiente_pago" });
    const g = reconcile([credit(2, "888888", 7_000)], [order("a", "123456", 100_000), waiting]);
    expect(g.sin_pedido.map((c) => c.linea)).toEqual([2]);
    // An order still waiting for its receipt is not 'Sin movimiento': nobody claims it was paid.
    expect(g.sin_movimiento.map((o) => o.id)).toEqual(["a"]);
  });
});
