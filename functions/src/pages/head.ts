import type { Thing, WithContext } from "schema-dts";
import { escapeHtml, jsonForScript } from "./html";

/** An absolute image URL with the size it is shown at (Open Graph asks for both). */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a rendered page says about itself in its head. */
export interface PageHead {
  /** The page's own title, without the store's name (added as the SPA adds it). */
  title: string;
  /**
   * The store's name from its settings ('{title} | {name}', og:site_name); null or absent while the
   * owner has given none: the title is the page's own and no site name is claimed.
   */
  siteName?: string | null;
  description: string;
  /** Absolute URL. */
  canonical: string;
  ogType: "website" | "product";
  image?: PageImage;
  /** Extra Open Graph properties (`product:price:amount`…), in order. */
  og?: ReadonlyArray<readonly [property: string, content: string]>;
  /** Search result pages and the like: shown to shoppers, kept out of search engines. */
  noindex?: boolean;
  jsonLd: ReadonlyArray<WithContext<Thing>>;
}

/** A page as the renderer answers it: its status, head and what its body shows before the SPA runs. */
export interface RenderedPage {
  status: 200 | 404;
  head: PageHead;
  /** HTML for the inside of #root, after the static shell; React's first render replaces it. */
  body?: string;
  /** Seconds the edge may keep it (the offers' next change can make it shorter than the default). */
  edgeSeconds?: number;
  /**
   * Same-origin path of the body's main image, preloaded first thing in the head: the browser then
   * fetches it before the SPA's scripts and paints it in the first frames, while the page is still
   * the snippet. Fetched after the scripts, it arrived as they ran and was first painted by the SPA.
   */
  preloadImage?: string;
  /**
   * The API answer the page's first read would fetch (a product page: GET
   * /api/productos/producto/{id}), written into the HTML so the app starts with it: no request,
   * and no loading skeleton drawn over the photo the HTML already shows.
   */
  data?: PageData;
  /** More answers the page reads at once (a style page: GET /api/estilos, its title and subtitle). */
  moreData?: readonly PageData[];
}

/** An API answer carried in the HTML: the URL the SPA requests it by, and its body. */
export interface PageData {
  url: string;
  body: unknown;
}

/**
 * The element holding a page's embedded API answer (web/src/lib/early-fetch.ts reads it); more
 * answers are in `page-data-2`, `page-data-3`…
 */
export const PAGE_DATA_ID = "page-data";

/** '{page} | {store}' as the SPA writes it (web/src/lib/store-name.ts); the page's alone without a name. */
export const fullTitle = (title: string, siteName?: string | null): string =>
  siteName ? `${title} | ${siteName}` : title;

/** The tags the renderer adds to the head (the title and description replace the template's). */
export function headTags(head: PageHead): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const title = fullTitle(head.title, head.siteName);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex ? [meta("name", "robots", "noindex")] : []),
    ...(head.siteName ? [meta("property", "og:site_name", head.siteName)] : []),
    meta("property", "og:locale", "es_VE"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    ...(head.image
      ? [
          meta("property", "og:image", head.image.url),
          meta("property", "og:image:width", String(head.image.width)),
          meta("property", "og:image:height", String(head.image.height)),
          meta("property", "og:image:alt", head.image.alt),
        ]
      : []),
    ...(head.og ?? []).map(([property, content]) => meta("property", property, content)),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join("");
}

/**
 * The body snippet's look: the store's width and the product page's image box (380 px high on a
 * phone, 560 px from md up), so the first paint is where the SPA will draw the same things.
 */
const SNIPPET_STYLE =
  "<style>.ssr-page,.ssr-product{max-width:80rem;margin:0 auto;padding:16px 12px;box-sizing:border-box;" +
  "font-family:Inter,system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#18181b}" +
  ".ssr-product{display:grid;gap:24px}.ssr-product-img{display:block;width:100%;height:380px;object-fit:cover;" +
  "border-radius:12px;background:#f4f4f5}.ssr-page h1,.ssr-product h1{font-size:1.875rem;font-weight:900;margin:0 0 8px}" +
  ".ssr-price{font-size:1.5rem;font-weight:700}.ssr-price s{color:#71717a;font-size:1rem;font-weight:400}" +
  "@media(min-width:768px){.ssr-page,.ssr-product{padding:24px}.ssr-product{grid-template-columns:1fr 1fr}" +
  ".ssr-product-img{height:560px}}" +
  // A listing's first row of cards (listing-list.ts) at the SPA's card sizes: the theme's tokens,
  // inlined in index.html, as catalogue/components/product-card.module.css and ProductGrid use them.
  // The title as CatalogueView's on a phone, 32 px below the top (where its breadcrumbs are).
  ".ssr-listing{padding-top:48px}.ssr-listing h1{font-size:1.5rem;line-height:2rem;font-weight:800;margin:0}" +
  ".ssr-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--chakra-spacing-3)}" +
  ".ssr-card{position:relative;display:flex;flex-direction:column;height:460px;border-radius:var(--chakra-radii-lg);" +
  "overflow:hidden;background:#fff;border:1px solid var(--chakra-colors-gray-200)}" +
  ".ssr-card-media{flex:1;min-height:0;background:var(--chakra-colors-gray-100)}" +
  ".ssr-card-media img{display:block;width:100%;height:100%;object-fit:cover}" +
  ".ssr-card-body{display:flex;flex-direction:column;gap:var(--chakra-spacing-1);padding:var(--chakra-spacing-3);flex-shrink:0}" +
  ".ssr-card-body p{margin:0}.ssr-card-cat{font-size:var(--chakra-font-sizes-xs);color:var(--chakra-colors-gray-600);" +
  "text-transform:uppercase;letter-spacing:var(--chakra-letter-spacings-wide);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}" +
  ".ssr-card-name{font-weight:600;font-size:var(--chakra-font-sizes-sm);line-height:1.25rem;min-height:2.5rem;" +
  "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;color:inherit;text-decoration:none}" +
  ".ssr-card-name::before{content:'';position:absolute;inset:0}" +
  ".ssr-card-meta{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:var(--chakra-spacing-2)}" +
  ".ssr-card-rating{display:inline-flex;align-items:center;gap:var(--chakra-spacing-1);font-size:var(--chakra-font-sizes-sm);color:var(--chakra-colors-gray-700)}" +
  ".ssr-card-stars{display:inline-block;width:68px;height:12px;background:var(--chakra-colors-gray-300)}" +
  ".ssr-card-added{font-size:var(--chakra-font-sizes-xs);color:var(--chakra-colors-gray-600)}" +
  ".ssr-card-price{font-weight:700;font-size:var(--chakra-font-sizes-lg)}" +
  ".ssr-card-price s{color:var(--chakra-colors-gray-600);font-size:var(--chakra-font-sizes-sm);font-weight:400}" +
  "@media(min-width:768px){.ssr-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:var(--chakra-spacing-5)}}" +
  // The home's first hero slide (home/components/hero.module.css).
  ".ssr-hero{background:#f2f0f1;color:var(--chakra-colors-gray-900)}.ssr-hero-dark{background:var(--chakra-colors-gray-900);color:#fff}" +
  ".ssr-hero-grid{display:grid;grid-template-columns:1fr;align-items:center;max-width:var(--chakra-sizes-7xl);margin-inline:auto}" +
  ".ssr-hero-copy{display:flex;flex-direction:column;gap:var(--chakra-spacing-4);padding:var(--chakra-spacing-8) var(--chakra-spacing-4)}" +
  ".ssr-hero p{margin:0}.ssr-hero h1{margin:0;font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-3xl);" +
  "font-weight:900;line-height:1.05;text-transform:uppercase}" +
  ".ssr-hero-text{max-width:var(--chakra-sizes-lg);color:var(--chakra-colors-gray-700);font-size:var(--chakra-font-sizes-sm)}" +
  ".ssr-hero-dark .ssr-hero-text{color:var(--chakra-colors-gray-200)}" +
  ".ssr-hero-cta{display:inline-flex;align-items:center;justify-content:center;height:var(--chakra-sizes-11);" +
  "padding-inline:var(--chakra-spacing-12);border:1px solid transparent;border-radius:var(--chakra-radii-full);" +
  "background:var(--chakra-colors-gray-solid);color:var(--chakra-colors-gray-contrast);font-size:var(--chakra-font-sizes-md);" +
  "font-weight:var(--chakra-font-weights-medium);line-height:1.5rem;white-space:nowrap;text-decoration:none}" +
  ".ssr-hero-dark .ssr-hero-cta{background:var(--chakra-colors-gray-subtle);color:var(--chakra-colors-gray-fg)}" +
  ".ssr-hero-stats{display:flex;flex-wrap:wrap;align-items:center;gap:var(--chakra-spacing-4);padding-top:var(--chakra-spacing-2)}" +
  ".ssr-hero-stat{font-size:var(--chakra-font-sizes-2xl);font-weight:var(--chakra-font-weights-bold)}" +
  ".ssr-hero-label{color:var(--chakra-colors-gray-700);font-size:var(--chakra-font-sizes-sm)}" +
  ".ssr-hero-dark .ssr-hero-label{color:var(--chakra-colors-gray-300)}" +
  ".ssr-hero-media{height:280px;overflow:hidden}.ssr-hero-media img{display:block;width:100%;height:100%;object-fit:cover}" +
  "@media(min-width:768px){.ssr-hero-grid{grid-template-columns:1.1fr 1fr;min-height:520px}" +
  ".ssr-hero-copy{gap:var(--chakra-spacing-6);padding:var(--chakra-spacing-12) var(--chakra-spacing-8)}" +
  ".ssr-hero h1{font-size:var(--chakra-font-sizes-5xl)}.ssr-hero-text{font-size:var(--chakra-font-sizes-md)}" +
  ".ssr-hero-stats{gap:var(--chakra-spacing-8)}.ssr-hero-stat{font-size:var(--chakra-font-sizes-4xl)}.ssr-hero-media{height:520px}}" +
  "@media(min-width:1024px){.ssr-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}</style>";

/**
 * The SPA's built HTML with the page's head and body: the page's tags take the place of the
 * template's <title> (its meta description is dropped), and the body snippet goes inside #root after the
 * static shell, where createRoot's first render replaces it (nothing for React to hydrate).
 */
export function injectPage(template: string, page: RenderedPage): string {
  const tags = headTags(page.head) + (page.body ? SNIPPET_STYLE : "");
  let html = template.replace(/<meta\s+name="description"[^>]*>/i, "");
  // In the template's <title>'s place, else before </head>, else after the doctype.
  const title = /<title>[\s\S]*?<\/title>/i.exec(html);
  const at = title ? title.index : html.search(/<\/head>/i);
  const end = title ? title.index + title[0].length : at;
  if (at !== -1) html = html.slice(0, at) + tags + html.slice(end);
  else html = html.replace(/^(<!doctype html>)?/i, (doctype) => doctype + tags);
  if (page.preloadImage) {
    const preload = `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage)}" fetchpriority="high">`;
    html = holdAppUntilPhoto(html.replace(/<head>/i, (head) => head + preload));
  }
  const inRoot =
    (page.body ?? "") +
    [...(page.data ? [page.data] : []), ...(page.moreData ?? [])]
      .map(
        (d, i) =>
          `<script type="application/json" id="${i === 0 ? PAGE_DATA_ID : `${PAGE_DATA_ID}-${i + 1}`}"` +
          ` data-url="${escapeHtml(d.url)}">${jsonForScript(d.body)}</script>`,
      )
      .join("");
  if (inRoot) {
    const rootEnd = closingOfRoot(html);
    if (rootEnd !== -1) html = html.slice(0, rootEnd) + inRoot + html.slice(rootEnd);
  }
  return html;
}

/** The build's file that starts the app once a rendered page's photo is painted (web/public). */
export const AFTER_PHOTO_SCRIPT = "/after-photo.js";

/**
 * A page whose body paints a photo loads the app after it (web/public/after-photo.js): the app's
 * stylesheets and preloads keep their tags with their rel moved to `data-after-photo`, so the
 * browser fetches nothing for them yet, and the entry script becomes AFTER_PHOTO_SCRIPT naming it.
 * On a phone's slow link the photo then has the connection to itself, instead of sharing it with
 * the app's script and styles, which render nothing the HTML does not already show; and no
 * stylesheet blocks the first paint (the snippet's style is inline).
 */
function holdAppUntilPhoto(html: string): string {
  const held = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = /\srel="([a-z]+)"/i.exec(tag)?.[1]?.toLowerCase();
    const hold = rel === "stylesheet" || rel === "modulepreload" || (rel === "preload" && /\sas="style"/i.test(tag));
    return hold ? tag.replace(/\srel="[a-z]+"/i, ` data-after-photo="${rel}"`) : tag;
  });
  return held.replace(/<script\b[^>]*><\/script>/gi, (tag) => {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    return /\stype="module"/i.test(tag) && src
      ? `<script src="${AFTER_PHOTO_SCRIPT}" data-entry="${src}" defer></script>`
      : tag;
  });
}

/** Where #root's own </div> starts (its children are plain divs), or -1. */
function closingOfRoot(html: string): number {
  const open = html.indexOf('<div id="root">');
  if (open === -1) return -1;
  const tag = /<div\b[^>]*>|<\/div>/gi;
  tag.lastIndex = open + '<div id="root">'.length;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}
