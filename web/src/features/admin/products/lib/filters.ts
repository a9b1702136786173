import type { ApiQueryParams } from "@tienda/shared/api-contract";

/**
 * The admin products page's search, filters, view and page kept in the URL (pure: unit-tested),
 * e.g. '/admin/productos?oferta=1', '/admin/productos?stock=bajo&categoria=ropa-hombre'.
 */
export const PRODUCT_PAGE_SIZES = [12, 24, 48, 96] as const;
export type ProductPageSize = (typeof PRODUCT_PAGE_SIZES)[number];
export type ProductView = "tarjetas" | "tabla";

export interface ProductFilters {
  q: string;
  categoria: string;
  oferta: boolean;
  stockBajo: boolean;
  pagina: number;
  limite: ProductPageSize;
  vista: ProductView;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  q: "",
  categoria: "",
  oferta: false,
  stockBajo: false,
  pagina: 1,
  limite: 12,
  vista: "tarjetas",
};

const SLUG = /^[a-z0-9-]{1,60}$/;

export function parseProductParams(sp: URLSearchParams): ProductFilters {
  const pagina = Number(sp.get("pagina"));
  const limite = Number(sp.get("limite"));
  const categoria = sp.get("categoria") ?? "";
  return {
    q: (sp.get("q") ?? "").trim().slice(0, 100),
    categoria: SLUG.test(categoria) ? categoria : "",
    oferta: sp.get("oferta") === "1",
    stockBajo: sp.get("stock") === "bajo",
    pagina: Number.isInteger(pagina) && pagina >= 1 && pagina <= 10_000 ? pagina : 1,
    limite: (PRODUCT_PAGE_SIZES as readonly number[]).includes(limite) ? (limite as ProductPageSize) : 12,
    vista: sp.get("vista") === "tabla" ? "tabla" : "tarjetas",
  };
}

/** Filters → URL (defaults left out). Other parameters of `keep` (e.g. an open editor) are kept. */
export function productSearchParams(f: ProductFilters, keep?: URLSearchParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (f.q) sp.set("q", f.q);
  if (f.categoria) sp.set("categoria", f.categoria);
  if (f.oferta) sp.set("oferta", "1");
  if (f.stockBajo) sp.set("stock", "bajo");
  if (f.pagina !== 1) sp.set("pagina", String(f.pagina));
  if (f.limite !== 12) sp.set("limite", String(f.limite));
  if (f.vista !== "tarjetas") sp.set("vista", f.vista);
  for (const k of ["stock_producto"]) {
    const v = keep?.get(k);
    if (v) sp.set(k, v);
  }
  return sp;
}

/** Any change other than the page itself (or the view) goes back to page 1. */
export function withProductFilters(f: ProductFilters, patch: Partial<ProductFilters>): ProductFilters {
  const next = { ...f, ...patch };
  const changed = (Object.keys(patch) as Array<keyof ProductFilters>).some(
    (k) => k !== "pagina" && k !== "vista" && patch[k] !== f[k],
  );
  if (changed && patch.pagina === undefined) next.pagina = 1;
  return next;
}

export function hasProductFilters(f: ProductFilters): boolean {
  return !!(f.q || f.categoria || f.oferta || f.stockBajo);
}

/** 'Reset': every filter and the page back to the defaults; the view and page size stay. */
export function resetProductFilters(f: ProductFilters): ProductFilters {
  return { ...DEFAULT_PRODUCT_FILTERS, vista: f.vista, limite: f.limite };
}

/** The GET /api/admin/productos query: the server searches, filters (low stock too) and pages. */
export function productsApiQuery(f: ProductFilters): ApiQueryParams<"GET /api/admin/productos"> {
  const query: ApiQueryParams<"GET /api/admin/productos"> = {};
  if (f.q) query.q = f.q;
  if (f.categoria) query.categoria = f.categoria;
  if (f.oferta) query.oferta = "1";
  if (f.stockBajo) query.stock = "bajo";
  query.limite = f.limite;
  query.pagina = f.pagina;
  return query;
}
