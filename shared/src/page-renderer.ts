/**
 * The page renderer, declared beside the route table and the job list: not an /api route but the
 * one function behind CloudFront's pages (every path without a file extension, /sitemap.xml and
 * /robots.txt; infra/lib/page-renderer.ts). `handler` is its module under functions/src/handlers.
 */
export const PAGE_RENDERER = {
  handler: "paginas-html/render-page",
  description: "Páginas HTML: títulos, Open Graph, JSON-LD, sitemap, robots y 404",
} as const;

/**
 * The query parameters a listing page's URL may carry that change its list (the catalogue's filters,
 * sort and page, web/src/features/catalogue/api/catalogue-url.ts, and the search's `q`). They are
 * the pages' only cache key besides the host (infra/lib/page-renderer.ts), so a search or a
 * filtered link gets its own rendered copy, while any other parameter (utm_source, fbclid) neither
 * splits the cache nor reaches the renderer.
 */
export const LISTING_QUERY_PARAMS = [
  "q",
  "categoria",
  "subcategoria",
  "category",
  "color",
  "talla",
  "precio_min",
  "precio_max",
  "valoracion",
  "stock",
  "orden",
  "pagina",
] as const;
