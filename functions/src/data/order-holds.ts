import { BatchGetCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { allShards, shardOf } from "./counter-shards";
import { heldState, type HeldState, type LiveSlot } from "../domain/orders/order-limits";
import type { OrderRecord } from "../domain/orders/order-record";

/**
 * The counters that bound and show what unpaid orders hold (docs/data-model.md, "Order holds").
 * Every change goes into the transaction of the order change it counts, so the counters always
 * equal a recount of the orders, and a limit holds under concurrency: DynamoDB serialises the
 * conditional ADDs on one counter, so of N parallel orders exactly `limite` pass.
 *
 * Only orders placed since these counters exist carry `cupos` (the slots they took); older ones
 * are neither counted nor given back.
 */

/** Transaction item: one more live unpaid order in `slot`, refused at its limit. */
export function takeSlot(slot: LiveSlot) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.liveUnpaid(slot.clave),
      UpdateExpression: "ADD vivos :uno SET entidad = :e, v = :v",
      ConditionExpression: "attribute_not_exists(vivos) OR vivos < :max",
      ExpressionAttributeValues: { ":uno": 1, ":max": slot.limite, ":e": "pedidos_vivos", ":v": 1 },
    },
  };
}

function heldUpdate(orderId: string, delta: Partial<Record<HeldState, number>>, units: number) {
  const adds: string[] = [];
  const values: Record<string, unknown> = { ":e": "stock_retenido", ":v": 1 };
  for (const [state, sign] of Object.entries(delta)) {
    if (!sign) continue;
    adds.push(`${state}_pedidos :${state}_p`, `${state}_unidades :${state}_u`);
    values[`:${state}_p`] = sign;
    values[`:${state}_u`] = sign * units;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.heldStock(shardOf(orderId)),
      UpdateExpression: `ADD ${adds.join(", ")} SET entidad = :e, v = :v`,
      ExpressionAttributeValues: values,
    },
  };
}

const units = (o: Pick<OrderRecord, "lineas">) => o.lineas.reduce((n, l) => n + l.cantidad, 0);
const counted = (o: Pick<OrderRecord, "cupos">) => Array.isArray(o.cupos);

/** A new order starts holding its stock (in the state it is placed in). */
export function holdItems(order: OrderRecord) {
  const state = heldState(order);
  return counted(order) && state ? [heldUpdate(order.id, { [state]: 1 }, units(order))] : [];
}

/**
 * The order leaves the unpaid states (approved, cancelled, expired, rejected for the last time,
 * archived): its slots are given back and its units leave the held figures. `order` is the state
 * read, which the caller's transaction makes a condition.
 */
export function releaseItems(order: OrderRecord) {
  const state = heldState(order);
  if (!counted(order) || !state) return [];
  return [
    ...order.cupos!.map((cupo) => ({
      Update: {
        TableName: tableName(),
        Key: keys.liveUnpaid(cupo),
        UpdateExpression: "ADD vivos :menos",
        ExpressionAttributeValues: { ":menos": -1 },
      },
    })),
    heldUpdate(order.id, { [state]: -1 }, units(order)),
  ];
}

/** A receipt sent (to review) or rejected (back to waiting for one): the units change column. */
export function moveHeldItems(order: OrderRecord, from: HeldState, to: HeldState) {
  return counted(order) && from !== to ? [heldUpdate(order.id, { [from]: -1, [to]: 1 }, units(order))] : [];
}

export interface HeldStock {
  sin_pagar: { pedidos: number; unidades: number };
  en_revision: { pedidos: number; unidades: number };
}

/** The sum of the shards (data/counter-shards.ts): one BatchGet. */
export async function getHeldStock(): Promise<HeldStock> {
  const items: Record<string, unknown>[] = [];
  let request: Record<string, unknown>[] | undefined = allShards().map((s) => keys.heldStock(s));
  while (request && request.length) {
    const res = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request } } }));
    items.push(...(res.Responses?.[tableName()] ?? []));
    request = res.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
  }
  const n = (k: string) =>
    Math.max(
      0,
      items.reduce((sum, item) => sum + Number(item[k] ?? 0), 0),
    );
  return {
    sin_pagar: { pedidos: n("sin_pagar_pedidos"), unidades: n("sin_pagar_unidades") },
    en_revision: { pedidos: n("en_revision_pedidos"), unidades: n("en_revision_unidades") },
  };
}

/** Live unpaid orders counted in one slot (tests, support). */
export async function getLiveUnpaidCount(cupo: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.liveUnpaid(cupo), ConsistentRead: true }),
  );
  return Number(Item?.vivos ?? 0);
}
