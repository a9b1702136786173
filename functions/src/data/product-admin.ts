import { nextOfferTransition } from "@tienda/shared/rules/offers";
import { tableName } from "./client";
import { keys } from "./keys";
import { readGsi3Queue } from "./gsi3-queue";
import { productItem, recordFromItem } from "./products";
import { transactWrite } from "./transact";
import { clearCatalogueCache } from "./catalogue-cache";
import { outboxPutOwner } from "./outbox";
import { restockItems, type VariantRef } from "./restock-alerts";
import type { ProductRecord } from "../domain/catalogue/product-record";

/**
 * Product writes by admins. Each is one transaction with the catalogue-version bump, so the
 * storefront's cached catalogue reloads at once, and each is conditional on the product being as
 * the admin read it (`updated_at`, and the stock map, which orders change underneath): a
 * concurrent order or edit makes it fail instead of being overwritten.
 */
const bumpVersion = () => ({
  Update: {
    TableName: tableName(),
    Key: keys.catalogueVersion(),
    UpdateExpression: "ADD version :one",
    ExpressionAttributeValues: { ":one": 1 },
  },
});

/** The stored item, with the GSI3 entry of its next offer start or end when there is one. */
export function adminProductItem(r: ProductRecord, now: Date): Record<string, unknown> {
  const next = r.oferta ? nextOfferTransition(r.oferta, now) : null;
  return { ...productItem(r), ...(next && r.activo ? keys.offerTransitionGsi3(r.id, next) : {}) };
}

export async function createProduct(r: ProductRecord, now: Date): Promise<boolean> {
  const result = await transactWrite([
    {
      Put: { TableName: tableName(), Item: adminProductItem(r, now), ConditionExpression: "attribute_not_exists(PK)" },
    },
    bumpVersion(),
  ]);
  if (result.ok) clearCatalogueCache();
  return result.ok;
}

/**
 * The variants an edit takes from some stock to none. The write is conditional on the stock map
 * read, so this is exactly what the edit does.
 */
function emptiedBy(next: ProductRecord, read: ProductRecord) {
  return Object.entries(next.stock_variantes)
    .filter(([v, units]) => units === 0 && (read.stock_variantes[v] ?? 0) > 0)
    .map(([v]) => {
      const [talla = v, color = ""] = v.split("|");
      return { producto_id: next.id, producto_nombre: next.nombre, talla, color };
    });
}

/**
 * The variants an edit takes from none to some stock: their waiting shoppers ('Avísame') hear of
 * it. Exact for the same reason as emptiedBy.
 */
function restockedBy(next: ProductRecord, read: ProductRecord): VariantRef[] {
  return Object.entries(next.stock_variantes)
    .filter(([v, units]) => units > 0 && Object.hasOwn(read.stock_variantes, v) && read.stock_variantes[v] === 0)
    .map(([v]) => {
      const [talla = v, color = ""] = v.split("|");
      return { producto_id: next.id, nombre: next.nombre, talla, color, variante: v };
    });
}

/**
 * Replaces a product read earlier; false when it changed meanwhile (an edit, or an order's stock).
 * A variant the edit leaves at 0 tells the owner (issue 46, item 6), in the same transaction; a
 * variant it takes from 0 to some stock carries its waiting list's check and fan-out
 * (data/restock-alerts.ts), retried here when only a subscription in between cancelled it.
 */
export async function replaceProduct(next: ProductRecord, read: ProductRecord, now: Date): Promise<boolean> {
  const restocked = restockedBy(next, read);
  for (let attempt = 0; ; attempt++) {
    const result = await replaceOnce(next, read, now, await restockItems(restocked, now));
    if (result !== "alerts_changed") return result;
    if (attempt >= 4) return false;
  }
}

async function replaceOnce(
  next: ProductRecord,
  read: ProductRecord,
  now: Date,
  alerts: Awaited<ReturnType<typeof restockItems>>,
): Promise<boolean | "alerts_changed"> {
  const emptied = emptiedBy(next, read);
  const notice = emptied.length
    ? [outboxPutOwner("aviso_agotado", now, { aviso: { tipo: "agotado", numero_pedido: null, variantes: emptied } })]
    : [];
  const result = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: adminProductItem(next, now),
        // ...and on no review having been counted since the read (the Put carries the counters).
        ConditionExpression:
          "updated_at = :u AND stock_variantes = :s AND (attribute_not_exists(resenas_rev) OR resenas_rev = :rr)",
        ExpressionAttributeValues: { ":u": read.updated_at, ":s": read.stock_variantes, ":rr": read.resenas_rev ?? 0 },
      },
    },
    bumpVersion(),
    ...notice,
    ...alerts,
  ]);
  // This container shows the change at once; others within the version check's second.
  if (result.ok) clearCatalogueCache();
  if (!result.ok && alerts.length && result.failed.every((i) => i >= 2 + notice.length)) return "alerts_changed";
  return result.ok;
}

/**
 * Deletes a product no order names, as read: false when it changed meanwhile or an order named it
 * since (the order's transaction raises `en_pedidos`), so the caller reads again and archives.
 */
export async function deleteUnorderedProduct(read: ProductRecord): Promise<boolean> {
  const result = await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.product(read.id),
        ConditionExpression: "updated_at = :u AND (attribute_not_exists(en_pedidos) OR en_pedidos = :cero)",
        ExpressionAttributeValues: { ":u": read.updated_at, ":cero": 0 },
      },
    },
    bumpVersion(),
  ]);
  if (result.ok) clearCatalogueCache();
  return result.ok;
}

/** Products whose offer starts or ends by `now` (GSI3, every shard). */
export async function listDueOfferTransitions(now: Date): Promise<Array<{ product: ProductRecord; key: string }>> {
  const items = await readGsi3Queue(keys.offerTransitionPartition, { until: now, limit: 100 });
  return items.map((item) => ({ product: recordFromItem(item), key: String(item.GSI3SK) }));
}

/** Applies an offer's start or end, conditional on the transition still being the one listed. */
export async function applyOfferTransition(next: ProductRecord, seenKey: string, now: Date): Promise<boolean> {
  const item = adminProductItem(next, now);
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.product(next.id),
        UpdateExpression:
          "SET precio_cents = :p, precio_original_cents = :o, oferta = :of, updated_at = :now" +
          (item.GSI3SK ? ", GSI3PK = :g3pk, GSI3SK = :g3sk" : " REMOVE GSI3PK, GSI3SK"),
        ConditionExpression: "GSI3SK = :seen",
        ExpressionAttributeValues: {
          ":p": next.precio_cents,
          ":o": next.precio_original_cents,
          ":of": next.oferta ?? null,
          ":now": now.toISOString(),
          ":seen": seenKey,
          ...(item.GSI3SK ? { ":g3pk": item.GSI3PK, ":g3sk": item.GSI3SK } : {}),
        },
      },
    },
    bumpVersion(),
  ]);
  return result.ok;
}
