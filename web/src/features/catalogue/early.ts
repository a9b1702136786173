/**
 * Front door for what a catalogue page asks the API for before its code has loaded
 * (app/landing-requests.ts): plain functions, no React, so the entry can import them.
 */
import { buildQuery } from "@/lib/api-client";
import { productListUrl } from "@/features/products";
import { parseCatalogueParams, SEARCH_SORTS, SHOP_SORTS } from "./api/catalogue-url";
import { catalogueRequest, type CatalogueRequestOptions } from "./api/catalogue-request";

/**
 * The URL of the list a catalogue page requests first, as CatalogueView builds it:
 * /tienda and /tienda/{categoria} (shop-route.tsx) and /buscar (search-route.tsx). A segment
 * after /tienda is taken for a category; for a style the guess is one unused request.
 */
export function catalogueFirstUrl(page: "shop" | "search", pathname: string, search: string): string | undefined {
  const sp = new URLSearchParams(search);
  const segment = page === "shop" ? pathname.split("/").filter(Boolean)[1] : undefined;
  const options: CatalogueRequestOptions =
    page === "shop"
      ? { sorts: SHOP_SORTS, defaultSort: "featured", fixed: segment ? { categoria: decodeURIComponent(segment) } : {} }
      : { sorts: SEARCH_SORTS, defaultSort: "relevance", search: true };
  const request = catalogueRequest(parseCatalogueParams(sp, options.defaultSort), options);
  if (request.kind === "search")
    return request.q
      ? `/api/productos/buscar${buildQuery({ q: request.q, limite: request.limite, pagina: request.pagina })}`
      : undefined;
  return request.enabled ? productListUrl(request.params) : undefined;
}
