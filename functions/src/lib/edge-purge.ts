import { randomUUID } from "node:crypto";
import type { CloudFrontClient } from "@aws-sdk/client-cloudfront";
import { INFO_SLUGS } from "@tienda/shared/schemas/content-pages";
import { logger } from "./logger";

/**
 * After the admin changes what the storefront shows (categories, styles, products, content, info
 * pages, testimonials, contact settings, a review's visibility) or the offers job moves a price,
 * the edge's copies that show it are dropped, so no shopper or shared link gets the old menu, name
 * or price for the rest of their cache lifetime: the public API reads, and the rendered pages
 * (infra/lib/page-renderer.ts) whose HTML carries what changed. endpoint() calls it for routes
 * granted "cdn:invalidate", after a successful answer; the offers job after it moved a price.
 *
 * Each write names only the pages it changes, mostly as wildcards: CloudFront bills each path
 * (a wildcard counts as one) and keeps at most 15 wildcard paths in progress at once, so a burst
 * of the admin's saves must not spend them on pages that did not change. The home page and the
 * fixed listings (/ofertas, /tienda…) carry no data of the table and change only with a deploy; the
 * build's hashed files (/assets/*) never change under one name.
 *
 * Locally there is no edge (no DISTRIBUTION_ID): nothing to do. A failure is logged and the write
 * still succeeds: the copies then expire by themselves within the public cache lifetime.
 */

/** The public API reads (routes marked cache: "public"); every write changes some of them. */
export const API_READS = "/api/*";
export const SITEMAP = "/sitemap.xml";
/** Every product page: a category's name, a review's figures and a price are on each one. */
export const PRODUCT_PAGES = "/producto/*";

/** The edge keys '/x' and '/x/' apart (the renderer answers both): a single page is both paths. */
const page = (path: string) => [path, `${path}/`];
const segment = (value: string | undefined) => encodeURIComponent(value ?? "");

/**
 * Every rendered page whose HTML carries data of the table: what a write without its own list below
 * drops (tests/unit/functions/edge-purge.test.ts checks every purging route has one).
 */
export const ALL_PAGES: readonly string[] = [
  PRODUCT_PAGES,
  "/tienda/*",
  "/categoria/*",
  "/marca/*",
  ...INFO_SLUGS.flatMap((slug) => page(`/${slug}`)),
  SITEMAP,
];

/**
 * The rendered pages each kind of write changes, by the route's resource (the segment after /api,
 * or after /api/admin) and its path parameters.
 */
const PAGES_BY_RESOURCE: Record<string, (params: Record<string, string | undefined>) => string[]> = {
  // One product's page (a new one had none cached), the brand pages (a brand is the products that
  // carry it) and the sitemap (its lastmod).
  productos: ({ id }) => [...(id ? page(`/producto/${segment(id)}`) : []), "/marca/*", SITEMAP],
  // A category's name and visibility are on its listing and in every product page's breadcrumbs.
  categorias: () => ["/tienda/*", PRODUCT_PAGES, SITEMAP],
  estilos: () => ["/categoria/*", SITEMAP],
  paginas: ({ slug }) => [...(slug ? page(`/${segment(slug)}`) : []), SITEMAP],
  // The review's id is not the product's: a hidden or shown review changes some product's rating.
  resenas: () => [PRODUCT_PAGES],
  // The home's HTML carries its hero (functions/src/pages/site-pages.ts); the other blocks are
  // drawn by the SPA from the API.
  contenido: ({ clave }) => (clave === "hero" ? ["/"] : []),
  // Drawn by the SPA from the API; no rendered page's HTML carries them.
  testimonio: () => [],
  ajustes: () => [],
};

/** The resource a route writes: '/api/productos/{id}/stock' → productos, '/api/admin/ajustes' → ajustes. */
export function resourceOf(routePath: string): string {
  const [, , first = "", second = ""] = routePath.split("/");
  return first === "admin" ? second : first;
}

/** The paths one write of a route invalidates; a route without its own list drops every page. */
export function purgePathsFor(routePath: string, params: Record<string, string | undefined> = {}): string[] {
  const pages = PAGES_BY_RESOURCE[resourceOf(routePath)];
  return [API_READS, ...(pages ? pages(params) : ALL_PAGES)];
}

/** What the offers job invalidates when it moved a price: the reads and every product page. */
export const OFFER_JOB_PATHS: readonly string[] = [API_READS, PRODUCT_PAGES, SITEMAP];

/** The resources endpoint() knows a list for (tests check every purging route has one). */
export const PURGE_RESOURCES: readonly string[] = Object.keys(PAGES_BY_RESOURCE);

/**
 * Set per function when the stack bundles it (infra/lib/function-bundle.ts): false for a function
 * not granted "cdn:invalidate", whose bundle then leaves out the CloudFront client (about 140 KB of
 * every API function otherwise). Unset when the sources run as they are (tests, the local runtime).
 */
declare const TIENDA_EDGE_PURGE: boolean | undefined;
/** Loaded on the first purge, not with the function: most requests purge nothing. */
const loadCloudFront =
  typeof TIENDA_EDGE_PURGE === "undefined" || TIENDA_EDGE_PURGE ? () => import("./cloudfront-invalidation") : undefined;

let client: CloudFrontClient | undefined;

export async function purgeEdge(reason: string, paths: readonly string[]): Promise<"purged" | "no-edge" | "failed"> {
  const distributionId = process.env.DISTRIBUTION_ID;
  // Only functions granted "cdn:invalidate" are given DISTRIBUTION_ID (infra/lib/tienda-stack.ts).
  if (!distributionId || !loadCloudFront) return "no-edge";
  const items = [...new Set(paths)];
  try {
    const { CloudFrontClient, CreateInvalidationCommand } = await loadCloudFront();
    client ??= new CloudFrontClient({});
    await client.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          // Unique per call: CloudFront treats a repeated reference as the same request.
          CallerReference: `${reason}-${randomUUID()}`,
          Paths: { Quantity: items.length, Items: items },
        },
      }),
    );
    return "purged";
  } catch (err) {
    logger.warn("Edge invalidation failed; the public copies expire by themselves", { error: err as Error, reason });
    return "failed";
  }
}

/** Tests point the client at a stand-in between runs. */
export function resetEdgePurgeClient(): void {
  client = undefined;
}
