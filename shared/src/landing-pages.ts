/**
 * The pages a shopper lands on from a link (the shopper pages docs/performance.md measures), by
 * path as router.tsx serves them. main.tsx starts loading their chunk before the first render
 * (./route-preload.ts).
 */
const LANDING_PAGES = [
  { page: "home", pattern: /^\/$/ },
  { page: "shop", pattern: /^\/tienda(\/[^/]+)?\/?$/ },
  { page: "search", pattern: /^\/buscar\/?$/ },
  { page: "product", pattern: /^\/producto\/[^/]+\/?$/ },
  { page: "offers", pattern: /^\/ofertas\/?$/ },
  { page: "cart", pattern: /^\/carrito\/?$/ },
  { page: "checkout", pattern: /^\/carrito\/pago\/?$/ },
] as const;

export type LandingPage = (typeof LANDING_PAGES)[number]["page"];

/** Which landing page `pathname` is, if any. */
export function landingPage(pathname: string): LandingPage | undefined {
  return LANDING_PAGES.find(({ pattern }) => pattern.test(pathname))?.page;
}
