import { randomUUID } from "node:crypto";
import { discountedCents, offerState, pricesAt, type Oferta } from "@tienda/shared/rules/offers";
import { discountPercentCents, toCents } from "@tienda/shared/rules/pricing";
import {
  PRODUCT_MESSAGES,
  type AdminProductsQuery,
  type OfferInput,
  type PaginaProductosAdmin,
  type ProductInput,
  type ProductPatch,
  type ProductoAdmin,
} from "@tienda/shared/schemas/admin-products";
import type { ProductoBorrado } from "@tienda/shared/schemas/catalogue-shapes";
import { badRequest, conflict, notFound } from "../errors";
import { env } from "../../lib/env";
import { publishObject } from "../../data/objects";
import { notUploaded, verifyUploadedImage } from "../uploaded-image";
import { getCategory } from "../../data/categories";
import { getProduct, loadAllProducts } from "../../data/products";
import { getStyle } from "../../data/styles";
import { createProduct, deleteUnorderedProduct, replaceProduct } from "../../data/product-admin";
import { variantKey, type ProductRecord } from "../catalogue/product-record";
import { pageOfAdminProducts, toProductoAdmin } from "./admin-view";

/**
 * What an admin does to the catalogue: create and edit products (with images), change some fields
 * (switch off and on, price, stock), set stock per variant, set and remove offers, delete.
 * Deleting removes a product no order names; one that an order names is archived instead
 * (`activo: false`): its orders keep their lines as ordered and a cancellation can still give
 * stock back.
 */

/** Product image uploads wait here (never served) until a product save checks and publishes them. */
export const PRODUCT_STAGING_PREFIX = "subidas/productos/";
const STAGED = /^subidas\/productos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/**
 * The admin's products list: the whole collection, inactive products too, read from GSI1
 * `PRODUCTOS` on every request (not the container's cached catalogue, so stock that orders took
 * and offers the job moved show at once), then filtered and paged (admin-view.ts).
 */
export async function listProductsForAdmin(q: AdminProductsQuery, now: Date): Promise<PaginaProductosAdmin> {
  return pageOfAdminProducts(await loadAllProducts(), q, now);
}

/** One product for the admin's editors, inactive ones too, with its offer. */
export async function getProductForAdmin(id: string, now: Date): Promise<ProductoAdmin> {
  return toProductoAdmin(await load(id), now);
}

async function load(id: string): Promise<ProductRecord> {
  const p = id.length <= 64 ? await getProduct(id) : null;
  if (!p) throw notFound(PRODUCT_MESSAGES.notFound);
  return p;
}

/** Checks and publishes new uploads; keeps images the product already has; main image first. */
export async function publishImages(
  productId: string,
  keysIn: readonly string[],
  current: readonly string[],
): Promise<string[]> {
  const bucket = env().IMAGES_BUCKET;
  const out: string[] = [];
  for (const raw of keysIn) {
    const key = raw.replace(/^\//, "");
    if (current.includes(key)) {
      out.push(key);
      continue;
    }
    const m = STAGED.exec(key);
    if (!m) throw badRequest(PRODUCT_MESSAGES.imagen, { imagenes: PRODUCT_MESSAGES.imagen });
    const type = await verifyUploadedImage(bucket, key, "imagenes");
    const published = `img/productos/${productId}-${m[1]!.slice(0, 8)}.${m[2]}`;
    if (!(await publishObject(bucket, key, published, type))) throw notUploaded("imagenes");
    out.push(published);
  }
  return out;
}

async function catalogueNames(input: ProductInput) {
  const categoria = await getCategory(input.categoria_id);
  if (!categoria) throw badRequest(PRODUCT_MESSAGES.categoria, { categoria_id: PRODUCT_MESSAGES.categoria });
  const sub = input.subcategoria_id
    ? categoria.subcategorias.find((s) => s.id === input.subcategoria_id)
    : categoria.subcategorias[0];
  if (input.subcategoria_id && !sub)
    throw badRequest(PRODUCT_MESSAGES.categoria, { subcategoria_id: PRODUCT_MESSAGES.categoria });
  const estilo = await getStyle(input.estilo_id);
  if (!estilo) throw badRequest(PRODUCT_MESSAGES.estilo, { estilo_id: PRODUCT_MESSAGES.estilo });
  return { categoria, sub, estilo };
}

/** Stock for every size × colour: given values, else what it had, else 0; unknown variants refused. */
function variantStock(input: ProductInput, previous: Record<string, number>): Record<string, number> {
  const valid = new Set(input.tallas.flatMap((t) => input.colores.map((c) => variantKey(t, c))));
  for (const k of Object.keys(input.stock_variantes)) {
    if (!valid.has(k))
      throw badRequest(PRODUCT_MESSAGES.variante, { stock_variantes: `${PRODUCT_MESSAGES.variante}: ${k}` });
  }
  const own = (r: Record<string, number>, k: string) => (Object.hasOwn(r, k) ? r[k] : undefined);
  return Object.fromEntries([...valid].map((k) => [k, own(input.stock_variantes, k) ?? own(previous, k) ?? 0]));
}

function slug(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

async function buildRecord(
  input: ProductInput,
  base: ProductRecord | null,
  id: string,
  now: Date,
): Promise<ProductRecord> {
  const { categoria, sub, estilo } = await catalogueNames(input);
  const precio = toCents(input.precio);
  const original = input.precio_original ? toCents(input.precio_original) : null;
  const marca = input.marca_nombre ?? base?.marca_nombre ?? "Tienda";
  const record: ProductRecord = {
    id,
    nombre: input.nombre,
    descripcion: input.descripcion,
    imagenes: await publishImages(id, input.imagenes, base?.imagenes ?? []),
    precio_cents: precio,
    precio_original_cents: original !== null && original > precio ? original : null,
    // The review counters move only with reviews (data/reviews.ts); an edit carries them as read,
    // and a product saved before reviews existed starts from none (its figures had no reviews).
    calificacion: base?.resenas_suma !== undefined ? base.calificacion : 0,
    num_resenas: base?.resenas_suma !== undefined ? base.num_resenas : 0,
    resenas_suma: base?.resenas_suma ?? 0,
    resenas_estrellas: base?.resenas_estrellas ?? [0, 0, 0, 0, 0],
    ...(base?.resenas_rev !== undefined ? { resenas_rev: base.resenas_rev } : {}),
    categoria_id: categoria.id,
    categoria_nombre: categoria.nombre,
    subcategoria_id: sub?.id ?? "",
    subcategoria_nombre: sub?.nombre ?? "",
    estilo_id: estilo.id,
    estilo_nombre: estilo.nombre,
    marca_id: slug(marca) || "tienda",
    marca_nombre: marca,
    colores: input.colores,
    tallas: input.tallas,
    stock_variantes: variantStock(input, base?.stock_variantes ?? {}),
    contador_carrito: base?.contador_carrito ?? 0,
    ...(base?.en_pedidos !== undefined ? { en_pedidos: base.en_pedidos } : {}),
    etiquetas: input.etiquetas ?? base?.etiquetas ?? [],
    // An edit leaves a product off sale (or on sale) unless the body says otherwise.
    activo: input.activo ?? base?.activo ?? true,
    created_at: base?.created_at ?? now.toISOString(),
    updated_at: now.toISOString(),
    oferta: null,
  };
  if (base) keepOffer(record, base, now);
  return record;
}

/**
 * An edit keeps the product's offer, in the same write. The form sends the price without the
 * discount (the offer's base), so the offer moves with it: an offer record keeps its percentage,
 * dates and flash end; a struck-through price without a record (seeded products, the wizard's
 * 'Precio original') keeps its percentage, or its exact prices while the base is unchanged,
 * unless the body sets a struck-through price of its own. Offers are removed with
 * DELETE /api/productos/{id}/oferta.
 */
export function keepOffer(record: ProductRecord, base: ProductRecord, now: Date): void {
  const precio = record.precio_cents;
  if (base.oferta) {
    if (offerState(base.oferta, now) === "terminada") return;
    record.oferta = { ...base.oferta, precio_base_cents: precio };
    Object.assign(record, pricesAt(record, now));
    return;
  }
  const original = base.precio_original_cents;
  if (original === null || original <= base.precio_cents) return;
  // The body's own struck-through price wins.
  if (record.precio_original_cents !== null) return;
  const porcentaje = discountPercentCents(original, base.precio_cents);
  if (precio === original) {
    record.precio_cents = base.precio_cents;
    record.precio_original_cents = original;
  } else if (porcentaje > 0) {
    record.precio_cents = discountedCents(precio, porcentaje);
    record.precio_original_cents = precio;
  }
}

export async function createProductByAdmin(input: ProductInput, now: Date): Promise<ProductoAdmin> {
  const id = `p-${randomUUID().slice(0, 8)}`;
  const record = await buildRecord(input, null, id, now);
  if (!(await createProduct(record, now))) throw conflict(PRODUCT_MESSAGES.changed);
  return toProductoAdmin(record, now);
}

export async function updateProductByAdmin(id: string, input: ProductInput, now: Date): Promise<ProductoAdmin> {
  const read = await load(id);
  const record = await buildRecord(input, read, id, now);
  if (!(await replaceProduct(record, read, now))) throw conflict(PRODUCT_MESSAGES.changed);
  return toProductoAdmin(record, now);
}

/**
 * Deletes a product no order names; a product that an order names (its `en_pedidos` count, kept
 * by the orders' own transactions, so no order is read) is archived instead: taken off sale with
 * its offer ended, kept for those orders and their cancellations.
 */
export async function deleteProductByAdmin(id: string, now: Date): Promise<ProductoBorrado> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const read = await load(id);
    if (!read.en_pedidos) {
      if (await deleteUnorderedProduct(read))
        return { resultado: "eliminado", mensaje: PRODUCT_MESSAGES.deleted, producto: null };
      continue;
    }
    if (!read.activo) return archived(read, now);
    const next: ProductRecord = { ...read, activo: false, oferta: null, updated_at: now.toISOString() };
    Object.assign(next, pricesAt(next, now));
    if (await replaceProduct(next, read, now)) return archived(next, now);
  }
  throw conflict(PRODUCT_MESSAGES.changed);
}

function archived(r: ProductRecord, now: Date): ProductoBorrado {
  return { resultado: "archivado", mensaje: PRODUCT_MESSAGES.archived, producto: toProductoAdmin(r, now) };
}

/** Unknown variants are refused against the product's own keys (`k in` would see 'constructor'). */
function checkVariants(read: ProductRecord, changes: Record<string, number>): void {
  const unknown = Object.keys(changes).find((k) => !Object.hasOwn(read.stock_variantes, k));
  if (unknown)
    throw badRequest(PRODUCT_MESSAGES.variante, { stock_variantes: `${PRODUCT_MESSAGES.variante}: ${unknown}` });
}

/**
 * Changes only the fields given. Orders take stock from the same item at any time, so this is a
 * read-modify-write conditional on the item as read (replaceProduct), applied again to a fresh
 * read a few times: two PATCHes of different variants both land, and `stock` stays their sum.
 */
export async function patchProductByAdmin(id: string, patch: ProductPatch, now: Date): Promise<ProductoAdmin> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const read = await load(id);
    const next: ProductRecord = { ...read, updated_at: now.toISOString() };
    if (patch.stock_variantes) {
      checkVariants(read, patch.stock_variantes);
      next.stock_variantes = { ...read.stock_variantes, ...patch.stock_variantes };
    }
    if (patch.nombre !== undefined) next.nombre = patch.nombre;
    if (patch.descripcion !== undefined) next.descripcion = patch.descripcion;
    if (patch.activo !== undefined) next.activo = patch.activo;
    if (patch.precio !== undefined) {
      // As an edit's price: the price without the offer, which keeps its percentage.
      next.precio_cents = toCents(patch.precio);
      next.precio_original_cents = null;
      next.oferta = null;
      keepOffer(next, read, now);
    }
    if (await replaceProduct(next, read, now)) return toProductoAdmin(next, now);
  }
  throw conflict(PRODUCT_MESSAGES.changed);
}

/**
 * New stock for some variants. Orders take stock from the same map at any time, so this is a
 * read-modify-write conditional on the map as read, retried a few times.
 */
export async function setStockByAdmin(id: string, changes: Record<string, number>, now: Date): Promise<ProductoAdmin> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const read = await load(id);
    checkVariants(read, changes);
    const next: ProductRecord = {
      ...read,
      stock_variantes: { ...read.stock_variantes, ...changes },
      updated_at: now.toISOString(),
    };
    if (await replaceProduct(next, read, now)) return toProductoAdmin(next, now);
  }
  throw conflict(PRODUCT_MESSAGES.changed);
}

/**
 * Sets an offer: percentage off the original price (default: the current price without offer),
 * from now or from `inicio`, until `fin` if given. The price moves at once when it starts now;
 * the offers job moves it at a later start and at the end (no admin action needed).
 */
export async function setOfferByAdmin(id: string, input: OfferInput, now: Date): Promise<ProductoAdmin> {
  if (input.fin && Date.parse(input.fin) <= now.getTime()) {
    throw badRequest(PRODUCT_MESSAGES.finPasado, { fin: PRODUCT_MESSAGES.finPasado });
  }
  const read = await load(id);
  const currentBase = read.oferta ? read.oferta.precio_base_cents : (read.precio_original_cents ?? read.precio_cents);
  const base = input.precio_original !== undefined ? toCents(input.precio_original) : currentBase;
  const oferta: Oferta = {
    porcentaje: input.porcentaje,
    precio_base_cents: base,
    inicio: input.inicio ? new Date(input.inicio).toISOString() : null,
    fin: input.fin ? new Date(input.fin).toISOString() : null,
    flash: input.flash,
  };
  const next: ProductRecord = { ...read, oferta, updated_at: now.toISOString() };
  Object.assign(next, pricesAt(next, now));
  if (!(await replaceProduct(next, read, now))) throw conflict(PRODUCT_MESSAGES.changed);
  return toProductoAdmin(next, now);
}

/** Removing an offer clears percentage, original price and flash data; the base price stays. */
export async function removeOfferByAdmin(id: string, now: Date): Promise<ProductoAdmin> {
  const read = await load(id);
  const base = read.oferta ? read.oferta.precio_base_cents : (read.precio_original_cents ?? read.precio_cents);
  const next: ProductRecord = {
    ...read,
    oferta: null,
    precio_cents: base,
    precio_original_cents: null,
    updated_at: now.toISOString(),
  };
  if (!(await replaceProduct(next, read, now))) throw conflict(PRODUCT_MESSAGES.changed);
  return toProductoAdmin(next, now);
}
