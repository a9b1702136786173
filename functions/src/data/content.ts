import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { getItemsByKey } from "./batch-get";
import type { Testimonio } from "@tienda/shared/schemas/catalogue";
import { INFO_SLUGS } from "@tienda/shared/schemas/content-pages";
import type { PaginaInfo, TestimonioAdmin } from "@tienda/shared/schemas/content-write";
import { catalogueVersionBump } from "./catalogue-cache";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { storeChangePut, type StoreChange } from "./store-activity";
import { transactWrite } from "./transact";

/**
 * Content blocks, info pages and testimonials. Every admin write is one transaction with its
 * activity-feed entry and a bump of the catalogue version (the version the storefront's reads
 * follow), so a change is recorded exactly when it happens and no copy outlives it.
 */

export function contentItem(clave: string, datos: unknown): Record<string, unknown> {
  return { ...keys.content(clave), entidad: "contenido", v: 1, clave, datos };
}

export async function getContentBlock(clave: string): Promise<unknown | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.content(clave) }));
  return Item ? Item.datos : null;
}

/** Several stored items by key, read consistently (the admin's editors show what was just saved). */
async function batchGet(keyList: Array<{ PK: string; SK: string }>): Promise<Record<string, unknown>[]> {
  return (await getItemsByKey(keyList)).filter((i): i is Record<string, unknown> => i !== null);
}

/** The stored blocks of these keys (null where the store has not written one). */
export async function getContentBlocks(claves: readonly string[]): Promise<Record<string, unknown | null>> {
  const items = await batchGet(claves.map((c) => keys.content(c)));
  const byKey = new Map(items.map((i) => [String(i.clave), i.datos]));
  return Object.fromEntries(claves.map((c) => [c, byKey.get(c) ?? null]));
}

/** Writes (creates or replaces) a block, with its activity entry and the version bump. */
export async function putContentBlock(clave: string, datos: unknown, change: StoreChange, now: Date): Promise<void> {
  await transactWrite([
    { Put: { TableName: tableName(), Item: contentItem(clave, datos) } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
}

/** Removes a block (its section hides); false when the store had none. */
export async function deleteContentBlock(clave: string, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.content(clave), ConditionExpression: "attribute_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  return res.ok;
}

// --- Info pages ---------------------------------------------------------------------------------

/** An info page as stored: in GSI1 `PAGINAS` (every page by slug) with when it was last written. */
export function infoPageItem(slug: string, pagina: PaginaInfo, actualizadoEn: string): Record<string, unknown> {
  return {
    ...keys.infoPage(slug),
    ...keys.infoPageGsi1(slug),
    entidad: "pagina",
    v: 1,
    slug,
    pagina,
    actualizado_en: actualizadoEn,
  };
}

export interface StoredInfoPage {
  slug: string;
  pagina: PaginaInfo;
  /** Null on a page written before the store kept the date. */
  actualizado_en: string | null;
}

const storedPage = (i: Record<string, unknown>): StoredInfoPage => ({
  slug: String(i.slug),
  pagina: i.pagina as PaginaInfo,
  actualizado_en: typeof i.actualizado_en === "string" ? i.actualizado_en : null,
});

export async function getInfoPage(slug: string): Promise<PaginaInfo | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.infoPage(slug) }));
  return Item ? (Item.pagina as PaginaInfo) : null;
}

/**
 * Every info page the store has, by slug: GSI1 `PAGINAS`, and the demo's slugs read by key, since
 * pages written before the index existed are not in it.
 */
export async function listInfoPages(): Promise<StoredInfoPage[]> {
  const [indexed, byKey] = await Promise.all([
    queryAll({
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.infoPagesPartition },
    }),
    batchGet(INFO_SLUGS.map((s) => keys.infoPage(s))),
  ]);
  const bySlug = new Map([...byKey, ...indexed].map((i) => [String(i.slug), storedPage(i)]));
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

export async function putInfoPage(slug: string, pagina: PaginaInfo, change: StoreChange, now: Date): Promise<void> {
  await transactWrite([
    { Put: { TableName: tableName(), Item: infoPageItem(slug, pagina, now.toISOString()) } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
}

/** Removes a page (the storefront shows its not-found page); false when it was not written. */
export async function deleteInfoPage(slug: string, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.infoPage(slug), ConditionExpression: "attribute_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  return res.ok;
}

// --- Testimonials -------------------------------------------------------------------------------

export function testimonialItem(t: Testimonio & { oculto?: boolean }): Record<string, unknown> {
  return {
    ...keys.testimonial(t.id),
    ...keys.testimonialGsi1(t.fechaCompra, t.id),
    entidad: "testimonio",
    v: 1,
    ...t,
    oculto: t.oculto ?? false,
  };
}

function testimonialFromItem(i: Record<string, unknown>): TestimonioAdmin {
  return {
    id: String(i.id),
    nombre: String(i.nombre),
    calificacion: Number(i.calificacion),
    verificado: Boolean(i.verificado),
    ubicacion: String(i.ubicacion ?? ""),
    fechaCompra: String(i.fechaCompra),
    texto: String(i.texto),
    producto: String(i.producto ?? ""),
    imagen: String(i.imagen ?? ""),
    oculto: i.oculto === true,
  };
}

/** Every testimonial, newest purchase first, hidden ones too (the admin's list). */
export async function listAllTestimonials(): Promise<TestimonioAdmin[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.testimonialsPartition },
    ScanIndexForward: false,
  });
  return items.map(testimonialFromItem);
}

/** The storefront's testimonials: the visible ones, in the spec's shape. */
export async function listTestimonials(): Promise<Testimonio[]> {
  return (await listAllTestimonials()).filter((t) => !t.oculto).map(({ oculto: _oculto, ...t }) => t);
}

export async function getTestimonial(id: string): Promise<TestimonioAdmin | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.testimonial(id), ConsistentRead: true }),
  );
  return Item ? testimonialFromItem(Item) : null;
}

/**
 * Creates (`nuevo`: refused if the id exists) or replaces (refused if it does not) a
 * testimonial; false when that condition did not hold.
 */
export async function putTestimonial(
  t: TestimonioAdmin,
  nuevo: boolean,
  change: StoreChange,
  now: Date,
): Promise<boolean> {
  const res = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: testimonialItem(t),
        ConditionExpression: nuevo ? "attribute_not_exists(PK)" : "attribute_exists(PK)",
      },
    },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  return res.ok;
}

export async function deleteTestimonial(id: string, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.testimonial(id), ConditionExpression: "attribute_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  return res.ok;
}
