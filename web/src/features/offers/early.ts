/**
 * Front door for what /ofertas asks the API for before its code has loaded
 * (app/landing-requests.ts): plain functions, no React, so the entry can import them.
 */
import { productListUrl } from "@/features/products";
import { ALL_PRODUCTS_PAGE_SIZE, OFFERS_PARAMS } from "./api/offers-request";

/** The first page of the offers, as useAllProducts requests it. */
export function offersFirstUrl(): string {
  return productListUrl({ ...OFFERS_PARAMS, limite: ALL_PRODUCTS_PAGE_SIZE, pagina: 1 });
}
