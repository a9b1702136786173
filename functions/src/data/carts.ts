import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { LineaCarrito } from "@tienda/shared/schemas/account";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { recordFromItem } from "./products";
import type { ProductRecord } from "../domain/catalogue/product-record";

const ITEM_VERSION = 1;

/**
 * The account's saved cart as stored (callers normalise against the catalogue), with its
 * `version`: bumped by every write, 0 for a cart never written (or written before versions).
 */
export interface StoredCart {
  lineas: LineaCarrito[];
  version: number;
}

/** The key of an account's cart, for a caller that reads it with other items. */
export const cartKey = (userId: string) => keys.cart(userId);

export async function getCart(userId: string): Promise<StoredCart> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.cart(userId), ConsistentRead: true }),
  );
  return cartFromItem(Item ?? null);
}

/** The cart a stored item holds (an account with no item has an empty cart, version 0). */
export function cartFromItem(item: Record<string, unknown> | null): StoredCart {
  return {
    lineas: Array.isArray(item?.lineas) ? (item.lineas as LineaCarrito[]) : [],
    version: typeof item?.version === "number" ? item.version : 0,
  };
}

export async function getCartLines(userId: string): Promise<LineaCarrito[]> {
  return (await getCart(userId)).lineas;
}

/**
 * Writes the cart and bumps its version. With `expectedVersion`, a conditional write: it only
 * happens while the stored version is still that one, else null (someone wrote in between).
 * Returns the new version.
 */
export async function putCartLines(
  userId: string,
  lineas: LineaCarrito[],
  now: Date,
  expectedVersion?: number,
): Promise<number | null> {
  const conditional = expectedVersion !== undefined;
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.cart(userId),
        UpdateExpression: "SET lineas = :l, actualizado = :a, entidad = :e, v = :v ADD version :one",
        ...(conditional
          ? { ConditionExpression: expectedVersion === 0 ? "attribute_not_exists(version)" : "version = :expected" }
          : {}),
        ExpressionAttributeValues: {
          ":l": lineas,
          ":a": now.toISOString(),
          ":e": "carrito",
          ":v": ITEM_VERSION,
          ":one": 1,
          ...(conditional && expectedVersion !== 0 ? { ":expected": expectedVersion } : {}),
        },
        ReturnValues: "UPDATED_NEW",
      }),
    );
    return Number(out.Attributes?.version);
  } catch (err) {
    if (conditional && (err as Error).name === "ConditionalCheckFailedException") return null;
    throw err;
  }
}

export async function getFavoriteIds(userId: string): Promise<string[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.favourites(userId), ConsistentRead: true }),
  );
  return Array.isArray(Item?.productos) ? (Item.productos as string[]).filter((x) => typeof x === "string") : [];
}

export async function putFavoriteIds(userId: string, productos: string[], now: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.favourites(userId),
        entidad: "favoritos",
        v: ITEM_VERSION,
        productos,
        actualizado: now.toISOString(),
      },
    }),
  );
}

/** Product items by id (BatchGetItem, 100 at a time, unprocessed keys retried). */
export async function getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ProductRecord>();
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => keys.product(id));
    for (let attempt = 0; pending?.length && attempt < 8; attempt++) {
      const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const rec = recordFromItem(item);
        found.set(rec.id, rec);
      }
      pending = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
      if (pending?.length) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
    }
  }
  return found;
}
