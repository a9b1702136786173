import type { ProductListParams } from "@/features/products";

/**
 * What /ofertas reads: every discounted product, biggest discount first (the page filters, counts
 * and sorts that set in the browser), 100 per call. Shared by the page and the entry's early
 * request (../early.ts), so both ask for the same URL.
 */
export const OFFERS_PARAMS: ProductListParams = { en_oferta: true, orden: "descuento" };
export const ALL_PRODUCTS_PAGE_SIZE = 100;
