/**
 * The cart's and the checkout's landing HTML (web/build/preload-app.ts) paint their first view
 * before the app arrives: the cart lives in the browser, so no server can draw it, and their
 * largest paint (the first line's photo, the checkout's heading, the empty cart's text) otherwise
 * waited for all of the app's start-up (docs/performance.md, "The cart's first view"). The HTML:
 *
 * - loads web/public/cart-paint.js, which draws the view from the stored cart with the styles
 *   below, at the app's positions on a phone;
 * - holds the app's stylesheets, preloads and entry as a rendered product page does
 *   (functions/src/pages/head.ts): their rel moved to `data-after-photo`, the entry named by
 *   web/public/after-photo.js, which fetches them once that view (its photo, with lines) is
 *   painted. On a phone's slow link the view then needs only the HTML, one small script and, with
 *   lines, the products' answers and the first photo, instead of sharing the link with 300 KB.
 */
import { COLORES } from "../../shared/src/schemas/catalogue.ts";

/** The pages whose first view cart-paint.js draws (shared/src/landing-pages.ts names). */
export const CART_VIEW_PAGES = ["cart", "checkout"] as const;
export type CartViewPage = (typeof CART_VIEW_PAGES)[number];

export const isCartViewPage = (page: string): page is CartViewPage =>
  (CART_VIEW_PAGES as readonly string[]).includes(page);

export const CART_PAINT_SCRIPT = "/cart-paint.js";
export const AFTER_PHOTO_SCRIPT = "/after-photo.js";

/**
 * The view's styles: the app's components on a phone (measured at 412 px: PageContainer,
 * Breadcrumbs, EmptyState, cart-page.module.css, the checkout's heading), with the theme's tokens
 * inlined in index.html. The app's header and banner end 2 px below the static shell's.
 */
export const CART_VIEW_STYLE =
  "<style>" +
  ".cp-view{margin-top:2px;color:var(--chakra-colors-gray-900);font-family:var(--chakra-fonts-body);font-size:1rem;line-height:1.5rem}" +
  ".cp-view svg{width:1em;height:1em}" +
  // Over the app's main while its route shows a skeleton (cart-paint.js keepUntilAppPage).
  ".cp-over{position:absolute;left:0;right:0;z-index:1;margin-top:0;min-height:100vh;background:var(--chakra-colors-white)}" +
  ".cp-page{width:100%;max-width:var(--chakra-sizes-7xl);margin-inline:auto;padding:var(--chakra-spacing-4) var(--chakra-spacing-3)}" +
  ".cp-roomy{padding-block:var(--chakra-spacing-8)}" +
  // Breadcrumbs (components/ui/breadcrumbs.module.css).
  ".cp-crumbs{margin-bottom:var(--chakra-spacing-4)}.cp-crumbs ol{display:flex;flex-wrap:nowrap;align-items:center;" +
  "gap:var(--chakra-spacing-1);min-width:0;color:var(--chakra-colors-fg-muted);font-size:var(--chakra-font-sizes-xs);line-height:1rem;list-style:none}" +
  ".cp-crumb{display:inline-flex;flex-shrink:0;align-items:center;white-space:nowrap}" +
  ".cp-crumb a{color:var(--chakra-colors-gray-600);text-decoration:none}" +
  ".cp-crumb-last{display:block;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}" +
  ".cp-crumb-last span{color:var(--chakra-colors-gray-900)}.cp-crumb-sep{opacity:.8}" +
  // EmptyPage's EmptyState (components/ui/states.tsx) and its solid button.
  ".cp-empty{display:flex;flex-direction:column;align-items:center;gap:var(--chakra-spacing-3);padding:var(--chakra-spacing-16) var(--chakra-spacing-4);text-align:center}" +
  ".cp-empty-icon{color:var(--chakra-colors-gray-400);font-size:var(--chakra-font-sizes-5xl);line-height:1}" +
  ".cp-empty-icon svg{width:1.25em;height:1.25em}" +
  ".cp-empty h2{font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-lg);line-height:1.75rem;font-weight:var(--chakra-font-weights-semibold)}" +
  ".cp-empty p{color:var(--chakra-colors-gray-600)}" +
  ".cp-button{display:inline-flex;align-items:center;justify-content:center;height:var(--chakra-sizes-10);min-width:var(--chakra-sizes-10);" +
  "padding-inline:var(--chakra-spacing-4);border:1px solid transparent;border-radius:var(--chakra-radii-l2);background:var(--chakra-colors-gray-solid);" +
  "color:var(--chakra-colors-gray-contrast);font-size:var(--chakra-font-sizes-sm);line-height:1.25rem;font-weight:var(--chakra-font-weights-medium);white-space:nowrap}" +
  // The pages' h1 (Heading size 2xl, weight 900).
  ".cp-h1{font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-2xl);line-height:2rem;font-weight:900}" +
  ".cp-checkout-head{display:flex;flex-direction:column;align-items:flex-start;gap:var(--chakra-spacing-2);margin-bottom:var(--chakra-spacing-6)}" +
  ".cp-back{display:inline-flex;align-items:center;gap:var(--chakra-spacing-1\\.5);color:var(--chakra-colors-gray-700);font-size:var(--chakra-font-sizes-sm);line-height:1.3125rem}" +
  ".cp-back svg{width:1.25em;height:1.25em}" +
  // The cart's heading row, lines and their parts (features/cart/components/cart-page.module.css).
  ".cp-cart-head{display:flex;justify-content:space-between;align-items:center;margin-bottom:var(--chakra-spacing-6)}" +
  ".cp-clear{display:inline-flex;align-items:center;gap:var(--chakra-spacing-2);height:var(--chakra-sizes-9);padding-inline:var(--chakra-spacing-3\\.5);border:1px solid transparent;" +
  "color:var(--chakra-colors-red-fg);font-size:var(--chakra-font-sizes-sm);line-height:1.25rem;font-weight:var(--chakra-font-weights-medium);white-space:nowrap}" +
  ".cp-clear svg,.cp-icon-button svg{width:var(--chakra-sizes-4);height:var(--chakra-sizes-4)}" +
  ".cp-lines{border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-xl);padding-inline:var(--chakra-spacing-3);list-style:none}" +
  ".cp-line{display:flex;align-items:flex-start;gap:var(--chakra-spacing-4);padding-block:var(--chakra-spacing-4);border-bottom:1px solid var(--chakra-colors-border)}" +
  ".cp-img{flex-shrink:0;width:88px;height:104px;border-radius:var(--chakra-radii-lg)}" +
  ".cp-frame{position:relative;overflow:hidden;background:var(--chakra-colors-gray-100)}" +
  ".cp-frame img{display:block;width:100%;height:100%;object-fit:cover}" +
  ".cp-bone{background:var(--chakra-colors-bg-emphasized);border-radius:var(--chakra-radii-l2)}.cp-img.cp-bone{border-radius:var(--chakra-radii-lg)}" +
  ".cp-details{display:flex;flex:1;flex-direction:column;gap:var(--chakra-spacing-1);min-width:0}" +
  ".cp-top{display:flex;justify-content:space-between;gap:var(--chakra-spacing-2)}" +
  ".cp-name-bone{width:60%;height:var(--chakra-sizes-5);margin-block:var(--chakra-spacing-0\\.5)}" +
  ".cp-name{color:var(--chakra-colors-gray-fg);font-size:var(--chakra-font-sizes-sm);line-height:1.3125rem;font-weight:var(--chakra-font-weights-bold)}" +
  ".cp-icon-button{display:inline-flex;flex-shrink:0;align-items:center;justify-content:center;width:var(--chakra-sizes-9);height:var(--chakra-sizes-9);" +
  "border:1px solid transparent;border-radius:var(--chakra-radii-l2)}" +
  ".cp-red{color:var(--chakra-colors-red-fg)}.cp-outline{border-color:var(--chakra-colors-border);color:var(--chakra-colors-gray-fg)}" +
  ".cp-meta,.cp-color{color:var(--chakra-colors-gray-700);font-size:var(--chakra-font-sizes-sm);line-height:1.3125rem}" +
  ".cp-color{display:flex;align-items:center;gap:var(--chakra-spacing-2)}" +
  ".cp-swatch{width:var(--chakra-sizes-3);height:var(--chakra-sizes-3);border:1px solid var(--chakra-colors-gray-400);border-radius:var(--chakra-radii-full)}" +
  ".cp-bottom{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--chakra-spacing-2);margin-top:var(--chakra-spacing-2)}" +
  ".cp-price-bone{width:var(--chakra-sizes-20);height:var(--chakra-sizes-7)}" +
  ".cp-price{font-size:var(--chakra-font-sizes-lg);line-height:1.6875rem;font-weight:var(--chakra-font-weights-bold)}" +
  ".cp-qty{display:flex;align-items:center;gap:var(--chakra-spacing-1)}" +
  ".cp-qty p{width:var(--chakra-sizes-8);text-align:center;font-weight:var(--chakra-font-weights-medium)}" +
  // From md (48rem) up, as the same components.
  "@media(min-width:48rem){.cp-page{padding-inline:var(--chakra-spacing-6)}.cp-page:not(.cp-roomy){padding-block:var(--chakra-spacing-8)}" +
  ".cp-checkout-head{flex-direction:row;justify-content:space-between;align-items:center}" +
  ".cp-lines{padding-inline:var(--chakra-spacing-5)}.cp-img{width:120px;height:140px}.cp-name{font-size:var(--chakra-font-sizes-md)}" +
  "[data-cart-paint=lineas] .cp-h1{font-size:var(--chakra-font-sizes-4xl);line-height:2.5rem}" +
  "[data-cart-paint=pago] .cp-h1{font-size:var(--chakra-font-sizes-3xl);line-height:2.25rem}}" +
  "@media(min-width:30rem){.cp-checkout-head{flex-direction:row;justify-content:space-between;align-items:center}}" +
  // From lg (64rem) the lines are the first column of the cart's grid (1.6fr 1fr, gap 6).
  "@media(min-width:64rem){.cp-lines{width:calc((100% - var(--chakra-spacing-6)) * 1.6 / 2.6)}}" +
  "</style>";

/** A JSON value inside a <script> element: `<` escaped so no text can close it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The app's stylesheets and preloads held (rel moved to `data-after-photo`) and its module entry
 * replaced by cart-paint.js and after-photo.js naming it: head.ts's holdAppUntilPhoto, for HTML the
 * build writes instead of the renderer.
 */
export function holdApp(html: string, page: CartViewPage): string {
  const held = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = /\srel="([a-z]+)"/i.exec(tag)?.[1]?.toLowerCase();
    const hold = rel === "stylesheet" || rel === "modulepreload" || (rel === "preload" && /\sas="style"/i.test(tag));
    return hold ? tag.replace(/\srel="[a-z]+"/i, ` data-after-photo="${rel}"`) : tag;
  });
  let entries = 0;
  const out = held.replace(/<script\b[^>]*><\/script>/gi, (tag) => {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (!/\stype="module"/i.test(tag) || !src) return tag;
    entries++;
    return (
      `<script type="application/json" id="cart-paint-colores">${jsonForScript(COLORES)}</script>` +
      `<script src="${CART_PAINT_SCRIPT}" data-page="${page}" defer></script>` +
      `<script src="${AFTER_PHOTO_SCRIPT}" data-entry="${src}" defer></script>`
    );
  });
  // Fail the build rather than ship a page whose app never starts.
  if (entries !== 1) throw new Error(`cart-first-view: expected one module entry in index.html, found ${entries}`);
  return out;
}

/** The landing HTML of the cart or the checkout: the view's styles, its script, the app held. */
export function withCartFirstView(html: string, page: CartViewPage): string {
  return holdApp(html, page).replace(/<\/head>/i, `${CART_VIEW_STYLE}</head>`);
}
