import { spaHtmlFile } from "@tienda/shared/landing-pages";
import { getCatalogue } from "../data/catalogue-cache";
import { listCategories } from "../data/categories";
import { listStyles } from "../data/styles";
import { listInfoPages } from "../data/content";
import { injectPage } from "./head";
import { escapeHtml } from "./html";
import { resolvePage, type PageSources } from "./resolve-page";
import { robotsTxt, sitemapXml } from "./sitemap";
import { tablePageSources } from "./page-sources";

/**
 * How long the edge keeps a page, and how long after that it may still hand out the old copy while
 * it fetches a new one. Together they bound how old a price in the HTML can be: 60 s, the offers
 * job's granularity (shared/src/jobs.ts, every minute). A product whose offer starts or ends
 * sooner gets an edge lifetime that ends then, and no stale window (product-page.ts).
 * Browsers revalidate every time (max-age=0): the HTML names the build's hashed files.
 */
export const PAGE_EDGE_SECONDS = 30;
export const PAGE_STALE_SECONDS = 30;

const cacheControl = (edgeSeconds: number, staleSeconds: number) =>
  `public, max-age=0, s-maxage=${edgeSeconds}, stale-while-revalidate=${staleSeconds}`;

/** Reads one file of the built SPA ('index.html', 'landing/product.html'); null when missing. */
export type SiteFiles = (file: string) => Promise<string | null>;

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderInput {
  path: string;
  /** The query string without '?' (the edge forwards only LISTING_QUERY_PARAMS). */
  query?: string;
  origin: string;
  now?: Date;
  files: SiteFiles;
  sources?: PageSources;
}

const NOT_BUILT = "La web no está construida: ejecuta `npm run build`.";

/**
 * The answer to a GET of a page, /sitemap.xml or /robots.txt: the same code in the renderer Lambda
 * (behind CloudFront) and in the local server (scripts/local/app-server.ts).
 */
export async function renderRequest(input: RenderInput): Promise<PageAnswer> {
  const { path, origin } = input;
  const now = input.now ?? new Date();
  const edge = cacheControl(PAGE_EDGE_SECONDS, PAGE_STALE_SECONDS);
  if (path === "/robots.txt") {
    return {
      status: 200,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": edge },
      body: robotsTxt(origin),
    };
  }
  if (path === "/sitemap.xml") {
    const [catalogue, categories, styles, pages] = await Promise.all([
      getCatalogue(),
      listCategories(),
      listStyles(),
      listInfoPages(),
    ]);
    const body = sitemapXml(origin, {
      products: catalogue.products,
      categories,
      styles,
      infoPages: pages,
    });
    return { status: 200, headers: { "content-type": "application/xml; charset=utf-8", "cache-control": edge }, body };
  }

  const sources = input.sources ?? tablePageSources;
  const storeName = (await sources.storeName?.()) ?? null;
  const page = await resolvePage(
    { path, query: input.query, origin, now, maxEdgeSeconds: PAGE_EDGE_SECONDS, storeName },
    sources,
  );
  const template = (await input.files(spaHtmlFile(path))) ?? (await input.files("index.html"));
  if (template === null) {
    return {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      body: NOT_BUILT,
    };
  }
  const html = { "content-type": "text/html; charset=utf-8" };
  if (page === "plain") {
    return { status: 200, headers: { ...html, "cache-control": edge }, body: plainTitle(template, storeName) };
  }
  return {
    status: page.status,
    headers: {
      ...html,
      "cache-control": page.edgeSeconds !== undefined ? cacheControl(page.edgeSeconds, 0) : edge,
    },
    body: injectPage(template, page),
  };
}

/**
 * A client route's HTML as built, titled with the store's name until the SPA titles the page (the
 * build's '<title>' is the code's, not the owner's: a store without a name gets a neutral one),
 * and its og:site_name, from which the app learns the name without asking (web/src/lib/store-name.ts).
 */
function plainTitle(template: string, storeName: string | null): string {
  const tags = storeName
    ? `<title>${escapeHtml(storeName)}</title><meta property="og:site_name" content="${escapeHtml(storeName)}">`
    : "<title>Tienda online</title>";
  return template.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
}
