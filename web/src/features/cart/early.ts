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
  return [...ids].map(cartProductUrl);
}

/** The URL a line's product is read by (the products feature's fetchProduct asks the same). */
export const cartProductUrl = (id: string): string => `/api/productos/producto/${encodeURIComponent(id)}`;

/**
 * Where this browser's cart was last seen: "guest" (the stored guest lines) or "account" (the
 * server's copy of a signed-in shopper). The session cookie is HttpOnly, so neither the cart page's
 * HTML (web/public/cart-paint.js draws its first view from it) nor the app before GET
 * /api/auth/sesion answers can know; useCart writes it whenever the session is known, so a known
 * guest's cart is drawn from the stored lines at once instead of after a skeleton.
 */
export const CART_OWNER_KEY = "shop-cart-owner";

export type CartOwner = "guest" | "account";

/** The stored owner, or undefined when unknown (never written, or anything else). */
export function cartOwner(stored: unknown): CartOwner | undefined {
  return stored === "guest" || stored === "account" ? stored : undefined;
}
