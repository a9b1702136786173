import type { StatementCredit } from "./statement-csv";

/**
 * Matching a bank statement's credits with the orders awaiting payment review, pure: the API
 * groups an import with it, and the tests state each rule. A credit 'Coincide' only when exactly
 * one order has its reference and its amount and that order matches no other credit; everything
 * less certain goes to the admin ('Revisar') with the reason.
 */

/** What the matcher needs of an order awaiting review (or still awaiting its receipt). */
export interface ReconcileOrder {
  id: string;
  numero_pedido: string;
  fecha_pedido: string;
  estado_pago: "pendiente_verificacion" | "pendiente_pago";
  referencia: string | null;
  total_bs_cents: number;
}

export type CandidateReason = "exacta" | "exacta_compartida" | "monto_distinto" | "sin_referencia";

export interface Candidate {
  pedido_id: string;
  numero_pedido: string;
  motivo: CandidateReason;
}

export interface CreditGroups {
  coincidencias: { abono: StatementCredit; pedido: Candidate }[];
  revisar: { abono: StatementCredit; candidatos: Candidate[] }[];
  sin_pedido: StatementCredit[];
  /** Orders under review (receipt sent) that no credit points at. */
  sin_movimiento: ReconcileOrder[];
}

export const CANDIDATE_REASON_LABEL: Record<CandidateReason, string> = {
  exacta: "Referencia y monto coinciden",
  exacta_compartida: "Referencia y monto coinciden, pero el pedido también coincide con otro movimiento",
  monto_distinto: "La referencia coincide; el monto difiere en más de 1 %",
  sin_referencia: "Monto y fecha coinciden; la referencia no",
};

/** 'Revisar' shows at most this many candidates found by amount alone (common amounts repeat). */
const MAX_AMOUNT_ONLY = 3;
/** Banks shorten references to their last digits; fewer than this would match by chance. */
export const MIN_REFERENCE_DIGITS = 6;

export function referenceDigits(ref: string | null | undefined): string {
  return (ref ?? "").replace(/\D/g, "");
}

/** Same digits, or the last 6 or more digits of one are the whole of the other. */
export function referencesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = referenceDigits(a);
  const y = referenceDigits(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= MIN_REFERENCE_DIGITS && long.endsWith(short);
}

/** Within 1 % of the order's locked Bs total: the same rule as the 'Monto distinto' flag. */
export function amountsMatch(creditCents: number, totalBsCents: number): boolean {
  if (totalBsCents <= 0) return false;
  return Math.abs(creditCents - totalBsCents) * 100 <= totalBsCents;
}

/**
 * The order was placed before the credit's date plus one day. Statement dates are the bank's
 * (Caracas, UTC−4) and have no time, so the order's instant is compared with the end of the next
 * day there: an order paid a little after midnight still matches.
 */
export function placedInTime(fechaPedido: string, creditDate: string): boolean {
  const limit = Date.parse(`${creditDate}T00:00:00.000-04:00`) + 2 * 86_400_000;
  return Date.parse(fechaPedido) < limit;
}

export function reconcile(credits: readonly StatementCredit[], orders: readonly ReconcileOrder[]): CreditGroups {
  const exactOf = new Map<StatementCredit, ReconcileOrder[]>();
  const creditsOfOrder = new Map<string, number>();
  for (const c of credits) {
    const exact = orders.filter(
      (o) =>
        placedInTime(o.fecha_pedido, c.fecha) &&
        referencesMatch(o.referencia, c.referencia) &&
        amountsMatch(c.monto_cents, o.total_bs_cents),
    );
    exactOf.set(c, exact);
    for (const o of exact) creditsOfOrder.set(o.id, (creditsOfOrder.get(o.id) ?? 0) + 1);
  }
  const touched = new Set<string>();
  const out: CreditGroups = { coincidencias: [], revisar: [], sin_pedido: [], sin_movimiento: [] };
  const cand = (o: ReconcileOrder, motivo: CandidateReason): Candidate => ({
    pedido_id: o.id,
    numero_pedido: o.numero_pedido,
    motivo,
  });
  for (const c of credits) {
    const exact = exactOf.get(c)!;
    const inTime = orders.filter((o) => placedInTime(o.fecha_pedido, c.fecha));
    const byRef = inTime.filter((o) => referencesMatch(o.referencia, c.referencia) && !exact.includes(o));
    const byAmount = inTime
      .filter((o) => amountsMatch(c.monto_cents, o.total_bs_cents) && !exact.includes(o) && !byRef.includes(o))
      .slice(0, MAX_AMOUNT_ONLY);
    for (const o of [...exact, ...byRef, ...byAmount]) touched.add(o.id);
    if (exact.length === 1 && creditsOfOrder.get(exact[0]!.id) === 1) {
      out.coincidencias.push({ abono: c, pedido: cand(exact[0]!, "exacta") });
      continue;
    }
    const candidatos = [
      ...exact.map((o) => cand(o, creditsOfOrder.get(o.id)! > 1 ? "exacta_compartida" : "exacta")),
      ...byRef.map((o) => cand(o, "monto_distinto")),
      ...byAmount.map((o) => cand(o, "sin_referencia")),
    ];
    if (candidatos.length === 0) out.sin_pedido.push(c);
    else out.revisar.push({ abono: c, candidatos });
  }
  out.sin_movimiento = orders.filter((o) => o.estado_pago === "pendiente_verificacion" && !touched.has(o.id));
  return out;
}
