import type { ProductListParams } from "@/features/products";
import {
  countActiveFilters,
  PRICE_MAX,
  PRICE_MIN,
  SHOP_PAGE_SIZE,
  type CatalogueState,
  type SortOption,
} from "./catalogue-url";

export interface CatalogueRequestOptions {
  /** Parameters fixed by the route (categoria, estilo, marca, en_oferta...). */
  fixed?: Partial<ProductListParams>;
  sorts: SortOption[];
  defaultSort: string;
  /** The search page: q comes from the URL. */
  search?: boolean;
}

/** What a catalogue screen asks the API for, from its URL state: a filtered list, or a search. */
export type CatalogueRequest =
  | { kind: "list"; params: ProductListParams; enabled: boolean }
  | { kind: "search"; q: string; limite: number; pagina: number };

/**
 * The one place that turns a catalogue URL into its API request: CatalogueView queries it, and
 * the entry starts the same request before the page has loaded (app/landing-requests.ts).
 */
export function catalogueRequest(state: CatalogueState, o: CatalogueRequestOptions): CatalogueRequest {
  const fixed = o.fixed ?? {};
  const sort = o.sorts.find((s) => s.value === state.orden) ?? o.sorts.find((s) => s.value === o.defaultSort)!;
  const f = state.filters;
  const q = state.q.trim();
  // Plain relevance search without filters goes through the search endpoint (typo-tolerant ranking).
  if (o.search && !sort.orden && countActiveFilters(f) === 0)
    return { kind: "search", q, limite: SHOP_PAGE_SIZE, pagina: state.pagina };
  return {
    kind: "list",
    enabled: !o.search || q.length > 0,
    params: {
      ...fixed,
      categoria: f.categorias.length ? f.categorias : fixed.categoria,
      subcategoria: f.subcategoria || undefined,
      color: f.colores,
      talla: f.tallas,
      precio_min: f.precio[0] > PRICE_MIN ? f.precio[0] : undefined,
      precio_max: f.precio[1] < PRICE_MAX ? f.precio[1] : undefined,
      calificacion_min: f.valoracionMinima || undefined,
      en_stock: f.enStock || undefined,
      q: o.search ? q || undefined : fixed.q,
      orden: (sort.orden as ProductListParams["orden"]) ?? fixed.orden,
      direccion: sort.direccion ?? fixed.direccion,
      limite: SHOP_PAGE_SIZE,
      pagina: state.pagina,
    },
  };
}
