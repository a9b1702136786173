import type { ProductRecord } from "../domain/catalogue/product-record";
import { escapeXml } from "./html";
import { FIXED_LISTINGS } from "./site-pages";
import { pageUrl } from "./site-urls";

export interface SitemapInput {
  /** The active products (the catalogue's copy). */
  products: readonly ProductRecord[];
  /** The visible categories and the styles, by id. */
  categories: readonly { id: string }[];
  styles: readonly { id: string }[];
  /** The info pages that are written (a slug without a page is a 404, so it is not listed). */
  infoPages: readonly { slug: string; actualizado_en: string | null }[];
}

interface Entry {
  path: string;
  lastmod?: string;
}

/** The newest updated_at among `products`, as a day (sitemaps take W3C dates). */
function newest(products: readonly ProductRecord[]): string | undefined {
  let max = "";
  for (const p of products) if (p.updated_at > max) max = p.updated_at;
  return max ? max.slice(0, 10) : undefined;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * /sitemap.xml: the home, the fixed listings (not the search), every visible category, every
 * style, every active product and every written info page. A product's lastmod is its own
 * updated_at; a listing's is its newest product's; an info page's is when it was last written.
 */
export function sitemapXml(origin: string, input: SitemapInput): string {
  const { products } = input;
  const byCategory = groupBy(products, (p) => p.categoria_id);
  const byStyle = groupBy(products, (p) => p.estilo_id);
  const entries: Entry[] = [
    { path: "/", lastmod: newest(products) },
    ...Object.entries(FIXED_LISTINGS)
      .filter(([, listing]) => !listing.noindex)
      .map(([path]) => ({ path, lastmod: newest(products) })),
    ...input.categories.map((c) => ({
      path: `/tienda/${encodeURIComponent(c.id)}`,
      lastmod: newest(byCategory.get(c.id) ?? []),
    })),
    ...input.styles.map((s) => ({
      path: `/categoria/${encodeURIComponent(s.id)}`,
      lastmod: newest(byStyle.get(s.id) ?? []),
    })),
    ...products.map((p) => ({ path: `/producto/${encodeURIComponent(p.id)}`, lastmod: p.updated_at.slice(0, 10) })),
    ...input.infoPages.map((p) => ({ path: `/${p.slug}`, lastmod: p.actualizado_en?.slice(0, 10) })),
  ];
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(pageUrl(origin, e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The areas that are one shopper's own or the admin's: never worth a crawler's visit. */
export const DISALLOWED_PATHS = ["/admin", "/perfil", "/carrito", "/pedido", "/login", "/registro", "/api/"] as const;

/** /robots.txt: the shop open to every crawler, the private areas closed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${pageUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
