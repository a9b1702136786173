import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { EventoHistorial } from "@tienda/shared/schemas/orders";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { readGsi3Queue } from "./gsi3-queue";
import { queryAll } from "./query-all";
import { transactWrite } from "./transact";
import { outboxPut, outboxPutOwner } from "./outbox";
import { getProductsByIds } from "./products";
import { stockReturn } from "./stock-return";
import { holdItems, moveHeldItems, releaseItems, takeSlot } from "./order-holds";
import { promoGiveBackItems } from "./promotions";
import { dailyStatsUpdate, dayOf, salesUpdate } from "./daily-stats";
import type { EmailContext, EmailKind } from "../domain/email/order-emails";
import type { LiveSlot } from "../domain/orders/order-limits";
import { canUploadReceipt, type OrderRecord } from "../domain/orders/order-record";

/**
 * Orders in the single table (docs/data-model.md, "Orders"). Every change of an order's money or
 * stock state is one conditional transaction: the order's state is the condition, so two writers
 * (two admins, a shopper and the expiry job, a retried request) can never both act.
 */

const KEY_ATTRS = ["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "entidad", "v"] as const;
const ITEM_VERSION = 2;
/** Stored answers of POST /api/pedido are kept a day for Idempotency-Key replays. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export function orderItem(o: OrderRecord): Record<string, unknown> {
  return {
    ...keys.order(o.id),
    ...(o.usuario_id ? keys.orderGsi1(o.usuario_id, o.fecha_pedido) : {}),
    ...(o.archivado ? {} : keys.orderGsi2(o.fecha_pedido, o.id)),
    ...gsi3Of(o),
    entidad: "pedido",
    v: ITEM_VERSION,
    ...o,
  };
}

/**
 * An order is in at most one GSI3 queue: waiting for a receipt (by deadline, for the expiry job)
 * or with a receipt under review (by when it was sent, for the admin's notifications).
 */
function gsi3Of(o: OrderRecord): Record<string, string> {
  if (o.vence_en && canUploadReceipt(o)) return keys.orderDeadlineGsi3(o.id, o.vence_en);
  if (o.estado === "pendiente" && o.estado_pago === "pendiente_verificacion" && o.comprobante) {
    return keys.orderReviewGsi3(o.id, o.comprobante.fecha);
  }
  return {};
}

function recordFromItem(item: Record<string, unknown>): OrderRecord {
  const rec = { ...item };
  for (const k of KEY_ATTRS) delete rec[k];
  return rec as unknown as OrderRecord;
}

export async function getOrder(id: string): Promise<OrderRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.order(id), ConsistentRead: true }),
  );
  return Item ? recordFromItem(Item) : null;
}

/** A shopper's orders, newest first (GSI1 `USUARIO#<id>` / `PEDIDO#<fecha>`). */
export async function listOrdersOfUser(userId: string): Promise<OrderRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND begins_with(GSI1SK, :pedido)",
    ExpressionAttributeValues: { ":pk": keys.userPartition(userId), ":pedido": "PEDIDO#" },
    ScanIndexForward: false,
  });
  return items.map(recordFromItem);
}

/** How many live (not cancelled) orders a signed-in buyer has: 0 means a first purchase. */
export async function getLiveOrderCount(userId: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userPurchases(userId), ConsistentRead: true }),
  );
  return liveOrderCountOf(Item ?? null);
}

/** The live-order count a user's purchases item holds (0 without one). */
export function liveOrderCountOf(item: Record<string, unknown> | null): number {
  return typeof item?.pedidos_vivos === "number" ? item.pedidos_vivos : 0;
}

export function userPurchasesItem(userId: string, pedidosVivos: number): Record<string, unknown> {
  return { ...keys.userPurchases(userId), entidad: "compras", v: 1, pedidos_vivos: pedidosVivos };
}

export interface StoredReply {
  hash: string;
  respuesta: unknown;
}

export async function getIdempotentReply(key: string): Promise<StoredReply | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.idempotency(key), ConsistentRead: true }),
  );
  return storedReplyOf(Item ?? null);
}

/** The stored answer an Idempotency-Key's item holds. */
export function storedReplyOf(item: Record<string, unknown> | null): StoredReply | null {
  return item ? { hash: String(item.hash), respuesta: item.respuesta } : null;
}

/** Units per variant of each product, as one order takes or gives back. */
export type StockChange = Map<string, Map<string, number>>;

export function stockChangeOf(
  lines: ReadonlyArray<{ productoId: string; talla: string; color: string; cantidad: number }>,
): StockChange {
  const out: StockChange = new Map();
  for (const l of lines) {
    const variants = out.get(l.productoId) ?? new Map<string, number>();
    const v = `${l.talla}|${l.color}`;
    variants.set(v, (variants.get(v) ?? 0) + l.cantidad);
    out.set(l.productoId, variants);
  }
  return out;
}

/**
 * One Update per product (a transaction may not touch an item twice): each variant's stock goes
 * down by its units, and `stock` (their sum) with them, conditional on every variant having enough
 * and the product being on sale; the product's count of orders naming it (`en_pedidos`) goes up
 * by one. Stock goes back through data/stock-return.ts, which gives it only to variants the product
 * still has.
 */
function stockTake(productoId: string, variants: Map<string, number>, seen?: ReadonlyMap<string, number>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":activo": true };
  const sets: string[] = [];
  const conditions: string[] = ["attribute_exists(PK)", "activo = :activo"];
  let total = 0;
  [...variants].forEach(([variant, qty], i) => {
    names[`#v${i}`] = variant;
    values[`:q${i}`] = qty;
    total += qty;
    sets.push(`stock_variantes.#v${i} = stock_variantes.#v${i} - :q${i}`);
    // With the stock the checkout read: a variant this order empties is taken only while it holds
    // exactly these units (so its 'sin stock' notice, written in this transaction, is true), any
    // other only while it keeps a unit (so an order that empties it never goes unnoticed).
    const read = seen?.get(variant);
    const op = read === undefined ? ">=" : read === qty ? "=" : ">";
    conditions.push(`stock_variantes.#v${i} ${op} :q${i}`);
  });
  values[":total"] = -total;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(productoId),
      // en_pedidos: this product is named by an order now (a delete archives it instead).
      UpdateExpression: `SET ${sets.join(", ")}, stock = if_not_exists(stock, :cero0) + :total, en_pedidos = if_not_exists(en_pedidos, :cero0) + :uno`,
      ConditionExpression: conditions.join(" AND "),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ":cero0": 0, ":uno": 1 },
    },
  };
}

/** Each product's variant stock as the checkout read it (product id → variant → units). */
export type StockSeen = Map<string, Map<string, number>>;

/** The variants an order leaves at 0, by the stock read (stockTake makes that read a condition). */
function soldOutBy(order: OrderRecord, stock: StockChange, seen: StockSeen | undefined) {
  if (!seen) return [];
  return order.lineas
    .filter((l) => {
      const v = `${l.talla}|${l.color}`;
      return seen.get(l.productoId)?.get(v) === stock.get(l.productoId)?.get(v);
    })
    .map((l) => ({ producto_id: l.productoId, producto_nombre: l.nombre, talla: l.talla, color: l.color }));
}

/**
 * After a stock condition failed: the product's stock now, when it still covers the order (the
 * stock changed without running short: the order is tried again with it), or null (out of stock).
 */
async function stockNow(productoId: string, variants: Map<string, number>): Promise<Map<string, number> | null> {
  const product = (await getProductsByIds([productoId])).get(productoId);
  if (!product?.activo) return null;
  const now = new Map<string, number>();
  for (const [v, qty] of variants) {
    const left = product.stock_variantes[v];
    if (left === undefined || left < qty) return null;
    now.set(v, left);
  }
  return now;
}

/** The email a change sends, written in its transaction (data/outbox.ts). */
export interface EmailIntent {
  kind: EmailKind;
  ctx?: EmailContext;
}

/**
 * The reference item of an order's declared payment (bank + reference): other orders with the
 * same one are found by querying its partition. Written with the order or a new receipt.
 */
export function referenceKey(tipoPago: string, pago: OrderRecord["pago"]): string | null {
  const ref = pago.referencia?.toUpperCase().replace(/[\s.-]/g, "");
  if (!ref) return null;
  return `${tipoPago}#${pago.banco ?? "-"}#${ref}`;
}

function referencePut(order: Pick<OrderRecord, "id" | "tipo_pago" | "pago">, now: Date) {
  const ref = referenceKey(order.tipo_pago, order.pago);
  if (!ref) return [];
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.paymentReference(ref, order.id),
          entidad: "referencia",
          v: 1,
          pedido_id: order.id,
          fecha: now.toISOString(),
        },
      },
    },
  ];
}

/** Whether another order already declared this bank and reference ('Referencia repetida'). */
export async function referenceUsedElsewhere(
  tipoPago: string,
  pago: OrderRecord["pago"],
  orderId: string,
): Promise<boolean> {
  const ref = referenceKey(tipoPago, pago);
  if (!ref) return false;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.paymentReferencePartition(ref) },
      ProjectionExpression: "pedido_id",
      Limit: 5,
    }),
  );
  return (Items ?? []).some((i) => i.pedido_id !== orderId);
}

/** The first other order that declared this bank and reference, for 'Referencia ya usada por ORD-…'. */
export async function otherOrderWithReference(
  tipoPago: string,
  pago: OrderRecord["pago"],
  orderId: string,
): Promise<OrderRecord | null> {
  const ref = referenceKey(tipoPago, pago);
  if (!ref) return null;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.paymentReferencePartition(ref) },
      ProjectionExpression: "pedido_id, fecha",
      Limit: 20,
    }),
  );
  // The order that declared it first is the one the flag warns about.
  const other = (Items ?? [])
    .filter((i) => i.pedido_id !== orderId)
    .sort((a, b) => String(a.fecha).localeCompare(String(b.fecha)))[0];
  return other ? getOrder(String(other.pedido_id)) : null;
}

export type CreateOrderOutcome =
  | { ok: true }
  | { ok: false; reason: "duplicate_key" | "receipt_used" | "first_purchase_taken" }
  /** The promo code's rules no longer hold (e.g. its last use was taken), or the customer used it. */
  | { ok: false; reason: "promo_rules" | "promo_used" }
  | { ok: false; reason: "stock"; productoId: string }
  | { ok: false; reason: "live_limit"; slot: LiveSlot };

/** What placing an order writes (placeOrder's input). */
export interface PlaceOrderInput {
  order: OrderRecord;
  idempotency: { key: string; hash: string; respuesta: unknown };
  email: EmailIntent;
  now: Date;
  /** Live-unpaid slots the order takes (each conditional on its limit); stored as order.cupos. */
  slots?: LiveSlot[];
  /** The key the receipt was uploaded to, claimed once; the order keeps the reviewed copy's key. */
  receiptUploadKey?: string;
  /** The promo code's use (data/promotions.ts promoUseItems): the code's count, then the customer's use. */
  promoUse?: Parameters<typeof transactWrite>[0];
  /** The stock the checkout read, so a variant the order empties tells the owner (issue 46, item 6). */
  stockSeen?: StockSeen;
  /** How many times the stock was read again (after a condition failed on a change that still covers it). */
  attempt?: number;
}

/**
 * The order's one transaction, item by item, with the positions placeOrder reads a refusal from.
 * Exported so `npm run bench:checkout` measures a raw TransactWriteItems of exactly these items.
 */
export function orderWriteItems(p: PlaceOrderInput) {
  const { order } = p;
  const stock = stockChangeOf(order.lineas);
  const items: Parameters<typeof transactWrite>[0] = [
    {
      Put: { TableName: tableName(), Item: orderItem(order), ConditionExpression: "attribute_not_exists(PK)" },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.idempotency(p.idempotency.key),
          entidad: "idempotencia",
          v: 1,
          hash: p.idempotency.hash,
          pedido_id: order.id,
          respuesta: p.idempotency.respuesta,
          ttl: Math.floor(p.now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS,
        },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
  ];
  const productIds = [...stock.keys()];
  for (const id of productIds) items.push(stockTake(id, stock.get(id)!, p.stockSeen?.get(id)));
  const receiptIndex = order.comprobante ? items.length : -1;
  if (order.comprobante) items.push(receiptClaim(p.receiptUploadKey ?? order.comprobante.clave, order.id, p.now));
  const purchasesIndex = order.usuario_id ? items.length : -1;
  if (order.usuario_id) {
    const first = order.descuento?.tipo === "primera_compra";
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.userPurchases(order.usuario_id),
        UpdateExpression: "ADD pedidos_vivos :uno SET entidad = :e, v = :v",
        ...(first ? { ConditionExpression: "attribute_not_exists(pedidos_vivos) OR pedidos_vivos <= :cero" } : {}),
        ExpressionAttributeValues: { ":uno": 1, ":e": "compras", ":v": 1, ...(first ? { ":cero": 0 } : {}) },
      },
    });
  }
  const slotsIndex = items.length;
  const slots = p.slots ?? [];
  items.push(...slots.map(takeSlot));
  const promoIndex = items.length;
  const promoItems = p.promoUse ?? [];
  items.push(...promoItems);
  // Unconditional, so they never move the indexes above: the reference and the email.
  items.push(
    ...holdItems(order),
    ...referencePut(order, p.now),
    outboxPut(p.email.kind, order.id, p.email.ctx ?? {}, p.now),
    // The owner hears of the order, and of every variant it left without stock.
    outboxPutOwner("aviso_pedido_nuevo", p.now, {
      pedidoId: order.id,
      aviso: { tipo: "pedido", con_comprobante: order.comprobante !== null },
    }),
    dailyStatsUpdate(order.id, dayOf(order.fecha_pedido), { creados: 1 }),
  );
  const soldOut = soldOutBy(order, stock, p.stockSeen);
  if (soldOut.length) {
    items.push(
      outboxPutOwner("aviso_agotado", p.now, {
        aviso: { tipo: "agotado", numero_pedido: order.numero_pedido, variantes: soldOut },
      }),
    );
  }
  return { items, stock, productIds, receiptIndex, purchasesIndex, slotsIndex, slots, promoIndex, promoItems };
}

/**
 * Places an order in one transaction: the order, the Idempotency-Key's stored answer, the stock
 * of every product it takes, the receipt it claims, and the buyer's live-order count (conditional
 * on 0 when the first-purchase discount is applied). Nothing is written unless all of it is.
 */
export async function placeOrder(p: PlaceOrderInput): Promise<CreateOrderOutcome> {
  const { items, stock, productIds, receiptIndex, purchasesIndex, slotsIndex, slots, promoIndex, promoItems } =
    orderWriteItems(p);
  const result = await transactWrite(items);
  if (result.ok) return { ok: true };
  const failed = result.failed[0]!;
  if (failed <= 1) return { ok: false, reason: "duplicate_key" };
  if (failed === receiptIndex) return { ok: false, reason: "receipt_used" };
  if (failed === purchasesIndex) return { ok: false, reason: "first_purchase_taken" };
  if (failed >= slotsIndex && failed < slotsIndex + slots.length) {
    return { ok: false, reason: "live_limit", slot: slots[failed - slotsIndex]! };
  }
  if (failed >= promoIndex && failed < promoIndex + promoItems.length) {
    return { ok: false, reason: failed === promoIndex ? "promo_rules" : "promo_used" };
  }
  const productoId = productIds[failed - 2]!;
  // The stock moved since the read without running short (a restock, another order leaving
  // units): try again with the stock as it is now, so the conditions and notices match it.
  const attempt = p.attempt ?? 0;
  if (p.stockSeen && attempt < 3) {
    const now = await stockNow(productoId, stock.get(productoId)!);
    if (now) return placeOrder({ ...p, stockSeen: new Map([...p.stockSeen, [productoId, now]]), attempt: attempt + 1 });
  }
  return { ok: false, reason: "stock", productoId };
}

function receiptClaim(clave: string, orderId: string, now: Date) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.receiptClaim(clave), entidad: "comprobante", v: 1, pedido_id: orderId, fecha: now.toISOString() },
      ConditionExpression: "attribute_not_exists(PK)",
    },
  };
}

/** Attached: the order as the transaction left it (the read order with exactly what it set). */
export type AttachOutcome = { ok: true; order: OrderRecord } | { ok: false; reason: "state" | "receipt_used" };

/**
 * A receipt for a payment that is pendiente_pago or rechazado: the payment goes to
 * pendiente_verificacion and leaves the deadline index (a receipt under review never expires).
 */
export async function attachReceipt(p: {
  order: OrderRecord;
  /** The reviewed copy's key (the order keeps it). */
  clave: string;
  /** The key the shopper uploaded to: claimed, so one upload serves one order once. */
  claveSubida?: string;
  pago: OrderRecord["pago"];
  referenciaRepetida: boolean;
  evento: EventoHistorial;
  now: Date;
}): Promise<AttachOutcome> {
  const now = p.now.toISOString();
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(p.order.id),
        UpdateExpression:
          "SET estado_pago = :pv, comprobante = :c, pago = :pago, referencia_repetida = :rr, fecha_actualizacion = :now, historial = list_append(historial, :ev), GSI3PK = :g3pk, GSI3SK = :g3sk",
        // Archived is final: a receipt never brings an archived order back.
        ConditionExpression:
          "estado = :pendiente AND (estado_pago = :pp OR estado_pago = :rech) AND attribute_not_exists(archivado)",
        ExpressionAttributeValues: {
          ":pv": "pendiente_verificacion",
          ":c": { clave: p.clave, fecha: now },
          ":pago": p.pago,
          ":rr": p.referenciaRepetida,
          ":now": now,
          // Leaves the deadline queue for the review queue: a receipt under review never expires.
          ":g3pk": keys.orderReviewGsi3(p.order.id, now).GSI3PK,
          ":g3sk": keys.orderReviewGsi3(p.order.id, now).GSI3SK,
          ":ev": [p.evento],
          ":pendiente": "pendiente",
          ":pp": "pendiente_pago",
          ":rech": "rechazado",
        },
      },
    },
    receiptClaim(p.claveSubida ?? p.clave, p.order.id, p.now),
    ...referencePut({ ...p.order, pago: p.pago }, p.now),
    outboxPut("comprobante_recibido", p.order.id, {}, p.now),
    // The owner hears there is a receipt to review.
    outboxPutOwner("aviso_comprobante", p.now, { pedidoId: p.order.id }),
    ...moveHeldItems(p.order, "sin_pagar", "en_revision"),
  ]);
  if (result.ok) {
    const order: OrderRecord = {
      ...p.order,
      estado_pago: "pendiente_verificacion",
      comprobante: { clave: p.clave, fecha: now },
      pago: p.pago,
      referencia_repetida: p.referenciaRepetida,
      fecha_actualizacion: now,
      historial: [...p.order.historial, p.evento],
    };
    return { ok: true, order };
  }
  return { ok: false, reason: result.failed[0] === 0 ? "state" : "receipt_used" };
}

/**
 * Cancels an order and gives its stock back in one transaction. `expiry` adds the job's
 * conditions (still waiting for a receipt, deadline passed), so a receipt that arrives while the
 * job runs wins and two runs of the job cannot both release the stock. Returns false when the
 * order was no longer cancellable.
 */
export async function cancelOrder(
  p: {
    order: OrderRecord;
    evento: EventoHistorial;
    now: Date;
    /** The expiry job: only while still waiting for a receipt and past the deadline. */
    expiry?: boolean;
    /** An admin may also cancel a paid order that has not shipped (procesando). */
    byAdmin?: boolean;
    /**
     * The rejection of the last receipt an order may send (issue 32): the payment becomes
     * rechazado and this event comes before the cancellation's, in the same transaction.
     */
    rechazoFinal?: EventoHistorial;
    /** Archiving a rejected order cancels it too, so an archived order never holds stock. */
    archivar?: boolean;
  },
  attempt = 0,
): Promise<boolean> {
  const now = p.now.toISOString();
  // Stock goes back only to variants the product still has; the rest is noted on the event.
  const giveBack = await stockReturn(p.order.lineas, p.now);
  // Its promo code use too (read like the products, so a code deleted meanwhile is not recreated).
  const promoBack = await promoGiveBackItems(p.order.promo_uso);
  const evento = giveBack.sinDevolver.length ? { ...p.evento, sin_devolver: giveBack.sinDevolver } : p.evento;
  const values: Record<string, unknown> = {
    ":cancelado": "cancelado",
    ":now": now,
    ":ev": p.rechazoFinal ? [p.rechazoFinal, evento] : [evento],
    ":pendiente": "pendiente",
    ":completado": "completado",
  };
  let update =
    "SET estado = :cancelado, fecha_actualizacion = :now, historial = list_append(historial, :ev) REMOVE GSI3PK, GSI3SK";
  let condition = p.byAdmin
    ? "(estado = :pendiente OR estado = :procesando)"
    : "estado = :pendiente AND estado_pago <> :completado";
  if (p.byAdmin) {
    values[":procesando"] = "procesando";
    delete values[":completado"];
  }
  // The payment state must still be the one read: whether sales leave the aggregates depends on it.
  condition += " AND estado_pago = :pagoLeido";
  values[":pagoLeido"] = p.order.estado_pago;
  if (p.expiry) {
    condition += " AND (estado_pago = :pp OR estado_pago = :rech) AND vence_en <= :now";
    Object.assign(values, { ":pp": "pendiente_pago", ":rech": "rechazado" });
    // An order archived before archiving was final comes back to the admin list when it expires.
    if (p.order.archivado) {
      const gsi2 = keys.orderGsi2(p.order.fecha_pedido, p.order.id);
      update = update.replace(" REMOVE ", ", GSI2PK = :g2pk, GSI2SK = :g2sk REMOVE archivado, ");
      Object.assign(values, { ":g2pk": gsi2.GSI2PK, ":g2sk": gsi2.GSI2SK });
    }
  } else {
    // Archived is final: no cancellation by the shopper or an admin.
    condition += " AND attribute_not_exists(archivado)";
  }
  if (p.rechazoFinal) {
    update = update.replace("SET ", "SET estado_pago = :rechazado, ");
    values[":rechazado"] = "rechazado";
  }
  if (p.archivar) {
    update = update.replace("SET ", "SET archivado = :si, ").replace(" REMOVE ", " REMOVE GSI2PK, GSI2SK, ");
    values[":si"] = true;
  }
  const items: Parameters<typeof transactWrite>[0] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(p.order.id),
        UpdateExpression: update,
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      },
    },
  ];
  items.push(...giveBack.items, ...promoBack);
  if (p.order.usuario_id) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.userPurchases(p.order.usuario_id),
        UpdateExpression: "ADD pedidos_vivos :menos",
        ExpressionAttributeValues: { ":menos": -1 },
      },
    });
  }
  items.push(
    outboxPut(
      p.expiry ? "pedido_vencido" : "pedido_cancelado",
      p.order.id,
      p.evento.motivo ? { motivo: p.evento.motivo } : {},
      p.now,
    ),
  );
  // A paid order's sales leave its approval day (the aggregates stay a recount of the orders).
  if (p.order.estado_pago === "completado" && p.order.fecha_pago) {
    items.push(salesUpdate(p.order, dayOf(p.order.fecha_pago), -1));
  }
  if (p.rechazoFinal) items.push(dailyStatsUpdate(p.order.id, dayOf(now), { rechazos: 1 }));
  // Leaving the unpaid states: its live-order slots and held units are given back.
  items.push(...releaseItems(p.order));
  const result = await transactWrite(items);
  if (result.ok) return true;
  if (result.failed.includes(0)) return false;
  // An admin changed a product's variants (or deleted the promo code) between the read and the write: decide again.
  if (attempt < 4) return cancelOrder(p, attempt + 1);
  throw new Error(`Cancelling order ${p.order.id} kept failing on its products' variants`);
}

/** Orders whose receipt deadline has passed (GSI3, every shard), oldest deadline first. */
export async function listOrdersPastDeadline(now: Date, limit = 100): Promise<OrderRecord[]> {
  const items = await readGsi3Queue(keys.orderDeadlinePartition, { until: now, limit });
  return items
    .map(recordFromItem)
    .sort((a, b) => (a.vence_en ?? "").localeCompare(b.vence_en ?? ""))
    .slice(0, limit);
}

export const REVIEW_STATE = "pendiente_verificacion";

/**
 * An admin's decision on a receipt, conditional on the payment still being under review: of two
 * admins acting at once, one wins and the other's condition fails (false). Approval moves the order
 * to procesando; rejection opens a new receipt window (GSI3) and keeps the stock reserved.
 */
export async function reviewPayment(p: {
  order: OrderRecord;
  decision: "aprobar" | "rechazar";
  evento: EventoHistorial;
  now: Date;
  /** Rejection: the new deadline. */
  venceEn?: string;
  /** Rejection of a guest's order: the hash of a fresh link token sent in the email. */
  nuevoTokenHash?: string;
  email: EmailIntent;
  /**
   * Approval from a bank statement only: an order still pendiente_pago is approved without a
   * receipt, the statement being the proof. The manual review never passes it.
   */
  sinComprobante?: boolean;
  /** More items of the same transaction: the statement line's claim and the import's record. */
  extra?: Parameters<typeof transactWrite>[0];
}): Promise<boolean> {
  const now = p.now.toISOString();
  const approve = p.decision === "aprobar";
  const values: Record<string, unknown> = {
    ":revision": approve && p.sinComprobante ? "pendiente_pago" : REVIEW_STATE,
    ":pendiente": "pendiente",
    ":now": now,
    ":ev": [p.evento],
  };
  let update: string;
  if (approve) {
    update =
      "SET estado_pago = :completado, estado = :procesando, fecha_pago = :now, fecha_actualizacion = :now, historial = list_append(historial, :ev) REMOVE GSI3PK, GSI3SK";
    Object.assign(values, { ":completado": "completado", ":procesando": "procesando" });
    // Paid before any receipt: the deadline ends with the GSI3 entry removed above.
    if (p.sinComprobante) {
      update = update.replace("SET ", "SET vence_en = :nulo, ");
      values[":nulo"] = null;
    }
  } else {
    const gsi = keys.orderDeadlineGsi3(p.order.id, p.venceEn!);
    update =
      "SET estado_pago = :rechazado, vence_en = :vence, GSI3PK = :g3pk, GSI3SK = :g3sk, fecha_actualizacion = :now, historial = list_append(historial, :ev)";
    Object.assign(values, { ":rechazado": "rechazado", ":vence": p.venceEn, ":g3pk": gsi.GSI3PK, ":g3sk": gsi.GSI3SK });
    if (p.nuevoTokenHash) {
      update += ", token_hashes = list_append(if_not_exists(token_hashes, :vacia), :nuevo)";
      Object.assign(values, { ":vacia": [], ":nuevo": [p.nuevoTokenHash] });
    }
  }
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(p.order.id),
        UpdateExpression: update,
        // Archived is final: no review of an archived order.
        ConditionExpression: "estado_pago = :revision AND estado = :pendiente AND attribute_not_exists(archivado)",
        ExpressionAttributeValues: values,
      },
    },
    outboxPut(p.email.kind, p.order.id, p.email.ctx ?? {}, p.now),
    approve ? salesUpdate(p.order, dayOf(now), 1) : dailyStatsUpdate(p.order.id, dayOf(now), { rechazos: 1 }),
    // Approval ends the hold (paid); a rejection moves it back to waiting for a receipt.
    ...(approve ? releaseItems(p.order) : moveHeldItems(p.order, "en_revision", "sin_pagar")),
    ...(p.extra ?? []),
  ]);
  return result.ok;
}

/** Fulfilment: procesando → en_transito → entregado, each conditional on the state it leaves. */
export async function advanceFulfilment(p: {
  order: OrderRecord;
  from: "procesando" | "en_transito";
  to: "en_transito" | "entregado";
  evento: EventoHistorial;
  now: Date;
  email: EmailIntent;
  /** A guest's fresh link token (its hash), for an email that carries the order link. */
  nuevoTokenHash?: string;
}): Promise<boolean> {
  const newLink = p.nuevoTokenHash ? ", token_hashes = list_append(if_not_exists(token_hashes, :vacia), :nuevo)" : "";
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(p.order.id),
        UpdateExpression: `SET estado = :to, fecha_actualizacion = :now, historial = list_append(historial, :ev)${newLink}`,
        ConditionExpression: "estado = :from",
        ExpressionAttributeValues: {
          ":to": p.to,
          ":from": p.from,
          ":now": p.now.toISOString(),
          ":ev": [p.evento],
          ...(p.nuevoTokenHash ? { ":vacia": [], ":nuevo": [p.nuevoTokenHash] } : {}),
        },
      },
    },
    outboxPut(p.email.kind, p.order.id, p.email.ctx ?? {}, p.now),
  ]);
  return result.ok;
}

/**
 * Archiving takes a finished order out of the admin list (its GSI2 entry); the order itself, its
 * money and its history stay, readable by its owner.
 */
export async function archiveOrder(id: string, now: Date): Promise<boolean> {
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: "SET archivado = :si, fecha_actualizacion = :now REMOVE GSI2PK, GSI2SK",
        // Only a cancelled order: a rejected one still holding stock is cancelled as it is archived
        // (cancelOrder with archivar), so nothing archived can change state again.
        ConditionExpression: "attribute_exists(PK) AND estado = :cancelado",
        ExpressionAttributeValues: {
          ":si": true,
          ":now": now.toISOString(),
          ":cancelado": "cancelado",
        },
      },
    },
  ]);
  return result.ok;
}

/**
 * The admin list's orders placed between two instants, from the monthly GSI2 partitions (one
 * query per month, newest month first). Archived orders have no GSI2 entry and do not appear.
 */
export async function listOrdersPlacedBetween(desde: Date, hasta: Date): Promise<OrderRecord[]> {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(hasta.getUTCFullYear(), hasta.getUTCMonth(), 1));
  const first = Date.UTC(desde.getUTCFullYear(), desde.getUTCMonth(), 1);
  while (cursor.getTime() >= first) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  const from = desde.toISOString();
  // '$' sorts after '#': every `<fecha>#<id>` with fecha ≤ hasta is below the bound.
  const to = `${hasta.toISOString()}$`;
  const pages = await Promise.all(
    months.map((m) =>
      queryAll({
        TableName: tableName(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to",
        ExpressionAttributeValues: { ":pk": `PEDIDOS#${m}`, ":from": from, ":to": to },
        ScanIndexForward: false,
      }),
    ),
  );
  return pages.flat().map(recordFromItem);
}

/** Orders whose receipt waits for review (GSI3 `REVISION#<shard>`), oldest first. */
export async function listOrdersUnderReview(limit = 50): Promise<OrderRecord[]> {
  const items = await readGsi3Queue(keys.orderReviewPartition, { limit });
  return items
    .map(recordFromItem)
    .filter((o) => o.estado_pago === "pendiente_verificacion")
    .sort((a, b) => (a.comprobante?.fecha ?? "").localeCompare(b.comprobante?.fecha ?? ""))
    .slice(0, limit);
}

/** Orders still waiting for their receipt (GSI3 `VENCE#<shard>`, pendiente_pago or rechazado), soonest deadline first. */
export async function listOrdersAwaitingReceipt(limit = 1000): Promise<OrderRecord[]> {
  const items = await readGsi3Queue(keys.orderDeadlinePartition, { limit });
  return items
    .map(recordFromItem)
    .sort((a, b) => (a.vence_en ?? "").localeCompare(b.vence_en ?? ""))
    .slice(0, limit);
}

/** The newest orders (this month's GSI2 partition, then the previous one if needed). */
export async function listRecentOrders(now: Date, limit = 30): Promise<OrderRecord[]> {
  const out: OrderRecord[] = [];
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  for (let i = 0; i < 2 && out.length < limit; i++) {
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :pk",
        ExpressionAttributeValues: { ":pk": `PEDIDOS#${month.toISOString().slice(0, 7)}` },
        ScanIndexForward: false,
        Limit: limit - out.length,
      }),
    );
    out.push(...(Items ?? []).map(recordFromItem));
    month.setUTCMonth(month.getUTCMonth() - 1);
  }
  return out;
}
