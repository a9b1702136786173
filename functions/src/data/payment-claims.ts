import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { paymentReference, referencesMatch } from "@tienda/shared/rules/reconcile";
import { db, tableName } from "./client";
import { keys } from "./keys";
import type { transactWrite } from "./transact";

/**
 * One bank payment settles one order (docs/reconciliation.md, "One payment, one order"). Every
 * approval, by hand or from a statement, writes the claim of the payment it accepts in its own
 * transaction, keyed on what nobody can rewrite: the reference's digits without leading zeros and
 * the amount in céntimos. Free text (a bank's name as typed) is never part of the key.
 */

type TransactItem = Parameters<typeof transactWrite>[0][number];

export interface PaymentClaimKey {
  /** Digits without leading zeros (paymentReference). */
  referencia: string;
  montoCents: number;
}

export interface PaymentClaim {
  referencia: string;
  monto_cents: number;
  pedido_id: string;
  numero_pedido: string;
}

/** The claim of a payment, or null when the reference has no digits (nothing to key it on). */
export function claimKeyOf(referencia: string | null | undefined, montoCents: number): PaymentClaimKey | null {
  const ref = paymentReference(referencia);
  return ref ? { referencia: ref, montoCents } : null;
}

/**
 * The claim item of an approval. Without `confirmada` it fails when the payment already settled an
 * order; an approval the admin confirmed by hand over a used reference is recorded beside it.
 */
export function paymentClaimPut(
  key: PaymentClaimKey,
  order: { id: string; numero_pedido: string },
  p: { now: Date; origen: "manual" | "conciliacion"; conciliacionId?: string; confirmada?: boolean },
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.paymentClaim(key.referencia, key.montoCents, p.confirmada ? order.id : undefined),
        entidad: "pago_reclamado",
        v: 1,
        referencia: key.referencia,
        monto_cents: key.montoCents,
        pedido_id: order.id,
        numero_pedido: order.numero_pedido,
        origen: p.origen,
        ...(p.conciliacionId ? { conciliacion_id: p.conciliacionId } : {}),
        ...(p.confirmada ? { confirmada_a_mano: true } : {}),
        fecha: p.now.toISOString(),
      },
      ConditionExpression: "attribute_not_exists(PK)",
    },
  };
}

/**
 * The payments already claimed whose reference matches this one (same digits, or one the
 * shortened end of the other), read from the reference's partition: a query, never a scan.
 */
export async function claimsForReference(referencia: string | null | undefined): Promise<PaymentClaim[]> {
  const ref = paymentReference(referencia);
  if (!ref) return [];
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.paymentClaimPartition(ref) },
      ConsistentRead: true,
    }),
  );
  return (Items ?? [])
    .map((i) => ({
      referencia: String(i.referencia),
      monto_cents: Number(i.monto_cents),
      pedido_id: String(i.pedido_id),
      numero_pedido: String(i.numero_pedido),
    }))
    .filter((c) => referencesMatch(c.referencia, ref));
}

/** The number of another order whose approval claimed this reference, or undefined (none). */
export async function claimedByOther(
  referencia: string | null | undefined,
  orderId: string,
): Promise<string | undefined> {
  return (await claimsForReference(referencia)).find((c) => c.pedido_id !== orderId)?.numero_pedido;
}
