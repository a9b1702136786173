import type { Facetas, FacetaOpcion } from "@tienda/shared/schemas/catalogue";
import { discountPercentCents } from "@tienda/shared/rules/pricing";
import { totalStock, type ProductRecord } from "./product-record";
import { SearchIndex } from "./search-index";
import type { ListQuery } from "./list-query";

/** Facet dimensions; each is counted over products matching every *other* filter (multi-select friendly). */
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

/** Best-seller rule of the offers/best-sellers spec. */
export const BEST_SELLER_MIN_CARTS = 100;
export const BEST_SELLER_MIN_RATING = 4.5;

interface Entry {
  p: ProductRecord;
  /** Position in Spanish alphabetical order, computed once: Intl collation per comparison is slow. */
  nameRank: number;
  stock: number;
  descuento: number;
  /** Sizes and colours of variants that still have stock. */
  tallasConStock: Set<string>;
  coloresConStock: Set<string>;
}

export interface ListResult {
  productos: ProductRecord[];
  total: number;
  pagina: number;
  limite: number;
  paginas: number;
  facetas: Facetas;
}

/**
 * The active catalogue held in memory, with a search index. Pure: built from
 * records, queried with a parsed ListQuery; the data layer decides when to rebuild.
 */
export class CatalogueIndex {
  readonly entries: Entry[];
  private readonly search: SearchIndex;
  private readonly byId: Map<string, ProductRecord>;
  private readonly entryById: Map<string, Entry>;

  constructor(records: readonly ProductRecord[]) {
    const active = records.filter((p) => p.activo);
    this.entries = active.map((p) => {
      const tallasConStock = new Set<string>();
      const coloresConStock = new Set<string>();
      for (const [k, n] of Object.entries(p.stock_variantes)) {
        if (n <= 0) continue;
        const [t, c] = k.split("|");
        if (t) tallasConStock.add(t);
        if (c) coloresConStock.add(c);
      }
      return {
        p,
        nameRank: 0,
        stock: totalStock(p),
        descuento: p.precio_original_cents ? discountPercentCents(p.precio_original_cents, p.precio_cents) : 0,
        tallasConStock,
        coloresConStock,
      };
    });
    const collator = new Intl.Collator("es");
    [...this.entries].sort((a, b) => collator.compare(a.p.nombre, b.p.nombre)).forEach((e, i) => (e.nameRank = i));
    this.search = new SearchIndex(active);
    this.byId = new Map(active.map((p) => [p.id, p]));
    this.entryById = new Map(this.entries.map((e) => [e.p.id, e]));
  }

  get(id: string): ProductRecord | undefined {
    return this.byId.get(id);
  }

  list(q: ListQuery, now: Date = new Date()): ListResult {
    let pool: Array<{ e: Entry; score: number }>;
    if (q.q) {
      pool = this.search.search(q.q).map(({ product, score }) => ({ e: this.entryById.get(product.id)!, score }));
    } else {
      pool = this.entries.map((e) => ({ e, score: 0 }));
    }

    // For each product, which filters it fails: none → it matches; exactly one → it still
    // counts in that dimension's facet (so sibling options keep their counts).
    const checks = Object.entries(buildChecks(q, now)) as Array<[Dimension, (e: Entry) => boolean]>;
    const matching: typeof pool = [];
    const nearMisses: Array<{ e: Entry; failed: Dimension | null }> = [];
    for (const item of pool) {
      let failed: Dimension | null = null;
      let failures = 0;
      for (const [dim, check] of checks) {
        if (!check(item.e)) {
          failed = dim;
          if (++failures > 1) break;
        }
      }
      if (failures === 0) matching.push(item);
      if (failures <= 1) nearMisses.push({ e: item.e, failed });
    }
    sortPool(matching, q);

    const total = matching.length;
    const paginas = Math.max(1, Math.ceil(total / q.limite));
    const start = (q.pagina - 1) * q.limite;
    return {
      productos: matching.slice(start, start + q.limite).map(({ e }) => e.p),
      total,
      pagina: q.pagina,
      limite: q.limite,
      paginas,
      facetas: facets(nearMisses),
    };
  }
}

function buildChecks(q: ListQuery, now: Date): Partial<Record<Dimension, (e: Entry) => boolean>> {
  const checks: Partial<Record<Dimension, (e: Entry) => boolean>> = {};
  const inList = (values: string[] | undefined) => (values && values.length ? new Set(values) : null);
  const categorias = inList(q.categoria);
  const subcategorias = inList(q.subcategoria);
  const estilos = inList(q.estilo);
  const marcas = inList(q.marca);
  const colores = inList(q.color);
  const tallas = inList(q.talla);
  if (categorias) checks.categoria = (e) => categorias.has(e.p.categoria_id);
  if (subcategorias) checks.subcategoria = (e) => subcategorias.has(e.p.subcategoria_id);
  // The navigation's style 'gimnasio' is the 'deportes' style of the catalogue.
  if (estilos) checks.estilo = (e) => estilos.has(e.p.estilo_id) || (e.p.estilo_id === "deportes" && estilos.has("gimnasio"));
  if (marcas) checks.marca = (e) => marcas.has(e.p.marca_id);
  if (colores) checks.color = (e) => e.p.colores.some((c) => colores.has(c));
  if (tallas) checks.talla = (e) => e.p.tallas.some((t) => tallas.has(t));
  if (q.calificacion_min !== undefined) {
    const min = q.calificacion_min;
    checks.calificacion = (e) => e.p.calificacion >= min;
  }
  if (q.en_stock) checks.stock = (e) => e.stock > 0;
  const min = q.precio_min !== undefined ? Math.round(q.precio_min * 100) : undefined;
  const max = q.precio_max !== undefined ? Math.round(q.precio_max * 100) : undefined;
  if (min !== undefined || max !== undefined || q.en_oferta) {
    checks.precio = (e) =>
      (min === undefined || e.p.precio_cents >= min) &&
      (max === undefined || e.p.precio_cents <= max) &&
      (!q.en_oferta || e.descuento > 0);
  }
  // Page-level collections (best sellers, new arrivals) are not facets: one check for both.
  if (q.mas_vendidos || q.dias !== undefined) {
    const since = q.dias !== undefined ? new Date(now.getTime() - q.dias * 86_400_000).toISOString() : "";
    checks.coleccion = (e) =>
      (!q.mas_vendidos || e.p.contador_carrito > BEST_SELLER_MIN_CARTS || e.p.calificacion >= BEST_SELLER_MIN_RATING) &&
      e.p.created_at >= since;
  }
  return checks;
}

function sortPool(pool: Array<{ e: Entry; score: number }>, q: ListQuery): void {
  const dir = q.direccion === "asc" ? 1 : -1;
  const byName = (a: Entry, b: Entry) => a.nameRank - b.nameRank;
  const cmp: Record<string, (a: { e: Entry; score: number }, b: { e: Entry; score: number }) => number> = {
    relevancia: (a, b) => dir * (a.score - b.score),
    // Featured: what is in stock first, then what shoppers add most, then best rated.
    destacados: (a, b) =>
      dir * (Number(a.e.stock > 0) - Number(b.e.stock > 0)) ||
      dir * (a.e.p.contador_carrito - b.e.p.contador_carrito) ||
      dir * (a.e.p.calificacion - b.e.p.calificacion),
    precio: (a, b) => dir * (a.e.p.precio_cents - b.e.p.precio_cents),
    nombre: (a, b) => dir * byName(a.e, b.e),
    calificacion: (a, b) =>
      dir * (a.e.p.calificacion - b.e.p.calificacion) || dir * (a.e.p.num_resenas - b.e.p.num_resenas),
    nuevos: (a, b) => dir * a.e.p.created_at.localeCompare(b.e.p.created_at),
    descuento: (a, b) => dir * (a.e.descuento - b.e.descuento),
    popularidad: (a, b) => dir * (a.e.p.contador_carrito - b.e.p.contador_carrito),
  };
  const primary = cmp[q.orden]!;
  pool.sort((a, b) => primary(a, b) || byName(a.e, b.e) || a.e.p.id.localeCompare(b.e.p.id));
}

/** `failed` null: matches every filter; otherwise the one dimension it fails. */
function facets(candidates: Array<{ e: Entry; failed: Dimension | null }>): Facetas {
  const counting = (dim: Dimension) => candidates.filter((c) => c.failed === null || c.failed === dim).map((c) => c.e);
  const count = (dim: Dimension, values: (e: Entry) => Array<[string, string]>): FacetaOpcion[] => {
    const counts = new Map<string, FacetaOpcion>();
    for (const e of counting(dim)) {
      for (const [valor, nombre] of values(e)) {
        const opt = counts.get(valor) ?? { nombre, valor, cantidad: 0 };
        opt.cantidad++;
        counts.set(valor, opt);
      }
    }
    return [...counts.values()].sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, "es"));
  };
  const prices = counting("precio").map((e) => e.p.precio_cents);
  const byRating = counting("calificacion");
  return {
    categorias: count("categoria", (e) => [[e.p.categoria_id, e.p.categoria_nombre]]),
    subcategorias: count("subcategoria", (e) => [[e.p.subcategoria_id, e.p.subcategoria_nombre]]),
    estilos: count("estilo", (e) => [[e.p.estilo_id, e.p.estilo_nombre]]),
    marcas: count("marca", (e) => [[e.p.marca_id, e.p.marca_nombre]]),
    colores: count("color", (e) => e.p.colores.map((c) => [c, c] as [string, string])),
    tallas: count("talla", (e) => e.p.tallas.map((t) => [t, t] as [string, string])),
    calificaciones: [4, 3, 2, 1].map((n) => ({
      nombre: n === 1 ? "1 estrella o más" : `${n} estrellas o más`,
      valor: String(n),
      cantidad: byRating.filter((e) => e.p.calificacion >= n).length,
    })),
    en_stock: counting("stock").filter((e) => e.stock > 0).length,
    precio: {
      min: prices.length ? prices.reduce((a, b) => Math.min(a, b)) / 100 : 0,
      max: prices.length ? prices.reduce((a, b) => Math.max(a, b)) / 100 : 0,
    },
  };
}
