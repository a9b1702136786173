import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { outboxPut } from "./outbox";
import type { EmailKind } from "../domain/email/order-emails";
import { queryAll } from "./query-all";
import { conditional, transactWrite } from "./transact";

/**
 * 'Avísame cuando llegue' (docs/restock-alerts.md). Per product and variant, one partition holds
 * the waiting shoppers (`EMAIL#<email>`, each with the counter's `ronda` when it joined) and the
 * demand counter (`DEMANDA`: how many wait, since when, `rev` and `ronda`). Every write of the
 * counter is conditional on the `rev` read, so a subscription, a restock, an unsubscribe and the
 * fan-out of the emails are serialised on it:
 *
 * - a subscription needs the variant at stock 0 (a check on the product) and bumps `rev`;
 * - a write that raises a variant's stock from 0 (or gives units back to a variant someone waits
 *   for) carries restockItems(): a check of `rev` as read, and when someone waits, a new `ronda`
 *   and one fan-out item in the email outbox naming the variants and that ronda. So either the
 *   subscription sees the stock and is refused, or the restock sees the subscription.
 * - the outbox's sender fans the item out (domain/products/restock-alerts.ts): each shopper of an
 *   earlier ronda gets one email and her subscription is deleted in the same transaction.
 */
type TransactItem = Parameters<typeof transactWrite>[0][number];

export interface Demand {
  producto_id: string;
  variante: string;
  nombre: string;
  talla: string;
  color: string;
  esperando: number;
  desde: string | null;
  rev: number;
  ronda: number;
}

export interface RestockAlert {
  producto_id: string;
  variante: string;
  email: string;
  ronda: number;
  creado: string;
}

/** One variant to fan out: its shoppers of a ronda before `ronda` are told. */
export interface FanOutTarget {
  producto_id: string;
  variante: string;
  ronda: number;
}

export interface VariantRef {
  producto_id: string;
  nombre: string;
  talla: string;
  color: string;
  variante: string;
}

const ITEM_VERSION = 1;
/** An unsubscribe link works for 90 days. */
const LINK_TTL_SECONDS = 90 * 24 * 3600;

function demandFrom(item: Record<string, unknown>): Demand {
  return {
    producto_id: String(item.producto_id),
    variante: String(item.variante),
    nombre: String(item.nombre ?? ""),
    talla: String(item.talla ?? ""),
    color: String(item.color ?? ""),
    esperando: Number(item.esperando ?? 0),
    desde: typeof item.desde === "string" ? item.desde : null,
    rev: Number(item.rev ?? 0),
    ronda: Number(item.ronda ?? 0),
  };
}

export async function getDemand(productId: string, variante: string): Promise<Demand | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.restockDemand(productId, variante), ConsistentRead: true }),
  );
  return Item ? demandFrom(Item) : null;
}

/** The counters of some variants of one product (consistent), by variant; absent ones are missing. */
export async function getDemands(productId: string, variantes: readonly string[]): Promise<Map<string, Demand>> {
  const out = new Map<string, Demand>();
  const unique = [...new Set(variantes)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, unknown>[] | undefined = unique
      .slice(i, i + 100)
      .map((v) => keys.restockDemand(productId, v));
    while (request && request.length) {
      const res = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request, ConsistentRead: true } } }),
      );
      for (const item of res.Responses?.[tableName()] ?? []) {
        const d = demandFrom(item);
        out.set(d.variante, d);
      }
      request = res.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return out;
}

/** The condition that the counter is still as read (or still absent). */
function asRead(read: Demand | null) {
  return read
    ? { ConditionExpression: "rev = :rev", ExpressionAttributeValues: { ":rev": read.rev } }
    : { ConditionExpression: "attribute_not_exists(PK)" };
}

/**
 * The Put of a counter moved by `delta` waiting shoppers (and to a new ronda when `nextRound`),
 * conditional on it being as read. Listed in the demand index only while someone waits.
 */
export function demandPut(
  read: Demand | null,
  ref: VariantRef,
  delta: number,
  now: Date,
  nextRound = false,
): TransactItem {
  const esperando = Math.max(0, (read?.esperando ?? 0) + delta);
  const desde = esperando > 0 ? (read && read.esperando > 0 && read.desde ? read.desde : now.toISOString()) : null;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.restockDemand(ref.producto_id, ref.variante),
        ...(esperando > 0 && desde ? keys.restockDemandGsi1(esperando, desde, ref.producto_id, ref.variante) : {}),
        entidad: "demanda_avisos",
        v: ITEM_VERSION,
        producto_id: ref.producto_id,
        variante: ref.variante,
        nombre: ref.nombre,
        talla: ref.talla,
        color: ref.color,
        esperando,
        ...(desde ? { desde } : {}),
        rev: (read?.rev ?? 0) + 1,
        ronda: (read?.ronda ?? 0) + (nextRound ? 1 : 0),
      },
      ...asRead(read),
    },
  };
}

/** Adds a waiting shopper; what stopped it, if anything. */
export async function putRestockAlert(
  ref: VariantRef,
  email: string,
  read: Demand | null,
  now: Date,
): Promise<"ok" | "exists" | "in_stock" | "changed"> {
  const result = await transactWrite([
    {
      // Only a variant that exists and is sold out can be waited for.
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.product(ref.producto_id),
        ConditionExpression: "attribute_exists(stock_variantes.#v) AND stock_variantes.#v = :cero",
        ExpressionAttributeNames: { "#v": ref.variante },
        ExpressionAttributeValues: { ":cero": 0 },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.restockAlert(ref.producto_id, ref.variante, email),
          entidad: "aviso_stock",
          v: ITEM_VERSION,
          producto_id: ref.producto_id,
          variante: ref.variante,
          email,
          ronda: read?.ronda ?? 0,
          creado: now.toISOString(),
        },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    demandPut(read, ref, 1, now),
  ]);
  if (result.ok) return "ok";
  if (result.failed.includes(1)) return "exists";
  if (result.failed.includes(0)) return "in_stock";
  return "changed";
}

export async function hasRestockAlert(productId: string, variante: string, email: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.restockAlert(productId, variante, email),
      ConsistentRead: true,
      ProjectionExpression: "PK",
    }),
  );
  return Boolean(Item);
}

/**
 * What a write that raises some variants' stock adds to its own transaction, for the variants of
 * one product it raises (docs/restock-alerts.md): for each, the counter as read (a subscription
 * in between cancels the write, which the caller retries), and where shoppers wait, a new ronda
 * and one outbox item that fans their emails out. `refs` name the variants.
 */
export async function restockItems(
  refs: readonly VariantRef[],
  now: Date,
  /**
   * Variants whose counter is checked even when nobody waits (default: all). A caller that knows
   * a variant had stock when read, and conditions its write on that, needs no check for it.
   */
  guarded: (variante: string) => boolean = () => true,
): Promise<TransactItem[]> {
  if (refs.length === 0) return [];
  const productId = refs[0]!.producto_id;
  const demands = await getDemands(
    productId,
    refs.map((r) => r.variante),
  );
  const items: TransactItem[] = [];
  const targets: FanOutTarget[] = [];
  for (const ref of refs) {
    const read = demands.get(ref.variante) ?? null;
    if (read && read.esperando > 0) {
      items.push(demandPut(read, { ...ref, nombre: read.nombre || ref.nombre }, 0, now, true));
      targets.push({ producto_id: productId, variante: ref.variante, ronda: read.ronda + 1 });
    } else if (guarded(ref.variante)) {
      items.push({
        ConditionCheck: { TableName: tableName(), Key: keys.restockDemand(productId, ref.variante), ...asRead(read) },
      });
    }
  }
  if (targets.length) items.push(fanOutPut(targets, now));
  return items;
}

/**
 * The outbox item that fans a restock's emails out (sent by the outbox's sender, never lost): an
 * outbox item like any other (data/outbox.ts), naming the variants instead of an order.
 */
function fanOutPut(targets: FanOutTarget[], now: Date): TransactItem {
  const put = outboxPut("reparto_avisos" as unknown as EmailKind, "", {}, now);
  const { pedido_id: _p, ...item } = put.Put.Item;
  return { Put: { ...put.Put, Item: { ...item, reparto: targets } } };
}

/** Shoppers of a variant who joined before `ronda` (by key: the variant's own partition), at most `limit`. */
export async function listWaitingBefore(
  productId: string,
  variante: string,
  ronda: number,
  limit: number,
): Promise<RestockAlert[]> {
  const out: RestockAlert[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :pre)",
        FilterExpression: "ronda < :r",
        ExpressionAttributeValues: {
          ":pk": keys.restockAlertsPartition(productId, variante),
          ":pre": keys.restockAlertPrefix,
          ":r": ronda,
        },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      out.push({
        producto_id: productId,
        variante,
        email: String(item.email),
        ronda: Number(item.ronda ?? 0),
        creado: String(item.creado ?? ""),
      });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && out.length < limit);
  return out.slice(0, limit);
}

/**
 * Uses up some shoppers' subscriptions: each is deleted as its email (and that email's
 * unsubscribe link) is written, and the counter moves, in one transaction. False when something
 * changed meanwhile (the caller reads again).
 */
export async function notifyWaiting(
  read: Demand,
  alerts: ReadonlyArray<RestockAlert & { correo: TransactItem; tokenHash: string }>,
  now: Date,
): Promise<boolean> {
  const ttl = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  const items: TransactItem[] = [];
  for (const a of alerts) {
    items.push(
      {
        Delete: {
          TableName: tableName(),
          Key: keys.restockAlert(a.producto_id, a.variante, a.email),
          ConditionExpression: "ronda = :r",
          ExpressionAttributeValues: { ":r": a.ronda },
        },
      },
      a.correo,
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.restockUnsubscribe(a.tokenHash),
            entidad: "baja_aviso",
            v: ITEM_VERSION,
            producto_id: a.producto_id,
            variante: a.variante,
            email: a.email,
            ttl,
          },
        },
      },
    );
  }
  items.push(demandPut(read, read, -alerts.length, now));
  return (await transactWrite(items)).ok;
}

export interface UnsubscribeLink {
  producto_id: string;
  variante: string;
  email: string;
}

export async function getUnsubscribeLink(tokenHash: string, now: Date): Promise<UnsubscribeLink | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.restockUnsubscribe(tokenHash), ConsistentRead: true }),
  );
  // TTL deletion is lazy: an expired link must not work while it lingers.
  if (!Item || Number(Item.ttl ?? 0) * 1000 <= now.getTime()) return null;
  return { producto_id: String(Item.producto_id), variante: String(Item.variante), email: String(Item.email) };
}

/** Takes a shopper off a variant's list; "absent" when she was not on it. */
export async function removeRestockAlert(
  link: UnsubscribeLink,
  read: Demand | null,
  now: Date,
): Promise<"ok" | "absent" | "changed"> {
  if (!read) return "absent";
  const result = await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.restockAlert(link.producto_id, link.variante, link.email),
        ConditionExpression: "attribute_exists(PK)",
      },
    },
    demandPut(read, read, -1, now),
  ]);
  if (result.ok) return "ok";
  return result.failed.includes(0) ? "absent" : "changed";
}

/** Variants someone waits for, most waited first (the demand index, never a scan). */
export async function listDemand(limit = 500): Promise<Demand[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.restockDemandPartition },
    Limit: limit,
  });
  return items.slice(0, limit).map(demandFrom);
}

/**
 * Puts a fan-out item back in the queue, due now, without counting an attempt: it stopped at its
 * run's bound with shoppers still to tell. Conditional on the claim's lease, like the sender's marks.
 */
export async function requeueFanOut(id: string, lease: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.email(id),
        UpdateExpression: "SET estado = :pendiente, siguiente_intento = :at, GSI3SK = :key",
        ConditionExpression: "GSI3SK = :lease",
        ExpressionAttributeValues: { ":pendiente": "pendiente", ":at": at, ":key": `${at}#${id}`, ":lease": lease },
      }),
    ),
  );
}
