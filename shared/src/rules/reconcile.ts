import { groupThousands } from "./decimal";
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
  /**
   * Another order had declared the same reference: the number of the order that used it (or ''
   * when it is not known). Such an order is never a 'Coincide'.
   */
  referencia_usada_por?: string | null;
}

/** A payment an approval already claimed (data/reconciliations.ts): its reference and amount. */
export interface ClaimedPayment {
  referencia: string;
  monto_cents: number;
  numero_pedido: string;
}

export type CandidateReason =
  | "exacta"
  | "exacta_compartida"
  | "monto_distinto"
  | "monto_menor"
  | "sin_referencia"
  | "referencia_usada";

export interface Candidate {
  pedido_id: string;
  numero_pedido: string;
  motivo: CandidateReason;
  /** monto_menor: what the credit lacks to reach the order's Bs total. */
  faltan_cents?: number;
  /** referencia_usada: the order that used the reference ('' when unknown). */
  usada_por?: string;
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
  monto_distinto: "La referencia coincide; el abono supera el total en más de 1 %",
  monto_menor: "La referencia coincide; el abono es menor que el total",
  sin_referencia: "Monto y fecha coinciden; la referencia no",
  referencia_usada: "Referencia ya usada por otro pedido",
};

/**
 * The reason in the admin's words, with what the candidate knows: the missing amount of a short
 * credit ('Faltan Bs 177,27'), the order that used a reference ('Referencia ya usada por ORD-…').
 */
export function candidateReasonText(c: Pick<Candidate, "motivo" | "faltan_cents" | "usada_por">): string {
  if (c.motivo === "monto_menor" && c.faltan_cents !== undefined) {
    return `${CANDIDATE_REASON_LABEL.monto_menor}. Faltan Bs ${esAmount(c.faltan_cents)}`;
  }
  if (c.motivo === "referencia_usada" && c.usada_por) return `Referencia ya usada por ${c.usada_por}`;
  return CANDIDATE_REASON_LABEL[c.motivo];
}

/** 17727 → '177,27'; 123456789 → '1.234.567,89' (es-VE). */
function esAmount(cents: number): string {
  return `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, "0")}`;
}

/** 'Revisar' shows at most this many candidates found by amount alone (common amounts repeat). */
const MAX_AMOUNT_ONLY = 3;
/** Banks shorten references to their last digits; fewer than this would match by chance. */
export const MIN_REFERENCE_DIGITS = 6;

export function referenceDigits(ref: string | null | undefined): string {
  return (ref ?? "").replace(/\D/g, "");
}

/**
 * The reference as a payment's claim keys it: its digits without leading zeros, so '0000123456'
 * and '123456' are one payment however the bank or the shopper wrote it.
 */
export function paymentReference(ref: string | null | undefined): string {
  return referenceDigits(ref).replace(/^0+/, "");
}

/** Same digits, or the last 6 or more digits of one are the whole of the other. */
export function referencesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = paymentReference(a);
  const y = paymentReference(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= MIN_REFERENCE_DIGITS && long.endsWith(short);
}

/**
 * The credit pays the order: equal to its locked Bs total, or above it by at most 1 % (a shopper
 * rounds up). A short credit never pays it, by however little.
 */
export function amountsMatch(creditCents: number, totalBsCents: number): boolean {
  if (totalBsCents <= 0) return false;
  return creditCents >= totalBsCents && (creditCents - totalBsCents) * 100 <= totalBsCents;
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

export function reconcile(
  credits: readonly StatementCredit[],
  orders: readonly ReconcileOrder[],
  claimed: readonly ClaimedPayment[] = [],
): CreditGroups {
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
  const cand = (o: ReconcileOrder, motivo: CandidateReason, more: Partial<Candidate> = {}): Candidate => ({
    pedido_id: o.id,
    numero_pedido: o.numero_pedido,
    motivo,
    ...more,
  });
  for (const c of credits) {
    const exact = exactOf.get(c)!;
    const inTime = orders.filter((o) => placedInTime(o.fecha_pedido, c.fecha));
    const byRef = inTime.filter((o) => referencesMatch(o.referencia, c.referencia) && !exact.includes(o));
    const byAmount = inTime
      .filter((o) => amountsMatch(c.monto_cents, o.total_bs_cents) && !exact.includes(o) && !byRef.includes(o))
      .slice(0, MAX_AMOUNT_ONLY);
    for (const o of [...exact, ...byRef, ...byAmount]) touched.add(o.id);
    // A payment already settled an order, or the order shares its reference with another: the
    // admin decides, never the matcher.
    const claim = claimed.find((p) => referencesMatch(p.referencia, c.referencia));
    const used = (o: ReconcileOrder): string | null =>
      claim ? claim.numero_pedido : o.referencia_usada_por != null ? o.referencia_usada_por : null;
    const usedCand = (o: ReconcileOrder) => cand(o, "referencia_usada", { usada_por: used(o)! });
    if (exact.length === 1 && creditsOfOrder.get(exact[0]!.id) === 1 && used(exact[0]!) === null) {
      out.coincidencias.push({ abono: c, pedido: cand(exact[0]!, "exacta") });
      continue;
    }
    const byRefReason = (o: ReconcileOrder): Candidate =>
      c.monto_cents < o.total_bs_cents
        ? cand(o, "monto_menor", { faltan_cents: o.total_bs_cents - c.monto_cents })
        : cand(o, "monto_distinto");
    const candidatos = [
      ...exact.map((o) =>
        used(o) !== null ? usedCand(o) : cand(o, creditsOfOrder.get(o.id)! > 1 ? "exacta_compartida" : "exacta"),
      ),
      ...byRef.map((o) => (used(o) !== null ? usedCand(o) : byRefReason(o))),
      ...byAmount.map((o) => cand(o, "sin_referencia")),
    ];
    if (candidatos.length === 0) out.sin_pedido.push(c);
    else out.revisar.push({ abono: c, candidatos });
  }
  out.sin_movimiento = orders.filter((o) => o.estado_pago === "pendiente_verificacion" && !touched.has(o.id));
  return out;
}
