import { trimEnd } from "./html";

/**
 * The SPA's client routes (web/src/app/router.tsx) whose HTML carries no data of its own: the
 * renderer answers them 200 with the SPA's HTML as built. Any path that is neither one of these
 * nor a page the renderer describes is unknown, and answers 404. tests/unit/functions/seo-routes
 * checks this list against the router.
 */
export const PLAIN_SPA_ROUTES: readonly RegExp[] = [
  /^\/carrito$/,
  /^\/carrito\/pago$/,
  /^\/favoritos$/,
  /^\/login$/,
  /^\/registro$/,
  /^\/forgot-password$/,
  /^\/perfil$/,
  /^\/perfil\/pedido\/[^/]+$/,
  /^\/perfil\/confirmar-email$/,
  /^\/pedido\/[^/]+$/,
  /^\/newsletter\/confirmar$/,
  // The admin area routes its own sections (and is closed to crawlers by robots.txt).
  /^\/admin(\/.*)?$/,
];

/** '/ofertas/' → '/ofertas' (the router treats both alike); '/' stays. */
export function normalizePath(path: string): string {
  return path.length > 1 ? trimEnd(path, "/") || "/" : path;
}

/** One path segment decoded, or null when its %-escapes are malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
