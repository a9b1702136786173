import type { Producto } from "@tienda/shared/schemas/catalogue";
import { LISTING_QUERY_PARAMS } from "@tienda/shared/page-renderer";
import { discountPercent, formatPrice } from "@tienda/shared/rules/pricing";
import { escapeHtml } from "./html";

/**
 * A listing page's first list, as the SPA asks for it: the URL its first read requests and how the
 * page orders what comes back. The renderer reads the same answer (the API handler's own function,
 * PageSources.productList) and writes it into the HTML under that URL, so the SPA takes it instead
 * of requesting it (web/src/lib/early-fetch.ts).
 */
export interface ListingList {
  /** `/api/productos?…` or `/api/productos/buscar?…`, byte for byte the SPA's request. */
  url: string;
  /** /ofertas shows only discounted products, biggest discount first (offers-view.ts's default). */
  order?: "discount";
  /**
   * On a phone, the height the SPA draws between the page's title and its grid (a subtitle, the
   * search box, the filters and sort rows), left blank above the cards so they are drawn where the
   * SPA's first cards will be (measured at 412 px wide).
   */
  toolbarPx: number;
}

/**
 * Which listing a path is, with what the SPA's route fixes in its request
 * (web/src/features/catalogue/routes/*.tsx, offers/early.ts).
 */
export type ListingKind =
  | { kind: "shop"; categoria?: string }
  | { kind: "style"; estilo: string }
  | { kind: "brand"; marca: string }
  | { kind: "new" }
  | { kind: "best" }
  | { kind: "offers" }
  | { kind: "search" };

/** The catalogue's page size (SHOP_PAGE_SIZE) and the offers' (ALL_PRODUCTS_PAGE_SIZE). */
const CATALOGUE_PAGE = 12;
const OFFERS_PAGE = 100;
/** /nuevos-productos: the last 30 days (NEW_PRODUCTS_DAYS). */
const NEW_DAYS = 30;

/** A URL of the list route with its parameters in the SPA's order (its buildQuery: URLSearchParams). */
const apiUrl = (path: string, params: ReadonlyArray<readonly [string, string | number | boolean]>) =>
  `${path}?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * The list of a listing's plain first view: its URL with none of the list's own parameters (a
 * search with only `q`). A filtered, sorted or later page (`?talla=M`, `?pagina=2`) gets no list:
 * the HTML then has the page's heading only, and the SPA asks for that list itself.
 */
export function firstList(listing: ListingKind, search: URLSearchParams): ListingList | undefined {
  const own = [...search.keys()].filter((k) => (LISTING_QUERY_PARAMS as readonly string[]).includes(k));
  if (own.some((k) => !(listing.kind === "search" && k === "q"))) return undefined;
  const page = [
    ["limite", CATALOGUE_PAGE],
    ["pagina", 1],
  ] as const;
  const featured = [["orden", "destacados"], ...page] as const;
  // The filters' and sort's rows, with a one-line subtitle above them, or two.
  const toolbar = 124;
  const withSubtitle = toolbar + 24;
  const withLongSubtitle = toolbar + 48;
  const list = (params: ReadonlyArray<readonly [string, string | number | boolean]>) =>
    apiUrl("/api/productos", params);
  switch (listing.kind) {
    case "shop": {
      const fixed = listing.categoria ? [["categoria", listing.categoria] as const] : [];
      return { url: list([...fixed, ...featured]), toolbarPx: toolbar };
    }
    case "style":
      return { url: list([["estilo", listing.estilo], ...featured]), toolbarPx: withLongSubtitle };
    case "brand":
      return { url: list([["marca", listing.marca], ...featured]), toolbarPx: withSubtitle };
    case "new":
      return {
        url: list([["dias", NEW_DAYS], ["orden", "nuevos"], ["direccion", "desc"], ...page]),
        toolbarPx: withLongSubtitle,
      };
    case "best":
      return {
        url: list([["mas_vendidos", true], ["orden", "popularidad"], ["direccion", "desc"], ...page]),
        toolbarPx: withLongSubtitle,
      };
    case "offers":
      return {
        url: list([
          ["en_oferta", true],
          ["orden", "descuento"],
          ["limite", OFFERS_PAGE],
          ["pagina", 1],
        ]),
        order: "discount",
        toolbarPx: 129,
      };
    case "search": {
      const q = (search.get("q") ?? "").trim();
      // The search box sits under the title.
      return q ? { url: apiUrl("/api/productos/buscar", [["q", q], ...page]), toolbarPx: toolbar + 56 } : undefined;
    }
  }
}

/** The products a listing shows first, in its order. */
export function shownFirst(list: ListingList, productos: readonly Producto[]): Producto[] {
  if (list.order !== "discount") return [...productos];
  const pct = (p: Producto) => discountPercent(p.precio_original, p.precio);
  return productos.filter((p) => pct(p) > 0).sort((a, b) => pct(b) - pct(a));
}

/** 1234 → '1.234', as the SPA's formatNumber writes counts. */
function groupThousands(n: number): string {
  const digits = String(Math.trunc(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let at = out.length; at < digits.length; at += 3) out += `.${digits.slice(at, at + 3)}`;
  return out;
}

/**
 * The card's rating row as RatingStars draws it at 12 px (the stars a grey strip, the value with a
 * decimal comma; 'Sin rating' without reviews), so the row, and with it the photo, has its height.
 */
function ratingHtml(rating: number): string {
  const r = Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0;
  if (!r) return '<span class="ssr-card-rating">Sin rating</span>';
  const value = r.toFixed(1).replace(".", ",");
  return (
    `<span class="ssr-card-rating" role="img" aria-label="Calificación ${value} de 5">` +
    `<span class="ssr-card-stars"></span><span aria-hidden="true">${value}</span></span>`
  );
}

/** Cards in the HTML: a phone's first row (the grid's two columns); the SPA draws the rest. */
export const FIRST_ROW_CARDS = 2;

/**
 * The first row of product cards at the SPA's sizes (product-card.module.css: a 460 px card whose
 * photo takes what the category, name, rating and price leave), each a link to its product. The
 * first photo is the page's largest paint on a phone: fetched first (fetchpriority high, preloaded
 * in the head) and painted before any script has run.
 */
export function cardsHtml(productos: readonly Producto[]): string {
  const cards = productos.slice(0, FIRST_ROW_CARDS).map((p, i) => {
    const pct = discountPercent(p.precio_original, p.precio);
    return (
      `<article class="ssr-card"><div class="ssr-card-media"><img src="${escapeHtml(p.imagen)}" alt="${escapeHtml(p.nombre)}"` +
      ` width="600" height="750"${i === 0 ? ' fetchpriority="high"' : ""}></div>` +
      `<div class="ssr-card-body"><p class="ssr-card-cat">${escapeHtml(p.categoria_nombre)}</p>` +
      `<a class="ssr-card-name" href="/producto/${encodeURIComponent(p.id)}">${escapeHtml(p.nombre)}</a>` +
      `<div class="ssr-card-meta">${ratingHtml(p.calificacion)}` +
      (p.contador_carrito > 0
        ? `<span class="ssr-card-added">${groupThousands(p.contador_carrito)} agregados</span>`
        : "") +
      `</div><p class="ssr-card-price">${formatPrice(p.precio)}` +
      (pct > 0 ? ` <s>${formatPrice(p.precio_original)}</s>` : "") +
      `</p></div></article>`
    );
  });
  return cards.length ? `<div class="ssr-grid">${cards.join("")}</div>` : "";
}
