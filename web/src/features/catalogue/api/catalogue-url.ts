/**
 * Catalogue filters, sort and page kept in the URL so a shared link or the back button
 * restores them (pure: no imports, unit-tested).
 */
export const PRICE_MIN = 0;
export const PRICE_MAX = 500;
export const SHOP_PAGE_SIZE = 12;
export const RATING_OPTIONS = [4, 3, 2, 1] as const;
/** Window of the new products list (companion spec: products of the last 30 days). */
export const NEW_PRODUCTS_DAYS = 30;

export interface CatalogueFilters {
  categorias: string[];
  subcategoria: string;
  colores: string[];
  tallas: string[];
  precio: [number, number];
  valoracionMinima: number;
  enStock: boolean;
}

export interface CatalogueState {
  filters: CatalogueFilters;
  orden: string;
  pagina: number;
  q: string;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  categorias: [],
  subcategoria: "",
  colores: [],
  tallas: [],
  precio: [PRICE_MIN, PRICE_MAX],
  valoracionMinima: 0,
  enStock: false,
};

function list(sp: URLSearchParams, key: string): string[] {
  return sp
    .getAll(key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

function clampInt(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || raw === "") return fallback;
  const n = Math.round(Number(raw));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export function parseCatalogueParams(sp: URLSearchParams, defaultSort: string): CatalogueState {
  const lo = clampInt(sp.get("precio_min"), PRICE_MIN, PRICE_MAX, PRICE_MIN);
  const hi = clampInt(sp.get("precio_max"), PRICE_MIN, PRICE_MAX, PRICE_MAX);
  return {
    filters: {
      categorias: list(sp, "categoria"),
      // `category` is the spec's default style-tile parameter (/tienda/casual?category=trajes).
      subcategoria: sp.get("subcategoria") ?? sp.get("category") ?? "",
      colores: list(sp, "color"),
      tallas: list(sp, "talla"),
      precio: [Math.min(lo, hi), Math.max(lo, hi)],
      valoracionMinima: clampInt(sp.get("valoracion"), 0, 5, 0),
      enStock: sp.get("stock") === "1",
    },
    orden: sp.get("orden") || defaultSort,
    pagina: clampInt(sp.get("pagina"), 1, 10_000, 1),
    q: sp.get("q") ?? "",
  };
}

/** Serialises only non-default values, in a stable order. */
export function catalogueSearchParams(s: CatalogueState, defaultSort: string): URLSearchParams {
  const sp = new URLSearchParams();
  if (s.q) sp.set("q", s.q);
  if (s.filters.categorias.length) sp.set("categoria", s.filters.categorias.join(","));
  if (s.filters.subcategoria) sp.set("subcategoria", s.filters.subcategoria);
  if (s.filters.colores.length) sp.set("color", s.filters.colores.join(","));
  if (s.filters.tallas.length) sp.set("talla", s.filters.tallas.join(","));
  if (s.filters.precio[0] > PRICE_MIN) sp.set("precio_min", String(s.filters.precio[0]));
  if (s.filters.precio[1] < PRICE_MAX) sp.set("precio_max", String(s.filters.precio[1]));
  if (s.filters.valoracionMinima > 0) sp.set("valoracion", String(s.filters.valoracionMinima));
  if (s.filters.enStock) sp.set("stock", "1");
  if (s.orden && s.orden !== defaultSort) sp.set("orden", s.orden);
  if (s.pagina > 1) sp.set("pagina", String(s.pagina));
  return sp;
}

export function countActiveFilters(f: CatalogueFilters): number {
  return (
    f.categorias.length +
    (f.subcategoria ? 1 : 0) +
    f.colores.length +
    f.tallas.length +
    (f.precio[0] > PRICE_MIN || f.precio[1] < PRICE_MAX ? 1 : 0) +
    (f.valoracionMinima > 0 ? 1 : 0) +
    (f.enStock ? 1 : 0)
  );
}

/** Page resets to 1 whenever filters or sorting change (spec, shop catalogue). */
export function withFilters(s: CatalogueState, filters: CatalogueFilters): CatalogueState {
  return { ...s, filters, pagina: 1 };
}

export function withSort(s: CatalogueState, orden: string): CatalogueState {
  return { ...s, orden, pagina: 1 };
}

export function toggleValue(values: readonly string[], v: string): string[] {
  return values.includes(v) ? values.filter((x) => x !== v) : [...values, v];
}

export interface SortOption {
  value: string;
  label: string;
  orden?: string;
  direccion?: "asc" | "desc";
}

/** Shop sorts (spec: featured, price-low, price-high, name, rating, newest). */
export const SHOP_SORTS: SortOption[] = [
  { value: "featured", label: "Destacados", orden: "destacados" },
  { value: "price-low", label: "Precio: menor a mayor", orden: "precio", direccion: "asc" },
  { value: "price-high", label: "Precio: mayor a menor", orden: "precio", direccion: "desc" },
  { value: "name", label: "Nombre A-Z", orden: "nombre", direccion: "asc" },
  { value: "rating", label: "Mejor valorados", orden: "calificacion", direccion: "desc" },
  { value: "newest", label: "Más recientes", orden: "nuevos", direccion: "desc" },
];

/** Search sorts (spec: relevance, price-low, price-high, rating, name). */
export const SEARCH_SORTS: SortOption[] = [
  { value: "relevance", label: "Relevancia" },
  { value: "price-low", label: "Precio: menor a mayor", orden: "precio", direccion: "asc" },
  { value: "price-high", label: "Precio: mayor a menor", orden: "precio", direccion: "desc" },
  { value: "rating", label: "Mejor valorados", orden: "calificacion", direccion: "desc" },
  { value: "name", label: "Nombre A-Z", orden: "nombre", direccion: "asc" },
];

/** New products list (companion spec: recientes default, precio-menor, precio-mayor, calificacion, nombre). */
export const NEW_PRODUCTS_SORTS: SortOption[] = [
  { value: "recientes", label: "Más recientes", orden: "nuevos", direccion: "desc" },
  { value: "precio-menor", label: "Precio: menor a mayor", orden: "precio", direccion: "asc" },
  { value: "precio-mayor", label: "Precio: mayor a menor", orden: "precio", direccion: "desc" },
  { value: "calificacion", label: "Mejor valorados", orden: "calificacion", direccion: "desc" },
  { value: "nombre", label: "Nombre A-Z", orden: "nombre", direccion: "asc" },
];

/** Best sellers (companion spec: popularity, price-asc, price-desc, rating, name). */
export const BEST_SELLER_SORTS: SortOption[] = [
  { value: "popularity", label: "Más populares", orden: "popularidad", direccion: "desc" },
  { value: "price-asc", label: "Precio: menor a mayor", orden: "precio", direccion: "asc" },
  { value: "price-desc", label: "Precio: mayor a menor", orden: "precio", direccion: "desc" },
  { value: "rating", label: "Mejor valorados", orden: "calificacion", direccion: "desc" },
  { value: "name", label: "Nombre A-Z", orden: "nombre", direccion: "asc" },
];
