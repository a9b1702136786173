import { randomUUID } from "node:crypto";
import { reconcile, referencesMatch, type ClaimedPayment, type ReconcileOrder } from "@tienda/shared/rules/reconcile";
import { parseStatement, STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from "@tienda/shared/rules/statement-csv";
import type { Conciliacion, ImportStatement } from "@tienda/shared/schemas/reconciliation";
import { badRequest, tooLarge } from "../errors";
import { env } from "../../lib/env";
import { putObject } from "../../data/objects";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import { listOrdersAwaitingReceipt, listOrdersUnderReview, otherOrderWithReference } from "../../data/orders";
import { claimsForReference } from "../../data/payment-claims";
import { getStatementColumns, putReconciliation, putStatementColumns } from "../../data/reconciliations";
import type { OrderRecord } from "../orders/order-record";
import {
  adminName,
  bankKey,
  toConciliacion,
  type Admin,
  type ReconciliationRecord,
  type StoredCandidate,
} from "./record";

/** Orders a statement can settle: waiting for their receipt or its review, still open. */
export const RECONCILABLE_STATES = ["pendiente_verificacion", "pendiente_pago"] as const;

/** Largest stored import: DynamoDB items stop at 400 KB. */
const MAX_RECORD_BYTES = 350 * 1024;
export const IMPORT_MESSAGES = {
  tooBig: "El estado de cuenta tiene demasiados movimientos con candidatos; divídelo en archivos más pequeños",
} as const;

function reconcilable(o: OrderRecord): boolean {
  // A bank statement is in bolívares: payments in dollars (Zelle, Binance, cash) never appear on it.
  if (isPagoUsd(o.tipo_pago)) return false;
  return o.estado === "pendiente" && !o.archivado && (RECONCILABLE_STATES as readonly string[]).includes(o.estado_pago);
}

/** The orders a statement is matched against, from the review and deadline queues (GSI3, no scan). */
async function candidateOrders(): Promise<OrderRecord[]> {
  const [review, awaiting] = await Promise.all([listOrdersUnderReview(4000), listOrdersAwaitingReceipt(4000)]);
  const byId = new Map<string, OrderRecord>();
  for (const o of [...review, ...awaiting]) if (reconcilable(o)) byId.set(o.id, o);
  return [...byId.values()];
}

/** Lookups run a few at a time: a 500-line statement must not open 500 requests at once. */
async function inBatches<T, R>(items: readonly T[], size: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/**
 * What the matcher must know beyond the orders: the payments already claimed with the reference
 * of a credit that points at an order, and for each order flagged 'Referencia repetida' the order
 * that declared the reference first. Only credits and orders that meet are looked up.
 */
async function usedReferences(
  credits: readonly { referencia: string }[],
  orders: readonly OrderRecord[],
): Promise<{ claimed: ClaimedPayment[]; usedBy: Map<string, string> }> {
  const meets = (ref: string) => orders.some((o) => referencesMatch(o.pago.referencia, ref));
  const refs = [...new Set(credits.map((c) => c.referencia).filter(meets))];
  const claimed = (await inBatches(refs, 8, claimsForReference)).flat();
  const flagged = orders.filter((o) => o.referencia_repetida && credits.some((c) => referencesMatch(o.pago.referencia, c.referencia)));
  const firsts = await inBatches(flagged, 8, (o) => otherOrderWithReference(o.tipo_pago, o.pago, o.id));
  const usedBy = new Map(flagged.map((o, i) => [o.id, firsts[i]?.numero_pedido ?? ""]));
  return { claimed, usedBy };
}

/**
 * Reads the statement (the admin's mapping, or the one remembered for the bank), groups its
 * credits against the orders awaiting payment, and keeps the import and its file. A bad file is
 * refused with its line and nothing is written.
 */
export async function importStatement(input: ImportStatement, admin: Admin, now: Date): Promise<Conciliacion> {
  if (new TextEncoder().encode(input.csv).length > STATEMENT_MAX_BYTES) {
    throw tooLarge(STATEMENT_MESSAGES.tooLarge, { csv: STATEMENT_MESSAGES.tooLarge });
  }
  const banco = input.banco?.trim() || null;
  const banco_clave = bankKey(banco);
  let parsed = parseStatement(input.csv, input.columnas);
  if (!parsed.ok && parsed.sin_columnas && !input.columnas && banco) {
    const saved = await getStatementColumns(banco_clave);
    if (saved) parsed = parseStatement(input.csv, saved);
  }
  if (!parsed.ok) throw badRequest(parsed.mensaje, { [parsed.sin_columnas ? "columnas" : "csv"]: parsed.mensaje });

  const orders = await candidateOrders();
  const view = new Map(orders.map((o) => [o.id, o]));
  const { claimed, usedBy } = await usedReferences(parsed.abonos, orders);
  const groups = reconcile(
    parsed.abonos,
    orders.map((o) => ({
      id: o.id,
      numero_pedido: o.numero_pedido,
      fecha_pedido: o.fecha_pedido,
      estado_pago: o.estado_pago as ReconcileOrder["estado_pago"],
      referencia: o.pago.referencia ?? null,
      total_bs_cents: o.total_bs_cents,
      referencia_usada_por: o.referencia_repetida ? (usedBy.get(o.id) ?? "") : null,
    })),
    claimed,
  );
  const stored = (
    id: string,
    motivo: StoredCandidate["motivo"],
    more: Pick<StoredCandidate, "faltan_cents" | "usada_por"> = {},
  ): StoredCandidate => {
    const o = view.get(id)!;
    return {
      id,
      numero_pedido: o.numero_pedido,
      motivo,
      total_bs_cents: o.total_bs_cents,
      referencia: o.pago.referencia ?? null,
      ...(more.faltan_cents !== undefined ? { faltan_cents: more.faltan_cents } : {}),
      ...(more.usada_por ? { usada_por: more.usada_por } : {}),
    };
  };
  const id = randomUUID();
  const record: ReconciliationRecord = {
    id,
    fecha: now.toISOString(),
    por: adminName(admin),
    por_id: admin.id,
    nombre_archivo: input.nombre_archivo?.trim() || "estado-de-cuenta.csv",
    banco,
    banco_clave,
    archivo_clave: `conciliaciones/${now.toISOString().slice(0, 10)}/${id}.csv`,
    abonos: parsed.abonos,
    coincidencias: groups.coincidencias.map((c) => ({
      linea: c.abono.linea,
      pedido: stored(c.pedido.pedido_id, c.pedido.motivo),
    })),
    revisar: groups.revisar.map((r) => ({
      linea: r.abono.linea,
      candidatos: r.candidatos.map((c) => stored(c.pedido_id, c.motivo, c)),
    })),
    sin_pedido: groups.sin_pedido.map((c) => c.linea),
    sin_movimiento: groups.sin_movimiento.map(({ id: oid }) => {
      const { motivo: _m, ...rest } = stored(oid, "exacta");
      return rest;
    }),
    conteos: {
      coincidencias: groups.coincidencias.length,
      revisar: groups.revisar.length,
      sin_pedido: groups.sin_pedido.length,
      sin_movimiento: groups.sin_movimiento.length,
    },
    aprobados: [],
  };
  if (new TextEncoder().encode(JSON.stringify(record)).length > MAX_RECORD_BYTES)
    throw badRequest(IMPORT_MESSAGES.tooBig);
  // The mapping is remembered only once it read a file, so a wrong one is never kept.
  if (input.columnas && banco) await putStatementColumns(banco_clave, parsed.columnas, now);
  // The file first: an import never names a file that is not there.
  await putObject(env().RECEIPTS_BUCKET, record.archivo_clave, input.csv, "text/csv; charset=utf-8");
  await putReconciliation(record);
  return toConciliacion(record);
}
