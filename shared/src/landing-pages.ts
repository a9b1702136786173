/**
 * The pages a shopper lands on from a link (the shopper pages of docs/performance.md, "Budgets"), by
 * path as the SPA's router serves them. Each has an HTML file of its own (`landingHtmlPath`): the
 * SPA's index.html with that page's chunks and styles listed as preloads, so the browser requests
 * them while it reads the HTML instead of once the entry has run (web/build/preload-app.ts). The
 * local server and CloudFront's viewer-request function (infra/lib/site-headers.ts) serve it for
 * the page's paths; the entry starts loading the page's chunk before the first render
 * (web/src/app/route-preload.ts).
 */
export const LANDING_PAGES = [
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

/** Where the build writes a landing page's HTML, from the site's root. */
export const landingHtmlFile = (page: LandingPage): string => `landing/${page}.html`;

/** The HTML file to answer a client route's path with: its landing page's, else index.html. */
export function spaHtmlFile(pathname: string): string {
  const page = landingPage(pathname);
  return page ? landingHtmlFile(page) : "index.html";
}
