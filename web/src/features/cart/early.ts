/**
 * Front door for what /carrito asks the API for before its code has loaded
 * (app/landing-requests.ts): plain values and functions, no React, so the entry can import them
 * without the cart's store.
 */

/** The guest cart's storage key (spec §9 shop-cart-guest; the favourites feature keeps shop-favorites-guest). */
export const GUEST_CART_KEY = "shop-cart-guest";

/** The product of each line of a stored guest cart, once each, in the lines' order (as usePricedLines asks). */
export function cartProductUrls(lines: unknown): string[] {
  if (!Array.isArray(lines)) return [];
  const ids = new Set<string>();
  for (const line of lines) {
    const id = (line as { productoId?: unknown } | null)?.productoId;
    if (typeof id === "string" && id) ids.add(id);
  }
  return [...ids].map((id) => `/api/productos/producto/${encodeURIComponent(id)}`);
}
