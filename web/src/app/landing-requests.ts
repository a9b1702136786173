import { catalogueFirstUrl } from "@/features/catalogue/early";
import { offersFirstUrl } from "@/features/offers/early";
import { GUEST_CART_KEY, cartProductUrls } from "@/features/cart/early";
import { fetchEarly, keepPageData } from "@/lib/early-fetch";
import { resolveImage } from "@/lib/image";
import { readJson } from "@/lib/storage";
import { landingPage } from "@tienda/shared/landing-pages";

/**
 * The API reads a landing page makes first, started by the entry while the page's code is still
 * downloading; the page's own request for the same URL takes the answer (lib/early-fetch.ts)
 * instead of asking only after all its script has run.
 */
export function landingRequests(
  pathname: string,
  search: string,
  storedCart: () => unknown = () => readJson<unknown>(GUEST_CART_KEY, []),
): string[] {
  const page = landingPage(pathname);
  if (page === "shop" || page === "search") {
    const list = catalogueFirstUrl(page, pathname, search);
    return list ? [list, "/api/categorias"] : ["/api/categorias"];
  }
  if (page === "offers") return [offersFirstUrl()];
  if (page === "product") {
    const id = decodeURIComponent(pathname.split("/").filter(Boolean)[1] ?? "");
    return id ? [`/api/productos/producto/${encodeURIComponent(id)}`] : [];
  }
  // The cart draws each line from its product (usePricedLines); its first line's photo is the
  // page's largest paint on a phone, which otherwise waited for the cart's code to ask.
  if (page === "cart") return cartProductUrls(storedCart());
  return [];
}

/** The photo of a product answer, as the cart line draws it. */
export function productImage(body: unknown): string | undefined {
  const imagen = (body as { imagen?: unknown } | null)?.imagen;
  return typeof imagen === "string" && imagen ? resolveImage(imagen) : undefined;
}

/** The image the first product card shows: the largest paint of a catalogue page on a phone. */
export function firstCardImage(body: unknown): string | undefined {
  const first = (body as { productos?: Array<{ imagen?: unknown }> } | null)?.productos?.[0];
  return typeof first?.imagen === "string" && first.imagen ? resolveImage(first.imagen) : undefined;
}

/**
 * Keeps the answer the page's HTML carries (a rendered product page or listing) for the page's own
 * request, sends the other first reads, and preloads the first card's image as soon as a list
 * answers (a rendered listing's HTML already preloads it), or the cart's first line's as soon as
 * its product answers.
 */
export function startLandingRequests(
  pathname: string,
  search: string,
  doc: Document = document,
  storedCart?: () => unknown,
): void {
  const embedded = keepPageData(doc);
  const cart = landingPage(pathname) === "cart";
  landingRequests(pathname, search, storedCart).forEach((url, i) => {
    if (embedded.includes(url)) return;
    const sent = fetchEarly(url);
    // A list's first card, or the cart's first line: the photo the page paints largest.
    const photo =
      url.startsWith("/api/productos?") || url.startsWith("/api/productos/buscar?")
        ? firstCardImage
        : cart && i === 0
          ? productImage
          : undefined;
    if (!photo) return;
    sent
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((body: unknown) => {
        const href = photo(body);
        if (!href) return;
        const link = doc.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = href;
        link.setAttribute("fetchpriority", "high");
        doc.head.appendChild(link);
      })
      .catch(() => undefined);
  });
}
