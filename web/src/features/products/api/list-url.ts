import type { Sort } from "@tienda/shared/schemas/catalogue-shapes";
import { buildQuery, type ApiQueryParams, type QueryValue } from "@/lib/api-client";

type ListQuery = ApiQueryParams<"GET /api/productos">;

/**
 * Query parameters of GET /api/productos as the contract has them (README, "The API";
 * docs/data-model.md), with the sort named by one of the API's own orders.
 */
export type ProductListParams = Omit<ListQuery, "orden"> & { orden?: Sort };

/** Lists go comma-separated, as the API reads multi-select filters. */
export function toListQuery(p: ProductListParams): ListQuery {
  const q: Record<string, QueryValue> = {};
  for (const [k, v] of Object.entries(p)) {
    if (Array.isArray(v)) {
      if (v.length) q[k] = v.join(",");
    } else q[k] = v as QueryValue;
  }
  return q;
}

/** The URL apiCall requests for a product list (what the entry fetches ahead, app/landing-requests.ts). */
export function productListUrl(p: ProductListParams): string {
  return `/api/productos${buildQuery(toListQuery(p))}`;
}
