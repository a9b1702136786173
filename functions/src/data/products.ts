import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { normalizeText } from "@tienda/shared/rules/text";
import { averageRating, STARS } from "@tienda/shared/rules/rating";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { getItemsByKey } from "./batch-get";
import { queryAll } from "./query-all";
import { totalStock, type ProductRecord } from "../domain/catalogue/product-record";

const ITEM_VERSION = 1;

const KEY_ATTRS = ["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "entidad", "v"] as const;

/** The stored item: the record plus keys; `stock` is kept as the sum of the variants. */
export function productItem(record: ProductRecord): Record<string, unknown> {
  const { resenas_estrellas, ...rest } = record;
  return {
    ...keys.product(record.id),
    ...keys.productGsi1(record.created_at, record.id),
    ...keys.productGsi2(record.categoria_id, normalizeText(record.nombre), record.id),
    entidad: "producto",
    v: ITEM_VERSION,
    ...rest,
    // One attribute per star, so a review's transaction can ADD to it (data/reviews.ts).
    ...(resenas_estrellas ? starAttributes(resenas_estrellas) : {}),
    stock: totalStock(record),
  };
}

const STAR_ATTRS = STARS.map((s) => `resenas_${s}`);

function starAttributes(perStar: readonly number[]): Record<string, number> {
  return Object.fromEntries(STAR_ATTRS.map((a, i) => [a, perStar[i] ?? 0]));
}

export function recordFromItem(item: Record<string, unknown>): ProductRecord {
  const rec = { ...item };
  for (const k of KEY_ATTRS) delete rec[k];
  delete rec.stock;
  // Ratings come from reviews: the average is derived from the counted stars whenever they exist.
  if (typeof rec.resenas_suma === "number") {
    rec.resenas_estrellas = STAR_ATTRS.map((a) => Number(rec[a] ?? 0));
    for (const a of STAR_ATTRS) delete rec[a];
    rec.num_resenas = Number(rec.num_resenas ?? 0);
    rec.calificacion = averageRating(rec.resenas_suma, rec.num_resenas as number);
  }
  return rec as unknown as ProductRecord;
}

export async function getProduct(id: string): Promise<ProductRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.product(id) }));
  return Item ? recordFromItem(Item) : null;
}

/**
 * Several products by id, read consistently (the checkout prices and checks stock from the items
 * themselves, never from the cached catalogue). Missing ids map to null.
 */
export async function getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord | null>> {
  const items = await getItemsByKey(ids.map((id) => keys.product(id)));
  return productsFromItems(ids, items);
}

/** The products of `ids` from their items as getItemsByKey answered them (null where missing). */
export function productsFromItems(
  ids: readonly string[],
  items: ReadonlyArray<Record<string, unknown> | null>,
): Map<string, ProductRecord | null> {
  return new Map(ids.map((id, i) => [id, items[i] ? recordFromItem(items[i]) : null]));
}

export async function listProductsByCategory(categoriaId: string): Promise<ProductRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI2",
    KeyConditionExpression: "GSI2PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.categoryPartition(categoriaId) },
  });
  return items.map(recordFromItem);
}

/**
 * The whole product collection, inactive products too (GSI1, newest first): the catalogue cache
 * and the admin's products list (which must show current stock, so it does not use the cache).
 */
export async function loadAllProducts(): Promise<ProductRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.productsPartition },
    ScanIndexForward: false,
  });
  return items.map(recordFromItem);
}

export async function getCatalogueVersion(): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.catalogueVersion() }));
  return typeof Item?.version === "number" ? Item.version : 0;
}

/** Every catalogue edit bumps this so warm containers reload their cached copy. */
export async function bumpCatalogueVersion(): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.catalogueVersion(),
      UpdateExpression: "ADD version :one",
      ExpressionAttributeValues: { ":one": 1 },
    }),
  );
}
