import {
  nameKey,
  productsToCsv,
  PRODUCT_CSV_MAX_BYTES,
  readProductCsv,
  type ProductCsvColumn,
  type ProductCsvError,
  type ProductCsvGroup,
  type ProductCsvProduct,
} from "@tienda/shared/rules/product-csv";
import { slugify } from "@tienda/shared/rules/slug";
import { normalizeText } from "@tienda/shared/rules/text";
import type { MarcasBlock } from "@tienda/shared/schemas/content-shapes";
import {
  PRODUCT_IMPORT_MESSAGES,
  type ProductImport,
  type ProductImportResult,
} from "@tienda/shared/schemas/product-import";
import { tooLarge } from "../errors";
import { listAllCategories, type CategoriaGuardada } from "../../data/categories";
import { getContentBlock } from "../../data/content";
import { getProduct, loadAllProducts } from "../../data/products";
import { listStyles } from "../../data/styles";
import { createProduct, replaceProduct } from "../../data/product-admin";
import { getBulkPhotoByName } from "../../data/bulk-photos";
import { variantKey, type ProductRecord } from "../catalogue/product-record";
import { keepOffer, PRODUCT_STAGING_PREFIX, publishImages } from "./admin-products";

/**
 * The catalogue in and out by spreadsheet (issue 48, docs/product-csv.md). Both read the whole
 * collection from GSI1 `PRODUCTOS` (no scan), as the admin's list does.
 *
 * An import is planned against the products as read: each product of the file is new, changed
 * (in the columns the file has) or the same. Applying writes each product in its own conditional
 * write (data/product-admin.ts: the item as read, stock map included), so nothing an admin or an
 * order changed after the read is overwritten. The plan answers a version per product it would
 * change; sent back with `confirmar: true`, a product whose version moved since the plan is not
 * written but reported in `omitidos`.
 */

/** The price the editors and PATCH take: without the offer (or the struck-through original). */
function editablePrice(r: ProductRecord): number {
  if (r.oferta) return r.oferta.precio_base_cents;
  return r.precio_original_cents !== null && r.precio_original_cents > r.precio_cents
    ? r.precio_original_cents
    : r.precio_cents;
}

/** The variants in the editors' order (sizes, then colours), then any key outside that grid. */
function variantsOf(r: ProductRecord): Array<{ talla: string; color: string; stock: number }> {
  const out: Array<{ talla: string; color: string; stock: number }> = [];
  const listed = new Set<string>();
  for (const talla of r.tallas)
    for (const color of r.colores) {
      const k = variantKey(talla, color);
      if (!Object.hasOwn(r.stock_variantes, k)) continue;
      listed.add(k);
      out.push({ talla, color, stock: r.stock_variantes[k]! });
    }
  for (const [k, stock] of Object.entries(r.stock_variantes)) {
    if (listed.has(k)) continue;
    const [talla = k, color = ""] = k.split("|");
    out.push({ talla, color, stock });
  }
  return out;
}

interface Catalogue {
  categorias: CategoriaGuardada[];
  estilos: Array<{ id: string; nombre: string }>;
  /** The brands: the 'marcas' block's and those products carry (id and name as products store them). */
  marcas: Array<{ id: string; nombre: string }>;
}

async function loadCatalogue(products: readonly ProductRecord[]): Promise<Catalogue> {
  const [categorias, estilos, block] = await Promise.all([
    listAllCategories(),
    listStyles(),
    getContentBlock("marcas") as Promise<MarcasBlock | null>,
  ]);
  const byName = new Map<string, { id: string; nombre: string }>();
  // Products first: a name products carry keeps their id; the block adds brands no product has yet.
  for (const p of products)
    if (p.marca_nombre) byName.set(nameKey(p.marca_nombre), { id: p.marca_id, nombre: p.marca_nombre });
  for (const m of block?.marcas ?? [])
    if (!byName.has(nameKey(m.nombre)))
      byName.set(nameKey(m.nombre), { id: slugify(m.nombre) || m.id, nombre: m.nombre });
  return { categorias, estilos, marcas: [...byName.values()] };
}

function toCsvProduct(r: ProductRecord, cat: Catalogue): ProductCsvProduct {
  const categoria = cat.categorias.find((c) => c.id === r.categoria_id);
  const sub = categoria?.subcategorias.find((s) => s.id === r.subcategoria_id);
  const estilo = cat.estilos.find((e) => e.id === r.estilo_id);
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    // Current names (a rename reaches the products later), else the copy the product keeps.
    categoria: categoria?.nombre ?? r.categoria_nombre,
    subcategoria: r.subcategoria_id ? (sub?.nombre ?? r.subcategoria_nombre) : "",
    estilo: estilo?.nombre ?? r.estilo_nombre,
    marca: r.marca_nombre,
    precio_cents: editablePrice(r),
    activo: r.activo,
    imagenes: r.imagenes,
    variantes: variantsOf(r),
  };
}

/** GET /api/admin/productos/exportar: every product, oldest first, one row per variant. */
export async function exportProductsCsv(): Promise<string> {
  const products = (await loadAllProducts()).reverse();
  const cat = await loadCatalogue(products);
  return productsToCsv(products.map((p) => toCsvProduct(p, cat)));
}

// ─── Import ─────────────────────────────────────────────────────────────────────────────────────

const MESSAGES = {
  badId: (linea: number, id: string) =>
    `Línea ${linea}: el id «${id}» no es válido (letras, números, «-» y «_», hasta 64 caracteres)`,
  categoria: (linea: number, v: string) => `Línea ${linea}: la categoría «${v}» no existe`,
  subcategoria: (linea: number, v: string, c: string) =>
    `Línea ${linea}: la subcategoría «${v}» no existe en la categoría «${c}»`,
  estilo: (linea: number, v: string) => `Línea ${linea}: el estilo «${v}» no existe`,
  marca: (linea: number, v: string) =>
    `Línea ${linea}: la marca «${v}» no existe (añádela en Tienda › Marcas o usa la de otro producto)`,
  ambiguous: (linea: number, what: string, v: string) =>
    `Línea ${linea}: hay más de ${what === "estilo" ? "un" : "una"} ${what} «${v}»; usa su id`,
  sameName: (linea: number, v: string) =>
    `Línea ${linea}: hay varios productos llamados «${v}»; indica el id del que quieres cambiar`,
  repeated: (linea: number, id: string, primera: number) =>
    `Línea ${linea}: el producto «${id}» ya está en la línea ${primera}`,
  required: (linea: number, col: string) => `Línea ${linea}: falta «${col}» para crear el producto`,
  noVariants: (linea: number) => `Línea ${linea}: un producto nuevo necesita al menos una talla y un color`,
  tooManyLabels: (linea: number, what: string) => `Línea ${linea}: un producto lleva hasta 12 ${what}`,
  image: (linea: number, v: string) =>
    `Línea ${linea}: la imagen «${v}» no es del producto ni una foto subida hoy con ese nombre ('Subir fotos' en Productos)`,
} as const;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_LABELS = 12;

/** A product the plan writes: its record as read (null: new), and the file's group. */
interface PlannedWrite {
  group: ProductCsvGroup;
  read: ProductRecord | null;
  next: ProductRecord;
  campos: string[];
  version: string | null;
}

interface Plan {
  writes: PlannedWrite[];
  sinCambios: number;
  errores: ProductCsvError[];
  detalle: ProductImportResult["detalle"];
}

/** Finds by id, else by name (accents and case aside); ambiguous names are an error. */
function resolver<T extends { id: string; nombre: string }>(items: readonly T[]) {
  return (v: string): T | "ambiguous" | null => {
    const byId = items.find((i) => i.id === v);
    if (byId) return byId;
    const k = normalizeText(v);
    const named = items.filter((i) => normalizeText(i.nombre) === k);
    return named.length > 1 ? "ambiguous" : (named[0] ?? null);
  };
}

/** A short fingerprint of what a product's write depends on beyond `updated_at`: the stock it sets. */
function versionOf(r: ProductRecord, g: ProductCsvGroup): string {
  const stocks = g.variantes
    .filter((v) => v.stock !== null)
    .map((v) => `${v.talla}|${v.color}=${r.stock_variantes[variantKey(v.talla, v.color)] ?? "-"}`)
    .sort()
    .join(";");
  let h = 0x811c9dc5;
  for (let i = 0; i < stocks.length; i++) h = Math.imul(h ^ stocks.charCodeAt(i), 0x01000193) >>> 0;
  return `${r.updated_at}#${h.toString(36)}`;
}

interface PlanContext {
  cat: Catalogue;
  now: Date;
  fail: (linea: number, columna: string | null, mensaje: string) => void;
  /** Photos uploaded in bulk ('Subir fotos'), by file name in lower case → their staging key. */
  photos: ReadonlyMap<string, string>;
}

/**
 * The product a group makes of `read` (null: new), or null when one of its references fails
 * (each failure is reported through `fail`). Only the file's columns change; `campos` names them.
 */
function applyGroup(
  g: ProductCsvGroup,
  read: ProductRecord | null,
  id: string,
  ctx: PlanContext,
): { next: ProductRecord; campos: string[] } | null {
  const { cat, now } = ctx;
  const L = g.linea;
  let failed = false;
  /** Reported on the line the column's value came from (the product's first line when none). */
  const err = (col: ProductCsvColumn | null, m: (linea: number) => string) => {
    failed = true;
    const linea = (col && g.lineas[col]) || L;
    ctx.fail(linea, col, m(linea));
  };
  if (!read) {
    if (!g.nombre) err("nombre", (l) => MESSAGES.required(l, "nombre"));
    if (!g.categoria) err("categoria", (l) => MESSAGES.required(l, "categoria"));
    if (!g.estilo) err("estilo", (l) => MESSAGES.required(l, "estilo"));
    if (g.precio_cents == null) err("precio", (l) => MESSAGES.required(l, "precio"));
    if (!g.variantes.length) err("talla", (l) => MESSAGES.noVariants(l));
  }
  const nowIso = now.toISOString();
  const next: ProductRecord = read
    ? { ...read, stock_variantes: { ...read.stock_variantes }, tallas: [...read.tallas], colores: [...read.colores] }
    : {
        id,
        nombre: g.nombre ?? "",
        descripcion: g.descripcion ?? "",
        imagenes: [],
        precio_cents: g.precio_cents ?? 0,
        precio_original_cents: null,
        calificacion: 0,
        num_resenas: 0,
        resenas_suma: 0,
        resenas_estrellas: [0, 0, 0, 0, 0],
        categoria_id: "",
        categoria_nombre: "",
        subcategoria_id: "",
        subcategoria_nombre: "",
        estilo_id: "",
        estilo_nombre: "",
        // As the wizard's default brand (admin-products.ts buildRecord).
        marca_id: "tienda",
        marca_nombre: "Tienda",
        colores: [],
        tallas: [],
        stock_variantes: {},
        contador_carrito: 0,
        etiquetas: [],
        activo: g.activo ?? true,
        created_at: nowIso,
        updated_at: nowIso,
        oferta: null,
      };
  const campos: string[] = [];
  // A new product lists nothing: all of it is new.
  const changed = (campo: string) => {
    if (read) campos.push(campo);
  };

  if (read && g.nombre && g.nombre !== read.nombre) {
    next.nombre = g.nombre;
    changed("nombre");
  }
  if (read && g.descripcion !== undefined && g.descripcion !== read.descripcion) {
    next.descripcion = g.descripcion;
    changed("descripcion");
  }
  // Category and subcategory: an empty cell keeps what the product has.
  if (g.categoria) {
    const found = resolver(cat.categorias)(g.categoria);
    if (found === "ambiguous") err("categoria", (l) => MESSAGES.ambiguous(l, "categoría", g.categoria!));
    else if (!found) err("categoria", (l) => MESSAGES.categoria(l, g.categoria!));
    else if (found.id !== next.categoria_id) {
      next.categoria_id = found.id;
      next.categoria_nombre = found.nombre;
      // Another category's subcategory does not follow it: its first one, as the wizard does.
      const first = found.subcategorias[0];
      next.subcategoria_id = first?.id ?? "";
      next.subcategoria_nombre = first?.nombre ?? "";
      changed("categoria");
    }
  }
  if (g.subcategoria && next.categoria_id) {
    const categoria = cat.categorias.find((c) => c.id === next.categoria_id);
    const found = resolver(categoria?.subcategorias ?? [])(g.subcategoria);
    if (found === "ambiguous") err("subcategoria", (l) => MESSAGES.ambiguous(l, "subcategoría", g.subcategoria!));
    else if (!found)
      err("subcategoria", (l) => MESSAGES.subcategoria(l, g.subcategoria!, categoria?.nombre ?? next.categoria_nombre));
    else if (found.id !== next.subcategoria_id) {
      next.subcategoria_id = found.id;
      next.subcategoria_nombre = found.nombre;
      if (!campos.includes("categoria")) changed("subcategoria");
    }
  }
  if (g.estilo) {
    const found = resolver(cat.estilos)(g.estilo);
    if (found === "ambiguous") err("estilo", (l) => MESSAGES.ambiguous(l, "estilo", g.estilo!));
    else if (!found) err("estilo", (l) => MESSAGES.estilo(l, g.estilo!));
    else if (found.id !== next.estilo_id) {
      next.estilo_id = found.id;
      next.estilo_nombre = found.nombre;
      changed("estilo");
    }
  }
  // A product's own brand name is no change; another must be a brand the store has.
  if (g.marca && nameKey(g.marca) !== nameKey(next.marca_nombre)) {
    const found = resolver(cat.marcas)(g.marca);
    if (found === "ambiguous") err("marca", (l) => MESSAGES.ambiguous(l, "marca", g.marca!));
    else if (!found) err("marca", (l) => MESSAGES.marca(l, g.marca!));
    else if (found.id !== next.marca_id || found.nombre !== next.marca_nombre) {
      next.marca_id = found.id;
      next.marca_nombre = found.nombre;
      changed("marca");
    }
  }
  if (read && g.precio_cents != null && g.precio_cents !== editablePrice(read)) {
    // As PATCH's price: the price without the offer, which keeps its percentage.
    next.precio_cents = g.precio_cents;
    next.precio_original_cents = null;
    next.oferta = null;
    keepOffer(next, read, now);
    changed("precio");
  }
  if (read && g.activo != null && g.activo !== read.activo) {
    next.activo = g.activo;
    changed("activo");
  }
  if (g.imagenes !== undefined) {
    const current = read?.imagenes ?? [];
    const keys: string[] = [];
    for (const raw of g.imagenes) {
      const name = raw.replace(/^\//, "");
      // A key the product has, or its file name alone ('p001-1a2b3c4d.jpg').
      const key =
        current.find((k) => k === name || k.slice(k.lastIndexOf("/") + 1) === name) ??
        ctx.photos.get(name.toLowerCase());
      if (key) {
        if (!keys.includes(key)) keys.push(key);
      } else err("imagenes", (l) => MESSAGES.image(l, raw));
    }
    if (keys.join("|") !== current.join("|")) {
      next.imagenes = keys;
      if (read) changed("imagenes");
    }
  }
  // Variants: a new size or colour joins the product's grid (at 0 unless given); a row's stock
  // sets that variant's units, as PUT /api/productos/{id}/stock does. A variant the file leaves
  // out stays as it is (orders may hold its units).
  for (const v of g.variantes) {
    if (!next.tallas.includes(v.talla)) next.tallas.push(v.talla);
    if (!next.colores.includes(v.color)) next.colores.push(v.color);
  }
  if (next.tallas.length > MAX_LABELS) err("talla", (l) => MESSAGES.tooManyLabels(l, "tallas"));
  if (next.colores.length > MAX_LABELS) err("color", (l) => MESSAGES.tooManyLabels(l, "colores"));
  for (const t of next.tallas)
    for (const c of next.colores) {
      const k = variantKey(t, c);
      if (!Object.hasOwn(next.stock_variantes, k)) next.stock_variantes[k] = 0;
    }
  for (const v of g.variantes) {
    const k = variantKey(v.talla, v.color);
    const had = read && Object.hasOwn(read.stock_variantes, k) ? read.stock_variantes[k] : undefined;
    if (v.stock !== null) next.stock_variantes[k] = v.stock;
    if (read && next.stock_variantes[k] !== had) changed(`stock ${v.talla} / ${v.color}`);
  }
  if (read && (next.tallas.length !== read.tallas.length || next.colores.length !== read.colores.length)) {
    if (!campos.some((c) => c.startsWith("stock "))) changed("variantes");
  }
  if (failed) return null;
  if (read && campos.length) next.updated_at = nowIso;
  return { next, campos };
}

/** A new product's id from its name; `-2`, `-3`… when another product (or the file) has it. */
function newIdFrom(nombre: string, taken: (id: string) => boolean): string {
  const base = slugify(nombre).slice(0, 56) || "producto";
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}

async function planImport(
  csv: string,
  now: Date,
): Promise<Plan & { cat: Catalogue; photos: ReadonlyMap<string, string> }> {
  const read = readProductCsv(csv);
  const errores = [...read.errores];
  const fail = (linea: number, columna: string | null, mensaje: string) => {
    if (errores.length < 200) errores.push({ linea, columna, mensaje });
  };
  const all = await loadAllProducts();
  const products = new Map(all.map((p) => [p.id, p]));
  const byName = new Map<string, ProductRecord[]>();
  for (const p of all) {
    const k = nameKey(p.nombre);
    byName.set(k, [...(byName.get(k) ?? []), p]);
  }
  const cat = await loadCatalogue(all);
  const ctx: PlanContext = { cat, now, fail, photos: await bulkPhotosNamed(read.productos, now) };
  const plan: Plan = { writes: [], sinCambios: 0, errores, detalle: [] };
  /** Ids the file already names, with the line, so two groups never write one product. */
  const used = new Map<string, number>();

  for (const g of read.productos) {
    let target: ProductRecord | null = null;
    let id = g.id;
    if (id) {
      if (!ID_PATTERN.test(id)) {
        fail(g.linea, "id", MESSAGES.badId(g.linea, id));
        continue;
      }
      target = products.get(id) ?? null;
    } else {
      const named = byName.get(nameKey(g.nombre ?? "")) ?? [];
      if (named.length > 1) {
        fail(g.linea, "nombre", MESSAGES.sameName(g.linea, g.nombre ?? ""));
        continue;
      }
      target = named[0] ?? null;
      id = target?.id ?? newIdFrom(g.nombre ?? "", (x) => products.has(x) || used.has(x));
    }
    const first = used.get(id);
    if (first !== undefined) {
      fail(g.linea, "id", MESSAGES.repeated(g.linea, id, first));
      continue;
    }
    used.set(id, g.linea);
    const out = applyGroup(g, target, id, ctx);
    if (!out) continue;
    const accion = !target ? "crear" : out.campos.length ? "actualizar" : "sin_cambios";
    if (accion === "sin_cambios") {
      plan.sinCambios++;
      continue;
    }
    plan.writes.push({
      group: g,
      read: target,
      next: out.next,
      campos: out.campos,
      version: target ? versionOf(target, g) : null,
    });
    plan.detalle.push({ linea: g.linea, id, nombre: out.next.nombre, accion, campos: out.campos });
  }
  // The admin reads them top to bottom, as the file.
  errores.sort((a, b) => a.linea - b.linea);
  return { ...plan, cat, photos: ctx.photos };
}

/**
 * The photos uploaded in bulk today that the file names (docs/bulk-photos.md), looked up by file
 * name a few at a time: a name that is already one of its product's images needs no lookup.
 */
async function bulkPhotosNamed(groups: readonly ProductCsvGroup[], now: Date): Promise<Map<string, string>> {
  const names = new Set<string>();
  for (const g of groups) for (const raw of g.imagenes ?? []) names.add(raw.replace(/^\//, "").toLowerCase());
  const list = [...names].filter((n) => !n.includes("/"));
  const out = new Map<string, string>();
  for (let i = 0; i < list.length; i += 16) {
    const found = await Promise.all(list.slice(i, i + 16).map((n) => getBulkPhotoByName(n, now)));
    found.forEach((f, j) => f && out.set(list[i + j]!, f.clave));
  }
  return out;
}

/** Writes one planned product; null when written, else why not. */
async function writeOne(
  w: PlannedWrite,
  sent: Record<string, string> | undefined,
  cat: Catalogue,
  photos: ReadonlyMap<string, string>,
  now: Date,
): Promise<string | null> {
  // The admin reviewed the plan against this version: a product changed since then is left as it is.
  if (w.read && sent && (Object.hasOwn(sent, w.next.id) ? sent[w.next.id] : undefined) !== w.version)
    return PRODUCT_IMPORT_MESSAGES.changed;
  // A photo uploaded in bulk is checked and published as the product editor does, under this product.
  let photosNow = photos;
  if (w.next.imagenes.some((k) => k.startsWith(PRODUCT_STAGING_PREFIX))) {
    const staged = w.next.imagenes;
    w.next.imagenes = await publishImages(w.next.id, staged, w.read?.imagenes ?? []);
    // A retry below reads the file's names as the keys they were published under.
    const publishedAs = new Map(staged.map((k, i) => [k, w.next.imagenes[i]!]));
    photosNow = new Map([...photos].map(([n, k]) => [n, publishedAs.get(k) ?? k]));
  }
  if (!w.read) return (await createProduct(w.next, now)) ? null : PRODUCT_IMPORT_MESSAGES.exists;
  let read = w.read;
  let next = w.next;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await replaceProduct(next, read, now)) return null;
    // Something changed between this request's read and its write: an order's stock of a variant
    // the file does not set is taken in again; anything else is reported, never overwritten.
    const fresh = await getProduct(read.id);
    if (!fresh || versionOf(fresh, w.group) !== w.version) return PRODUCT_IMPORT_MESSAGES.changed;
    const again = applyGroup(w.group, fresh, fresh.id, { cat, now, fail: () => {}, photos: photosNow });
    if (!again || !again.campos.length) return again ? null : PRODUCT_IMPORT_MESSAGES.changed;
    read = fresh;
    next = again.next;
  }
  return PRODUCT_IMPORT_MESSAGES.changed;
}

/**
 * Products written at once. One: every product write also bumps the one catalogue-version item
 * (data/product-admin.ts), so parallel writes would cancel each other's transactions and wait out
 * retries; one after another, 300 products take seconds (npm run bench:import), within the
 * route's 29 s (routes.ts timeoutSeconds).
 */
const WRITE_CONCURRENCY = 1;

/** POST /api/admin/productos/importar. */
export async function importProductsCsv(input: ProductImport, now: Date): Promise<ProductImportResult> {
  if (new TextEncoder().encode(input.csv).length > PRODUCT_CSV_MAX_BYTES) {
    throw tooLarge(PRODUCT_IMPORT_MESSAGES.tooLarge, { csv: PRODUCT_IMPORT_MESSAGES.tooLarge });
  }
  const plan = await planImport(input.csv, now);
  const versiones = Object.fromEntries(
    plan.writes.filter((w) => w.version !== null).map((w) => [w.next.id, w.version!]),
  );
  const crear = plan.writes.filter((w) => !w.read).length;
  const answer: ProductImportResult = {
    aplicado: false,
    crear,
    actualizar: plan.writes.length - crear,
    sin_cambios: plan.sinCambios,
    errores: plan.errores,
    detalle: plan.detalle,
    versiones,
    omitidos: [],
  };
  if (!input.confirmar || plan.errores.length) return answer;

  const omitidos: ProductImportResult["omitidos"] = [];
  const written = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < plan.writes.length) {
      const w = plan.writes[next++]!;
      const why = await writeOne(w, input.versiones, plan.cat, plan.photos, now);
      if (why) omitidos.push({ id: w.next.id, nombre: w.next.nombre, motivo: why });
      else written.add(w.next.id);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
  const done = plan.writes.filter((w) => written.has(w.next.id));
  return {
    ...answer,
    aplicado: true,
    crear: done.filter((w) => !w.read).length,
    actualizar: done.filter((w) => w.read).length,
    detalle: plan.detalle.filter((d) => written.has(d.id)),
    omitidos,
  };
}
