import { BatchWriteCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import { productItem } from "../../functions/src/data/products";
import { categoryItem, styleItem } from "../../functions/src/data/categories";
import { contentItem, infoPageItem, testimonialItem } from "../../functions/src/data/content";
import { seedInfoPages } from "../../functions/src/seed/info-pages";
import { s3 } from "../../functions/src/lib/s3";
import { env } from "../../functions/src/lib/env";
import { CATEGORIAS, ESTILOS } from "../../functions/src/seed/categories";
import { seedProducts } from "../../functions/src/seed/products";
import { productImages, siteImages } from "../../functions/src/seed/images";
import { seedContent } from "../../functions/src/seed/content";
import { seedTestimonials } from "../../functions/src/seed/testimonials";
import { demoUserItems } from "../../functions/src/seed/demo-users";
import { seedOrders, seedSettings } from "../../functions/src/seed/orders";
import { seedReviews } from "../../functions/src/seed/reviews";
import { reviewItem } from "../../functions/src/data/reviews";
import { ORDER_COUNTER_NAME } from "../../functions/src/data/counters";
import { orderItem, userPurchasesItem } from "../../functions/src/data/orders";
import { settingsItem } from "../../functions/src/data/settings";
import { dailyStatsItemsOf } from "../../functions/src/data/daily-stats";
import { promoItem } from "../../functions/src/data/promotions";
import { seedPromoCodes } from "../../functions/src/seed/promo-codes";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";

/** Order-number counters continue after the seeded orders (ORD-<year>-<n>). */
function orderCounters(orders: ReturnType<typeof seedOrders>["orders"]): Record<string, unknown>[] {
  const last = new Map<number, number>();
  for (const o of orders) {
    const [, year, n] = o.numero_pedido.split("-");
    last.set(Number(year), Math.max(last.get(Number(year)) ?? 0, Number(n)));
  }
  return [...last].map(([year, valor]) => ({
    ...keys.counter(ORDER_COUNTER_NAME(year)),
    entidad: "contador",
    v: 1,
    valor,
  }));
}

/** True when the store has never been seeded (the catalogue version item is written last). */
export async function isEmptyStore(): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.catalogueVersion() }));
  return !Item;
}

export async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    // BatchWrite may hand back unprocessed items under load; retry them.
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

export async function putObjects(
  bucket: string,
  objects: Array<{ key: string; body: string | Buffer; contentType: string }>,
) {
  const queue = [...objects];
  const worker = async () => {
    for (let o = queue.shift(); o; o = queue.shift()) {
      await s3().send(new PutObjectCommand({ Bucket: bucket, Key: o.key, Body: o.body, ContentType: o.contentType }));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * A seeded product carries the count of seeded orders that name it, as placing them through the
 * API would have (data/orders.ts stockTake), so deleting it archives it like any ordered product.
 */
function withOrderCount(
  p: ProductRecord,
  orders: readonly { lineas: readonly { productoId: string }[] }[],
): ProductRecord {
  const n = orders.filter((o) => o.lineas.some((l) => l.productoId === p.id)).length;
  return n ? { ...p, en_pedidos: n } : p;
}

export interface SeedOptions {
  now?: Date;
  /** Extra products (bench); their images are not generated. */
  extraProducts?: ProductRecord[];
}

/**
 * Loads the catalogue, content, testimonials, promo codes, store settings, demo accounts with
 * past orders (and their receipt images) and images into an empty store.
 */
export async function seedStore(opts: SeedOptions = {}): Promise<{ products: number }> {
  const now = opts.now ?? new Date();
  // The products' ratings are those of the seeded buyers' reviews of their delivered orders.
  const rated = seedReviews(now, seedProducts(now));
  const products = rated.products;
  await putObjects(env().IMAGES_BUCKET, [...siteImages(), ...products.flatMap((p) => productImages(p))]);
  const content = seedContent();
  const demo = seedOrders(now, products);
  const { receipts, liveOrders } = demo;
  const orders = [...demo.orders, ...rated.orders];
  await putObjects(env().RECEIPTS_BUCKET, receipts);
  await batchPut([
    ...CATEGORIAS.map(categoryItem),
    ...ESTILOS.map(styleItem),
    ...Object.entries(content).map(([clave, datos]) => contentItem(clave, datos)),
    ...seedTestimonials(now).map(testimonialItem),
    ...Object.entries(seedInfoPages()).map(([slug, pagina]) => infoPageItem(slug, pagina, now.toISOString())),
    ...seedPromoCodes(now).map(promoItem),
    ...[...products, ...(opts.extraProducts ?? [])].map((p) => productItem(withOrderCount(p, orders))),
    ...(await demoUserItems(now)),
    ...orders.map(orderItem),
    ...rated.reviews.map(reviewItem),
    // The dashboard's per-day figures, as if these orders had gone through the API.
    ...dailyStatsItemsOf(orders),
    ...orderCounters(orders),
    // Seeded receipts are claimed by their orders, as attaching one does.
    ...orders.flatMap((o) =>
      o.comprobante
        ? [
            {
              ...keys.receiptClaim(o.comprobante.clave),
              entidad: "comprobante",
              v: 1,
              pedido_id: o.id,
              fecha: o.comprobante.fecha,
            },
          ]
        : [],
    ),
    ...[...liveOrders].map(([userId, n]) => userPurchasesItem(userId, n)),
    settingsItem(seedSettings(now)),
  ]);
  // Written last: its presence marks a completely seeded store.
  await batchPut([{ ...keys.catalogueVersion(), entidad: "version", v: 1, version: 1 }]);
  return { products: products.length + (opts.extraProducts?.length ?? 0) };
}
