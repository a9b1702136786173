import type { Facetas, FacetaOpcion } from "@tienda/shared/schemas/catalogue";
import { discountPercentCents } from "@tienda/shared/rules/pricing";
import { pageBounds } from "@tienda/shared/rules/pagination";
import { sizesInStock, totalStock, type ProductRecord } from "./product-record";
import { SearchIndex } from "./search-index";
import type { ListQuery, Sort } from "@tienda/shared/schemas/catalogue-shapes";
import {
  and,
  bitsWhere,
  count,
  countAnd,
  emptyBits,
  firstAnd,
  forEachAnd,
  fullBits,
  hasBit,
  or,
  setBit,
  type Bits,
} from "./bitset";

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

export interface ListResult {
  productos: ProductRecord[];
  total: number;
  pagina: number;
  limite: number;
  paginas: number;
  facetas: Facetas;
}

/**
 * The facet option names are compared as `localeCompare(…, "es")` does. The collator is made on
 * the first comparison: making one costs about 7 ms, and half the functions load this module
 * (issue 49, item 5) while only those that build an index compare names.
 */
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator("es")).compare(a, b);

/** Derived filter sets (price ranges, rating thresholds) kept per index; bounded. */
const MAX_MEMO = 256;

interface FacetValue {
  valor: string;
  /** Products that have this value. */
  bits: Bits;
  /** The name every product gives it, or null if they disagree (then the first counted product's name is shown). */
  nombre: string | null;
}

/** One facet dimension: value → the set of products having it. */
class Facet {
  readonly values = new Map<string, FacetValue>();

  constructor(
    private readonly n: number,
    readonly pairs: (p: ProductRecord) => ReadonlyArray<readonly [string, string]>,
    products: readonly ProductRecord[],
  ) {
    products.forEach((p, i) => {
      for (const [valor, nombre] of pairs(p)) {
        let v = this.values.get(valor);
        if (!v) this.values.set(valor, (v = { valor, bits: emptyBits(n), nombre }));
        else if (v.nombre !== nombre) v.nombre = null;
        setBit(v.bits, i);
      }
    });
  }

  /** Products having any of `valores`. */
  select(valores: readonly string[]): Bits {
    const sets = valores.map((v) => this.values.get(v)?.bits).filter((b): b is Bits => b !== undefined);
    if (sets.length === 0) return emptyBits(this.n);
    return sets.length === 1 ? sets[0]! : or(sets);
  }
}

/**
 * The active catalogue held in memory, with a search index. Pure: built from
 * records, queried with a parsed ListQuery; the data layer decides when to rebuild.
 *
 * Everything a request needs that does not depend on the request is built here,
 * once per catalogue version: a bitset of products per facet value and per flag
 * (in stock, on offer, best seller, rating thresholds), and the full catalogue
 * order of each sort (on first use). A request then ANDs a few bitsets, counts
 * facets with popcounts, and walks a precomputed order only until its page is
 * full. The answers are those of the plain per-product walk it replaced
 * (tests/unit/functions/catalogue/catalogue-index-equivalence.test.ts).
 */
export class CatalogueIndex {
  /** Active products; a product's position here is its bit in every set. */
  readonly products: readonly ProductRecord[];
  private readonly n: number;
  private readonly search: SearchIndex;
  private readonly byId: Map<string, ProductRecord>;

  private readonly price: Float64Array;
  private readonly rating: Float64Array;
  private readonly carts: Float64Array;
  private readonly reviews: Float64Array;
  private readonly discount: Float64Array;
  /** Position in Spanish alphabetical order of the name, computed once: Intl collation per comparison is slow. */
  private readonly nameRank: Int32Array;

  private readonly all: Bits;
  private readonly inStock: Bits;
  private readonly onOffer: Bits;
  private readonly bestSeller: Bits;
  /** ratingAtLeast[n]: rated n or more, for the rating facet (n = 1..4). */
  private readonly ratingAtLeast: Bits[];
  private readonly facets: Record<"categoria" | "subcategoria" | "estilo" | "marca" | "color" | "talla", Facet>;
  /** Positions by price (for the facet's min/max) and by creation time (for `dias`). */
  private readonly byPrice: Int32Array;
  private readonly byCreated: Int32Array;

  private readonly orders = new Map<string, Int32Array>();
  private readonly memo = new Map<string, Bits>();

  constructor(records: readonly ProductRecord[]) {
    const products = records.filter((p) => p.activo);
    const n = products.length;
    this.products = products;
    this.n = n;
    this.search = new SearchIndex(products);
    this.byId = new Map(products.map((p) => [p.id, p]));

    const numbers = (f: (p: ProductRecord) => number) => Float64Array.from(products, f);
    this.price = numbers((p) => p.precio_cents);
    this.rating = numbers((p) => p.calificacion);
    this.carts = numbers((p) => p.contador_carrito);
    this.reviews = numbers((p) => p.num_resenas);
    this.discount = numbers((p) =>
      p.precio_original_cents ? discountPercentCents(p.precio_original_cents, p.precio_cents) : 0,
    );
    const stock = numbers(totalStock);

    const positions = () => Int32Array.from(products, (_p, i) => i);
    this.nameRank = new Int32Array(n);
    positions()
      .sort((a, b) => compareNames(products[a]!.nombre, products[b]!.nombre) || a - b)
      .forEach((i, rank) => (this.nameRank[i] = rank));
    this.byPrice = positions().sort((a, b) => this.price[a]! - this.price[b]!);
    this.byCreated = positions().sort((a, b) => cmpStrings(products[a]!.created_at, products[b]!.created_at));

    this.all = fullBits(n);
    this.inStock = bitsWhere(n, (i) => stock[i]! > 0);
    this.onOffer = bitsWhere(n, (i) => this.discount[i]! > 0);
    this.bestSeller = bitsWhere(
      n,
      (i) => this.carts[i]! > BEST_SELLER_MIN_CARTS || this.rating[i]! >= BEST_SELLER_MIN_RATING,
    );
    this.ratingAtLeast = [0, 1, 2, 3, 4].map((min) => bitsWhere(n, (i) => this.rating[i]! >= min));

    const facet = (pairs: (p: ProductRecord) => ReadonlyArray<readonly [string, string]>) =>
      new Facet(n, pairs, products);
    this.facets = {
      categoria: facet((p) => [[p.categoria_id, p.categoria_nombre]]),
      subcategoria: facet((p) => [[p.subcategoria_id, p.subcategoria_nombre]]),
      estilo: facet((p) => [[p.estilo_id, p.estilo_nombre]]),
      marca: facet((p) => [[p.marca_id, p.marca_nombre]]),
      color: facet((p) => p.colores.map((c) => [c, c] as const)),
      // A size filters (and counts) the products that have it in stock in some colour.
      talla: facet((p) => sizesInStock(p).map((t) => [t, t] as const)),
    };
  }

  get(id: string): ProductRecord | undefined {
    return this.byId.get(id);
  }

  list(q: ListQuery, now: Date = new Date()): ListResult {
    // The pool: the whole catalogue, or the search hits (in relevance order) when there is a query.
    let pool = this.all;
    let hits: Array<{ i: number; score: number }> | null = null;
    if (q.q) {
      hits = this.search.searchPositions(q.q);
      pool = emptyBits(this.n);
      for (const h of hits) setBit(pool, h.i);
    }

    const filters = this.filters(q, now);
    const matching = and([pool, ...filters.map(([, b]) => b)]);
    // A facet counts the pool under every filter but its own (so sibling options keep their counts).
    const countingFor = (dim: Dimension): Bits =>
      filters.some(([d]) => d === dim)
        ? and([pool, ...filters.filter(([d]) => d !== dim).map(([, b]) => b)])
        : matching;

    const { start, end, ...page } = pageBounds(count(matching), q.pagina, q.limite);
    return {
      productos: this.page(matching, hits, q, start, end).map((i) => this.products[i]!),
      ...page,
      facetas: this.facetCounts(countingFor, hits),
    };
  }

  /** The filters the query sets, one bitset per dimension. */
  private filters(q: ListQuery, now: Date): Array<[Dimension, Bits]> {
    const out: Array<[Dimension, Bits]> = [];
    const some = (values: string[] | undefined): values is string[] => values !== undefined && values.length > 0;
    if (some(q.categoria)) out.push(["categoria", this.facets.categoria.select(q.categoria)]);
    if (some(q.subcategoria)) out.push(["subcategoria", this.facets.subcategoria.select(q.subcategoria)]);
    // The navigation's style 'gimnasio' is the 'deportes' style of the catalogue.
    if (some(q.estilo))
      out.push([
        "estilo",
        this.facets.estilo.select(q.estilo.includes("gimnasio") ? [...q.estilo, "deportes"] : q.estilo),
      ]);
    if (some(q.marca)) out.push(["marca", this.facets.marca.select(q.marca)]);
    if (some(q.color)) out.push(["color", this.facets.color.select(q.color)]);
    if (some(q.talla)) out.push(["talla", this.facets.talla.select(q.talla)]);
    if (q.calificacion_min !== undefined) {
      const min = q.calificacion_min;
      out.push([
        "calificacion",
        this.memoized(`calificacion ${min}`, () => bitsWhere(this.n, (i) => this.rating[i]! >= min)),
      ]);
    }
    if (q.en_stock) out.push(["stock", this.inStock]);
    const min = q.precio_min !== undefined ? Math.round(q.precio_min * 100) : undefined;
    const max = q.precio_max !== undefined ? Math.round(q.precio_max * 100) : undefined;
    if (min !== undefined || max !== undefined || q.en_oferta) {
      const inRange =
        min === undefined && max === undefined
          ? this.all
          : this.memoized(`precio ${min} ${max}`, () =>
              bitsWhere(
                this.n,
                (i) => (min === undefined || this.price[i]! >= min) && (max === undefined || this.price[i]! <= max),
              ),
            );
      out.push(["precio", q.en_oferta ? and([inRange, this.onOffer]) : inRange]);
    }
    // Page-level collections (best sellers, new arrivals) are not facets: one dimension for both.
    if (q.mas_vendidos || q.dias !== undefined) {
      const sets = q.mas_vendidos ? [this.bestSeller] : [];
      if (q.dias !== undefined)
        sets.push(this.createdSince(new Date(now.getTime() - q.dias * 86_400_000).toISOString()));
      out.push(["coleccion", sets.length === 1 ? sets[0]! : and(sets)]);
    }
    return out;
  }

  private memoized(key: string, build: () => Bits): Bits {
    let b = this.memo.get(key);
    if (!b) {
      if (this.memo.size >= MAX_MEMO) this.memo.clear();
      this.memo.set(key, (b = build()));
    }
    return b;
  }

  /** Products with `created_at >= since` (string order, as ISO dates compare). */
  private createdSince(since: string): Bits {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.products[this.byCreated[mid]!]!.created_at >= since) hi = mid;
      else lo = mid + 1;
    }
    const b = emptyBits(this.n);
    for (let k = lo; k < this.n; k++) setBit(b, this.byCreated[k]!);
    return b;
  }

  /** Positions [start, end) of `matching` in the query's order. */
  private page(
    matching: Bits,
    hits: Array<{ i: number; score: number }> | null,
    q: ListQuery,
    start: number,
    end: number,
  ): number[] {
    if (start >= end) return [];
    const dir = q.direccion === "asc" ? 1 : -1;
    if (hits && q.orden === "relevancia") {
      return hits
        .filter((h) => hasBit(matching, h.i))
        .sort((a, b) => dir * (a.score - b.score) || this.tieBreak(a.i, b.i))
        .slice(start, end)
        .map((h) => h.i);
    }
    // The catalogue's full order for this sort, cut down to the matching products until the page is full.
    const out: number[] = [];
    let seen = 0;
    for (const i of this.order(q.orden, dir)) {
      if (!hasBit(matching, i)) continue;
      if (seen >= start) out.push(i);
      if (++seen >= end) break;
    }
    return out;
  }

  /** Name in Spanish order, then id: what orders products the sort itself leaves equal. */
  private tieBreak(a: number, b: number): number {
    return this.nameRank[a]! - this.nameRank[b]! || this.products[a]!.id.localeCompare(this.products[b]!.id);
  }

  /** Every active product in the order of a sort, built on first use. Without a query, relevance ties everywhere. */
  private order(orden: Sort, dir: 1 | -1): Int32Array {
    const key = `${orden} ${dir}`;
    let order = this.orders.get(key);
    if (!order) {
      const p = this.products;
      const primary: Record<Sort, (a: number, b: number) => number> = {
        relevancia: () => 0,
        // Featured: what is in stock first, then what shoppers add most, then best rated.
        destacados: (a, b) =>
          dir * (Number(hasBit(this.inStock, a)) - Number(hasBit(this.inStock, b))) ||
          dir * (this.carts[a]! - this.carts[b]!) ||
          dir * (this.rating[a]! - this.rating[b]!),
        precio: (a, b) => dir * (this.price[a]! - this.price[b]!),
        nombre: (a, b) => dir * (this.nameRank[a]! - this.nameRank[b]!),
        calificacion: (a, b) =>
          dir * (this.rating[a]! - this.rating[b]!) || dir * (this.reviews[a]! - this.reviews[b]!),
        nuevos: (a, b) => dir * p[a]!.created_at.localeCompare(p[b]!.created_at),
        descuento: (a, b) => dir * (this.discount[a]! - this.discount[b]!),
        popularidad: (a, b) => dir * (this.carts[a]! - this.carts[b]!),
      };
      const cmp = primary[orden];
      order = Int32Array.from(p, (_p, i) => i).sort((a, b) => cmp(a, b) || this.tieBreak(a, b));
      this.orders.set(key, order);
    }
    return order;
  }

  private facetCounts(
    countingFor: (dim: Dimension) => Bits,
    hits: Array<{ i: number; score: number }> | null,
  ): Facetas {
    // Where a product stands in the pool, for the rare ties below: position without a query, hit order with one.
    let hitRank: Map<number, number> | undefined;
    const poolRank = (i: number) => (hits ? (hitRank ??= new Map(hits.map((h, r) => [h.i, r]))).get(i)! : i);
    /** The first product of the pool counted for a value: it names the option if names disagree. */
    const firstCounted = (counting: Bits, v: FacetValue): number => {
      if (!hits) return firstAnd(counting, v.bits);
      let best = -1;
      forEachAnd(counting, v.bits, (i) => {
        if (best < 0 || poolRank(i) < poolRank(best)) best = i;
      });
      return best;
    };

    const options = (dim: keyof CatalogueIndex["facets"]): FacetaOpcion[] => {
      const f = this.facets[dim];
      const counting = countingFor(dim);
      const found: Array<{ opt: FacetaOpcion; v: FacetValue; first?: number }> = [];
      for (const v of f.values.values()) {
        const cantidad = countAnd(counting, v.bits);
        if (cantidad === 0) continue;
        const item: { opt: FacetaOpcion; v: FacetValue; first?: number } = {
          opt: { nombre: "", valor: v.valor, cantidad },
          v,
        };
        if (v.nombre === null) {
          item.first = firstCounted(counting, v);
          item.opt.nombre = f.pairs(this.products[item.first]!).find(([valor]) => valor === v.valor)![1];
        } else item.opt.nombre = v.nombre;
        found.push(item);
      }
      // Most products first, then by name; options still equal keep the order the pool meets them in.
      const met = (x: (typeof found)[number]) => {
        const i = (x.first ??= firstCounted(counting, x.v));
        return [poolRank(i), f.pairs(this.products[i]!).findIndex(([valor]) => valor === x.v.valor)] as const;
      };
      found.sort((a, b) => {
        const d = b.opt.cantidad - a.opt.cantidad || compareNames(a.opt.nombre, b.opt.nombre);
        if (d) return d;
        const [ra, ka] = met(a);
        const [rb, kb] = met(b);
        return ra - rb || ka - kb;
      });
      return found.map((x) => x.opt);
    };

    const byRating = countingFor("calificacion");
    const forPrice = countingFor("precio");
    return {
      categorias: options("categoria"),
      subcategorias: options("subcategoria"),
      estilos: options("estilo"),
      marcas: options("marca"),
      colores: options("color"),
      tallas: options("talla"),
      calificaciones: [4, 3, 2, 1].map((n) => ({
        nombre: n === 1 ? "1 estrella o más" : `${n} estrellas o más`,
        valor: String(n),
        cantidad: countAnd(byRating, this.ratingAtLeast[n]!),
      })),
      en_stock: countAnd(countingFor("stock"), this.inStock),
      precio: this.priceRange(forPrice),
    };
  }

  /** Lowest and highest price among a set, walking the price order from each end. */
  private priceRange(set: Bits): { min: number; max: number } {
    let lo = 0;
    while (lo < this.n && !hasBit(set, this.byPrice[lo]!)) lo++;
    if (lo === this.n) return { min: 0, max: 0 };
    let hi = this.n - 1;
    while (!hasBit(set, this.byPrice[hi]!)) hi--;
    return { min: this.price[this.byPrice[lo]!]! / 100, max: this.price[this.byPrice[hi]!]! / 100 };
  }
}

function cmpStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
