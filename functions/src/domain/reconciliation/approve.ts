import type { StatementCredit } from "@tienda/shared/rules/statement-csv";
import {
  RECONCILIATION_MESSAGES,
  type ApproveMatches,
  type ResultadoAprobacion,
} from "@tienda/shared/schemas/reconciliation";
import type { EventoHistorial } from "@tienda/shared/schemas/orders";
import { notFound } from "../errors";
import { METRIC, recordMetric } from "../../lib/metrics";
import { getOrder, reviewPayment } from "../../data/orders";
import { claimedByOther, claimKeyOf, paymentClaimPut } from "../../data/payment-claims";
import {
  getReconciliation,
  recordApproval,
  statementLineClaim,
  statementLineOwner,
  type StatementLineKey,
} from "../../data/reconciliations";
import { paymentReference } from "@tienda/shared/rules/reconcile";
import type { OrderRecord } from "../orders/order-record";
import { RECONCILABLE_STATES } from "./import";
import { adminName, type Admin, type ReconciliationRecord, type StoredCandidate } from "./record";

export const APPROVE_MESSAGES = {
  notACredit: (linea: number) => `La línea ${linea} no es un abono de este estado de cuenta`,
  notACandidate: (linea: number) => `El pedido no es candidato del abono de la línea ${linea}`,
  lineTwice: "La línea ya se concilia en esta misma solicitud",
  orderTwice: "El pedido ya se concilia en esta misma solicitud",
  orderGone: "El pedido no existe",
  alreadyApproved: "El pago del pedido ya estaba aprobado",
  notAwaiting: "El pedido ya no espera la revisión de su pago",
  lineUsed: (numero: string | null) =>
    numero ? `Referencia ya usada por ${numero}` : "Referencia ya usada por otro pedido",
} as const;

/** 'dd/mm/aaaa' of a statement date (YYYY-MM-DD). */
function shortDate(fecha: string): string {
  const [y, m, d] = fecha.split("-");
  return `${d}/${m}/${y}`;
}

export function reconciledNote(credit: StatementCredit, sinComprobante: boolean): string {
  const base = `Conciliado con el estado de cuenta del ${shortDate(credit.fecha)}`;
  return sinComprobante ? `${base}. Sin comprobante: el estado de cuenta es la prueba del pago` : base;
}

function awaitingReview(o: OrderRecord): boolean {
  return o.estado === "pendiente" && !o.archivado && (RECONCILABLE_STATES as readonly string[]).includes(o.estado_pago);
}

function candidatesOf(r: ReconciliationRecord, linea: number): StoredCandidate[] {
  return [
    ...r.coincidencias.filter((c) => c.linea === linea).map((c) => c.pedido),
    ...r.revisar.filter((c) => c.linea === linea).flatMap((c) => c.candidatos),
  ];
}

type Outcome = { ok: true; numero: string } | { ok: false; numero: string | null; motivo: string };

/**
 * One pair: the order's approval through the payment review's conditional transaction, with the
 * payment's claim (reference digits and amount) and the import's record in it. Of two admins, two
 * imports of the same file, or a manual approval and a statement, only one transaction can hold
 * both the order's state and the payment's claim. A reference already used settles nothing unless
 * the admin confirmed that very pair over the warning (`confirmada`).
 */
async function approveOne(
  r: ReconciliationRecord,
  credit: StatementCredit,
  pedidoId: string,
  admin: Admin,
  now: Date,
  confirmada: boolean,
): Promise<Outcome> {
  const order = pedidoId.length <= 64 ? await getOrder(pedidoId) : null;
  if (!order) return { ok: false, numero: null, motivo: APPROVE_MESSAGES.orderGone };
  const refused = (o: OrderRecord): Outcome => ({
    ok: false,
    numero: o.numero_pedido,
    motivo: o.estado_pago === "completado" ? APPROVE_MESSAGES.alreadyApproved : APPROVE_MESSAGES.notAwaiting,
  });
  if (!awaitingReview(order)) return refused(order);
  const usedBy = () => claimedByOther(credit.referencia, order.id);
  if (!confirmada) {
    const claimedBy = await usedBy();
    if (claimedBy !== undefined)
      return { ok: false, numero: order.numero_pedido, motivo: APPROVE_MESSAGES.lineUsed(claimedBy) };
    // Flagged after the import (a new receipt with another order's reference): the admin decides.
    if (order.referencia_repetida) {
      return { ok: false, numero: order.numero_pedido, motivo: APPROVE_MESSAGES.lineUsed(null) };
    }
  }
  const sinComprobante = order.estado_pago === "pendiente_pago";
  const fecha = now.toISOString();
  const por = adminName(admin);
  const evento: EventoHistorial = { tipo: "aprobado", fecha, por, nota: reconciledNote(credit, sinComprobante) };
  const claim = claimKeyOf(credit.referencia, credit.monto_cents);
  const line: StatementLineKey = {
    fecha: credit.fecha,
    referencia: paymentReference(credit.referencia),
    montoCents: credit.monto_cents,
  };
  const ok = await reviewPayment({
    order,
    decision: "aprobar",
    evento,
    now,
    email: { kind: "pago_aprobado" },
    sinComprobante,
    extra: [
      statementLineClaim(line, order.id, r.id, now),
      ...(claim
        ? [paymentClaimPut(claim, order, { now, origen: "conciliacion", conciliacionId: r.id, confirmada })]
        : []),
      recordApproval(r.id, {
        linea: credit.linea,
        pedido_id: order.id,
        numero_pedido: order.numero_pedido,
        fecha,
        por,
      }),
    ],
  });
  if (ok) {
    recordMetric(METRIC.paymentsApproved);
    return { ok: true, numero: order.numero_pedido };
  }
  const now2 = await getOrder(order.id);
  if (!now2 || !awaitingReview(now2) || now2.estado_pago !== order.estado_pago) return refused(now2 ?? order);
  const lineOwner = await statementLineOwner(line);
  const owner = lineOwner ? ((await getOrder(lineOwner))?.numero_pedido ?? null) : ((await usedBy()) ?? null);
  return { ok: false, numero: order.numero_pedido, motivo: APPROVE_MESSAGES.lineUsed(owner) };
}

/**
 * Approves the pairs the admin confirmed, or without them every 'Coincide' of the import. Each
 * pair is approved or skipped with the reason; one skipped pair never stops the others.
 */
export async function approveMatches(
  id: string,
  input: ApproveMatches,
  admin: Admin,
  now: Date,
): Promise<ResultadoAprobacion> {
  const r = id.length <= 64 ? await getReconciliation(id) : null;
  if (!r) throw notFound(RECONCILIATION_MESSAGES.notFound);
  const pairs = input.pares ?? r.coincidencias.map((c) => ({ linea: c.linea, pedido_id: c.pedido.id }));
  const credits = new Map(r.abonos.map((a) => [a.linea, a]));
  const out: ResultadoAprobacion = { aprobados: [], omitidos: [] };
  const lines = new Set<number>();
  const orders = new Set<string>();
  for (const { linea, pedido_id } of pairs) {
    const skip = (motivo: string, numero: string | null = null) =>
      out.omitidos.push({ linea, pedido: { id: pedido_id, numero_pedido: numero }, motivo });
    const credit = credits.get(linea);
    if (!credit) {
      skip(APPROVE_MESSAGES.notACredit(linea));
      continue;
    }
    const candidate = candidatesOf(r, linea).find((c) => c.id === pedido_id);
    if (!candidate) {
      skip(APPROVE_MESSAGES.notACandidate(linea));
      continue;
    }
    if (lines.has(linea) || orders.has(pedido_id)) {
      skip(lines.has(linea) ? APPROVE_MESSAGES.lineTwice : APPROVE_MESSAGES.orderTwice, candidate.numero_pedido);
      continue;
    }
    lines.add(linea);
    orders.add(pedido_id);
    // Only a pair the admin named, shown to her with the used reference, overrides the warning.
    const confirmada = input.pares !== undefined && candidate.motivo === "referencia_usada";
    const result = await approveOne(r, credit, pedido_id, admin, now, confirmada);
    if (result.ok) out.aprobados.push({ linea, pedido: { id: pedido_id, numero_pedido: result.numero } });
    else skip(result.motivo, result.numero);
  }
  return out;
}
