/**
 * The catalogue list answered the plain way, product by product: the behaviour
 * CatalogueIndex.list had before it used bitsets and precomputed sort orders
 * (commit 42d291d), kept only as the yardstick of catalogue-index-equivalence.test.ts.
 * Slow on purpose: every request walks, sorts and counts the whole pool.
 */
import type { Facetas, FacetaOpcion } from "../../../../shared/src/schemas/catalogue";
import { discountPercentCents } from "../../../../shared/src/rules/pricing";
import { totalStock, type ProductRecord } from "../../../../functions/src/domain/catalogue/product-record";
import { SearchIndex } from "../../../../functions/src/domain/catalogue/search-index";

/** The sizes with a unit in some colour, as a shopper reads the product (not the index's code). */
const stockedSizes = (p: ProductRecord) =>
  p.tallas.filter((t) => p.colores.some((c) => (p.stock_variantes[`${t}|${c}`] ?? 0) > 0));
import type { ListQuery } from "@tienda/shared/schemas/catalogue-shapes";
import type { ListResult } from "../../../../functions/src/domain/catalogue/catalogue-index";

type Dimension =
  | "categoria"
  | "subcategoria"
  | "estilo"
  | "marca"
  | "color"
  | "talla"
  | "calificacion"
  | "stock"
  | "precio"
  | "coleccion";

interface Item {
  p: ProductRecord;
  nameRank: number;
  stock: number;
  descuento: number;
  score: number;
}

/** Per catalogue, what does not depend on the query (only to keep the test quick). */
const prepared = new WeakMap<
  readonly ProductRecord[],
  { active: ProductRecord[]; nameRank: Map<ProductRecord, number>; search: SearchIndex }
>();

function prepare(records: readonly ProductRecord[]) {
  let p = prepared.get(records);
  if (!p) {
    const active = records.filter((r) => r.activo);
    const collator = new Intl.Collator("es");
    const nameRank = new Map([...active].sort((a, b) => collator.compare(a.nombre, b.nombre)).map((r, i) => [r, i]));
    prepared.set(records, (p = { active, nameRank, search: new SearchIndex(active) }));
  }
  return p;
}

export function referenceList(records: readonly ProductRecord[], q: ListQuery, now: Date): ListResult {
  const { active, nameRank, search } = prepare(records);
  const item = (p: ProductRecord, score: number): Item => ({
    p,
    nameRank: nameRank.get(p)!,
    stock: totalStock(p),
    descuento: p.precio_original_cents ? discountPercentCents(p.precio_original_cents, p.precio_cents) : 0,
    score,
  });
  const pool: Item[] = q.q
    ? search.search(q.q).map(({ product, score }) => item(product, score))
    : active.map((p) => item(p, 0));

  const checks = filters(q, now);
  const passesAllBut = (it: Item, skip: Dimension | null) =>
    (Object.entries(checks) as Array<[Dimension, (it: Item) => boolean]>).every(
      ([dim, check]) => dim === skip || check(it),
    );

  const matching = pool.filter((it) => passesAllBut(it, null));
  const dir = q.direccion === "asc" ? 1 : -1;
  const primary: Record<string, (a: Item, b: Item) => number> = {
    relevancia: (a, b) => dir * (a.score - b.score),
    destacados: (a, b) =>
      dir * (Number(a.stock > 0) - Number(b.stock > 0)) ||
      dir * (a.p.contador_carrito - b.p.contador_carrito) ||
      dir * (a.p.calificacion - b.p.calificacion),
    precio: (a, b) => dir * (a.p.precio_cents - b.p.precio_cents),
    nombre: (a, b) => dir * (a.nameRank - b.nameRank),
    calificacion: (a, b) => dir * (a.p.calificacion - b.p.calificacion) || dir * (a.p.num_resenas - b.p.num_resenas),
    nuevos: (a, b) => dir * a.p.created_at.localeCompare(b.p.created_at),
    descuento: (a, b) => dir * (a.descuento - b.descuento),
    popularidad: (a, b) => dir * (a.p.contador_carrito - b.p.contador_carrito),
  };
  const cmp = primary[q.orden]!;
  matching.sort((a, b) => cmp(a, b) || a.nameRank - b.nameRank || a.p.id.localeCompare(b.p.id));

  const counting = (dim: Dimension) => pool.filter((it) => passesAllBut(it, dim));
  const count = (dim: Dimension, values: (p: ProductRecord) => Array<[string, string]>): FacetaOpcion[] => {
    const counts = new Map<string, FacetaOpcion>();
    for (const it of counting(dim)) {
      for (const [valor, nombre] of values(it.p)) {
        const opt = counts.get(valor) ?? { nombre, valor, cantidad: 0 };
        opt.cantidad++;
        counts.set(valor, opt);
      }
    }
    return [...counts.values()].sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, "es"));
  };
  const prices = counting("precio").map((it) => it.p.precio_cents);
  const facetas: Facetas = {
    categorias: count("categoria", (p) => [[p.categoria_id, p.categoria_nombre]]),
    subcategorias: count("subcategoria", (p) => [[p.subcategoria_id, p.subcategoria_nombre]]),
    estilos: count("estilo", (p) => [[p.estilo_id, p.estilo_nombre]]),
    marcas: count("marca", (p) => [[p.marca_id, p.marca_nombre]]),
    colores: count("color", (p) => p.colores.map((c) => [c, c] as [string, string])),
    tallas: count("talla", (p) => stockedSizes(p).map((t) => [t, t] as [string, string])),
    calificaciones: [4, 3, 2, 1].map((n) => ({
      nombre: n === 1 ? "1 estrella o más" : `${n} estrellas o más`,
      valor: String(n),
      cantidad: counting("calificacion").filter((it) => it.p.calificacion >= n).length,
    })),
    en_stock: counting("stock").filter((it) => it.stock > 0).length,
    precio: {
      min: prices.length ? Math.min(...prices) / 100 : 0,
      max: prices.length ? Math.max(...prices) / 100 : 0,
    },
  };

  const total = matching.length;
  const start = (q.pagina - 1) * q.limite;
  return {
    productos: matching.slice(start, start + q.limite).map((it) => it.p),
    total,
    pagina: q.pagina,
    limite: q.limite,
    paginas: Math.max(1, Math.ceil(total / q.limite)),
    facetas,
  };
}

function filters(q: ListQuery, now: Date): Partial<Record<Dimension, (it: Item) => boolean>> {
  const checks: Partial<Record<Dimension, (it: Item) => boolean>> = {};
  const has = (values: string[] | undefined) => (values && values.length ? values : null);
  const categorias = has(q.categoria);
  const subcategorias = has(q.subcategoria);
  const estilos = has(q.estilo);
  const marcas = has(q.marca);
  const colores = has(q.color);
  const tallas = has(q.talla);
  if (categorias) checks.categoria = (it) => categorias.includes(it.p.categoria_id);
  if (subcategorias) checks.subcategoria = (it) => subcategorias.includes(it.p.subcategoria_id);
  if (estilos)
    checks.estilo = (it) =>
      estilos.includes(it.p.estilo_id) || (it.p.estilo_id === "deportes" && estilos.includes("gimnasio"));
  if (marcas) checks.marca = (it) => marcas.includes(it.p.marca_id);
  if (colores) checks.color = (it) => it.p.colores.some((c) => colores.includes(c));
  // A size counts only where some colour of it has a unit (issue 46, item 4).
  if (tallas) checks.talla = (it) => stockedSizes(it.p).some((t) => tallas.includes(t));
  if (q.calificacion_min !== undefined) {
    const min = q.calificacion_min;
    checks.calificacion = (it) => it.p.calificacion >= min;
  }
  if (q.en_stock) checks.stock = (it) => it.stock > 0;
  const min = q.precio_min !== undefined ? Math.round(q.precio_min * 100) : undefined;
  const max = q.precio_max !== undefined ? Math.round(q.precio_max * 100) : undefined;
  if (min !== undefined || max !== undefined || q.en_oferta) {
    checks.precio = (it) =>
      (min === undefined || it.p.precio_cents >= min) &&
      (max === undefined || it.p.precio_cents <= max) &&
      (!q.en_oferta || it.descuento > 0);
  }
  if (q.mas_vendidos || q.dias !== undefined) {
    const since = q.dias !== undefined ? new Date(now.getTime() - q.dias * 86_400_000).toISOString() : "";
    checks.coleccion = (it) =>
      (!q.mas_vendidos || it.p.contador_carrito > 100 || it.p.calificacion >= 4.5) && it.p.created_at >= since;
  }
  return checks;
}
