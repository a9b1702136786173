import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { normalizeText } from "@tienda/shared/rules/text";
import { ratingFigures, STARS } from "@tienda/shared/rules/rating";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { conditional, transactWrite } from "./transact";
import { outboxPutOwner } from "./outbox";
import type { OwnerNotice } from "../domain/email/owner-emails";
import { catalogueVersionBump, clearCatalogueCache } from "./catalogue-cache";
import { recordFromItem } from "./products";
import type { ProductRecord } from "../domain/catalogue/product-record";
import {
  isZeroDelta,
  usefulness,
  type CounterDelta,
  type Moderation,
  type ReviewRecord,
} from "../domain/reviews/review-record";

/**
 * Reviews and the product counters they make (issue 36). Every change of a review that counts
 * (a new one, an edit of its stars, a hide or a show) is one transaction with its product's
 * counters and the catalogue-version bump, conditional on the review being as it was read (its
 * stars and visibility), so concurrent writes and retries can neither lose nor double a count.
 */
const ITEM_VERSION = 1;
const KEY_ATTRS = ["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "entidad", "v", "busqueda"];

function searchText(r: ReviewRecord): string {
  return normalizeText(
    [r.producto_nombre, r.nombre_completo, r.autor, r.numero_pedido, r.titulo ?? "", r.texto ?? ""].join(" "),
  );
}

/** The stored item: the list indexes (GSI1 newest, GSI2 most useful) only while visible. */
export function reviewItem(r: ReviewRecord): Record<string, unknown> {
  return {
    ...keys.review(r.producto_id, r.comprador),
    ...(r.visible
      ? {
          ...keys.reviewGsi1(r.producto_id, r.fecha, r.id),
          ...keys.reviewGsi2(r.producto_id, usefulness(r), r.fecha, r.id),
        }
      : {}),
    ...keys.reviewGsi3(r.creada, r.id),
    entidad: "resena",
    v: ITEM_VERSION,
    ...r,
    busqueda: searchText(r),
  };
}

export function reviewFromItem(item: Record<string, unknown>): ReviewRecord {
  const rec = { ...item };
  for (const k of KEY_ATTRS) delete rec[k];
  return rec as unknown as ReviewRecord;
}

export async function getReview(productoId: string, comprador: string): Promise<ReviewRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.review(productoId, comprador), ConsistentRead: true }),
  );
  return Item ? reviewFromItem(Item) : null;
}

/** The product as stored now (consistent): the counters a review's transaction starts from. */
export async function getProductNow(id: string): Promise<ProductRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(id), ConsistentRead: true }),
  );
  return Item ? recordFromItem(Item) : null;
}

/**
 * The product's counter update. A product saved before reviews existed (no `resenas_suma`) had
 * figures with no review behind them: its first counted review sets the counters from zero,
 * conditional on them still being absent; afterwards every change is an ADD of the delta.
 */
function productCounters(product: ProductRecord, d: CounterDelta) {
  const values: Record<string, number> = { ":one": 1 };
  const star = STARS.map((s) => `resenas_${s}`);
  if (product.resenas_suma === undefined) {
    const sets = ["num_resenas = :n", "resenas_suma = :s", "resenas_rev = :one"];
    values[":n"] = Math.max(0, d.count);
    values[":s"] = Math.max(0, d.sum);
    star.forEach((a, i) => {
      sets.push(`${a} = :k${i}`);
      values[`:k${i}`] = Math.max(0, d.perStar[i]!);
    });
    return {
      Update: {
        TableName: tableName(),
        Key: keys.product(product.id),
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: "attribute_exists(PK) AND attribute_not_exists(resenas_suma)",
        ExpressionAttributeValues: values,
      },
    };
  }
  const adds = ["resenas_rev :one"];
  if (d.count) adds.push("num_resenas :n");
  if (d.sum) adds.push("resenas_suma :s");
  values[":n"] = d.count;
  values[":s"] = d.sum;
  star.forEach((a, i) => {
    if (!d.perStar[i]) return;
    adds.push(`${a} :k${i}`);
    values[`:k${i}`] = d.perStar[i]!;
  });
  if (!d.count) delete values[":n"];
  if (!d.sum) delete values[":s"];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(product.id),
      UpdateExpression: `ADD ${adds.join(", ")}`,
      ConditionExpression: "attribute_exists(resenas_suma)",
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Writes a buyer's review: a new one (`before` null: only if none exists) or an edit of `before`
 * (only while its stars and visibility are still those read). False when anything changed since
 * the reads; the caller reads again and retries.
 */
export async function saveReview(p: {
  next: ReviewRecord;
  before: ReviewRecord | null;
  product: ProductRecord;
  delta: CounterDelta;
  /** The owner's notice of a new low rating (domain/email/owner-emails.ts), written with the review. */
  notice?: OwnerNotice;
}): Promise<boolean> {
  const put = p.before
    ? {
        Put: {
          TableName: tableName(),
          Item: reviewItem(p.next),
          ConditionExpression: "calificacion = :pc AND visible = :pv",
          ExpressionAttributeValues: { ":pc": p.before.calificacion, ":pv": p.before.visible },
        },
      }
    : { Put: { TableName: tableName(), Item: reviewItem(p.next), ConditionExpression: "attribute_not_exists(PK)" } };
  const counts = !isZeroDelta(p.delta);
  const notice = p.notice ? [outboxPutOwner("aviso_resena_baja", new Date(p.next.fecha), { aviso: p.notice })] : [];
  const result = await transactWrite(
    counts ? [put, productCounters(p.product, p.delta), catalogueVersionBump(), ...notice] : [put, ...notice],
  );
  // This container's catalogue shows the new figures at once; others within the version check.
  if (result.ok && counts) clearCatalogueCache();
  return result.ok;
}

/** Hides or shows a review read as `before`, with the admin's entry; false when it changed meanwhile. */
export async function setReviewVisibility(p: {
  before: ReviewRecord;
  entry: Moderation;
  product: ProductRecord;
  delta: CounterDelta;
}): Promise<boolean> {
  const next: ReviewRecord = { ...p.before, visible: p.entry.visible, moderacion: [...p.before.moderacion, p.entry] };
  const item = reviewItem(next);
  const indexes = p.entry.visible
    ? ", GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk"
    : " REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK";
  const update = {
    Update: {
      TableName: tableName(),
      Key: keys.review(p.before.producto_id, p.before.comprador),
      UpdateExpression: `SET visible = :v, moderacion = :m, vista = :si${indexes}`,
      ConditionExpression: "calificacion = :pc AND visible = :pv",
      ExpressionAttributeValues: {
        ":v": next.visible,
        ":m": next.moderacion,
        ":si": true,
        ":pc": p.before.calificacion,
        ":pv": p.before.visible,
        ...(p.entry.visible
          ? { ":g1pk": item.GSI1PK, ":g1sk": item.GSI1SK, ":g2pk": item.GSI2PK, ":g2sk": item.GSI2SK }
          : {}),
      },
    },
  };
  const counts = !isZeroDelta(p.delta);
  const result = await transactWrite(
    counts ? [update, productCounters(p.product, p.delta), catalogueVersionBump()] : [update],
  );
  if (result.ok && counts) clearCatalogueCache();
  return result.ok;
}

/** An opaque cursor for the next page: the last key read, as base64url JSON. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString("base64url") : null;
}

/**
 * The start key a cursor names, or null when it is not one of this list's (a cursor is checked
 * against the partition and key names it must have, so a forged one cannot start elsewhere).
 */
export function decodeCursor(
  cursor: string,
  expect: Record<string, string>,
  sortKey: string,
): Record<string, string> | null {
  try {
    const raw = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
    const key = raw as Record<string, unknown>;
    const names = ["PK", "SK", sortKey, ...Object.keys(expect)];
    if (Object.keys(key).length !== new Set(names).size) return null;
    for (const n of names) if (typeof key[n] !== "string" || (key[n] as string).length > 400) return null;
    for (const [n, v] of Object.entries(expect)) if (key[n] !== v) return null;
    if (!String(key.SK).startsWith(keys.reviewsOfProductPrefix)) return null;
    return key as Record<string, string>;
  } catch {
    return null;
  }
}

export type ReviewOrder = "recientes" | "utiles";

/** One page of a product's visible reviews, newest or most useful first (GSI1 or GSI2). */
export async function listVisibleReviews(
  productoId: string,
  orden: ReviewOrder,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ reviews: ReviewRecord[]; next: Record<string, unknown> | undefined }> {
  const [index, pk, partition] =
    orden === "utiles"
      ? (["GSI2", "GSI2PK", keys.reviewUsefulPartition(productoId)] as const)
      : (["GSI1", "GSI1PK", keys.reviewNewestPartition(productoId)] as const);
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${pk} = :pk`,
      ExpressionAttributeValues: { ":pk": partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  return { reviews: (page.Items ?? []).map(reviewFromItem), next: page.LastEvaluatedKey };
}

/** The list partition and sort key names a cursor of each list must carry. */
export function cursorShape(
  productoId: string,
  orden: ReviewOrder,
): { expect: Record<string, string>; sortKey: string } {
  return orden === "utiles"
    ? { expect: { GSI2PK: keys.reviewUsefulPartition(productoId) }, sortKey: "GSI2SK" }
    : { expect: { GSI1PK: keys.reviewNewestPartition(productoId) }, sortKey: "GSI1SK" };
}

export const ADMIN_CURSOR = { expect: { GSI3PK: keys.reviewsPartition }, sortKey: "GSI3SK" } as const;

export interface AdminReviewFilter {
  q?: string;
  producto?: string;
  estrellas?: number;
  visible?: boolean;
}

/** Pages of the store's review partition one request reads at most while filtering. */
const ADMIN_MAX_READS = 5;
const ADMIN_READ_SIZE = 100;

/**
 * The admin's list: every review, newest first (GSI3), with the filters applied by DynamoDB to a
 * bounded number of pages; the cursor continues where this request stopped reading.
 */
export async function listReviewsForAdmin(
  filter: AdminReviewFilter,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ reviews: ReviewRecord[]; next: Record<string, unknown> | undefined }> {
  const conds: string[] = [];
  const values: Record<string, unknown> = { ":pk": keys.reviewsPartition };
  if (filter.q) {
    conds.push("contains(busqueda, :q)");
    values[":q"] = normalizeText(filter.q);
  }
  if (filter.producto) {
    conds.push("producto_id = :p");
    values[":p"] = filter.producto;
  }
  if (filter.estrellas) {
    conds.push("calificacion = :e");
    values[":e"] = filter.estrellas;
  }
  if (filter.visible !== undefined) {
    conds.push("visible = :v");
    values[":v"] = filter.visible;
  }
  const out: ReviewRecord[] = [];
  let key: Record<string, unknown> | undefined = start;
  for (let reads = 0; reads < ADMIN_MAX_READS; reads++) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI3",
        KeyConditionExpression: "GSI3PK = :pk",
        ...(conds.length ? { FilterExpression: conds.join(" AND ") } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: ADMIN_READ_SIZE,
        ExclusiveStartKey: key,
      }),
    );
    for (const item of page.Items ?? []) {
      out.push(reviewFromItem(item));
      if (out.length === limit) {
        const last = item as Record<string, unknown>;
        // Stopped inside the page: continue right after the last review shown.
        const cut = { PK: last.PK, SK: last.SK, GSI3PK: last.GSI3PK, GSI3SK: last.GSI3SK };
        const isLastOfPage = item === page.Items?.[page.Items.length - 1];
        return { reviews: out, next: isLastOfPage && !page.LastEvaluatedKey ? undefined : cut };
      }
    }
    key = page.LastEvaluatedKey;
    if (!key) break;
  }
  return { reviews: out, next: key };
}

/** Marks a review seen by an admin (no figure changes); false when it no longer exists. */
export async function markReviewSeen(productoId: string, comprador: string): Promise<boolean> {
  return conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.review(productoId, comprador),
        UpdateExpression: "SET vista = :si",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":si": true },
      }),
    ),
  );
}

/** How far back the notifications look for unseen low ratings: one page of the newest reviews. */
const LOW_RATING_WINDOW = 200;

/** Low ratings (1–2 stars) no admin has seen yet, among the newest reviews (one bounded query). */
export async function listUnseenLowRatings(limit: number): Promise<ReviewRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI3",
      KeyConditionExpression: "GSI3PK = :pk",
      FilterExpression: "calificacion <= :low AND (attribute_not_exists(vista) OR vista = :no)",
      ExpressionAttributeValues: { ":pk": keys.reviewsPartition, ":low": 2, ":no": false },
      ScanIndexForward: false,
      Limit: LOW_RATING_WINDOW,
    }),
  );
  return Items.slice(0, limit).map(reviewFromItem);
}

/** The newest reviews of the store (the dashboard's activity and notifications). */
export async function listRecentReviews(limit: number): Promise<ReviewRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI3",
      KeyConditionExpression: "GSI3PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.reviewsPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(reviewFromItem);
}

/**
 * Counts a product's reviews from the review items themselves (one query of its partition): what
 * the product's counters must equal. For checks and repairs, not for request paths.
 */
export async function recountProductReviews(productoId: string) {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
    ExpressionAttributeValues: { ":pk": keys.product(productoId).PK, ":sk": keys.reviewsOfProductPrefix },
    ConsistentRead: true,
  });
  const visible = items.filter((i) => i.visible === true).map((i) => Number(i.calificacion));
  return ratingFigures(visible);
}
