/**
 * The page renderer, declared beside the route table and the job list: not an /api route but the
 * one function behind CloudFront's pages (every path without a file extension, /sitemap.xml and
 * /robots.txt; infra/lib/page-renderer.ts). `handler` is its module under functions/src/handlers.
 */
export const PAGE_RENDERER = {
  handler: "paginas-html/render-page",
  description: "Páginas HTML: títulos, Open Graph, JSON-LD, sitemap, robots y 404",
} as const;
