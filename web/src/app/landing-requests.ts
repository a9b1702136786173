import { catalogueFirstUrl } from "@/features/catalogue/early";
import { offersFirstUrl } from "@/features/offers/early";
import { fetchEarly, keepPageData } from "@/lib/early-fetch";
import { resolveImage } from "@/lib/image";
import { landingPage } from "@tienda/shared/landing-pages";

/**
 * The API reads a landing page makes first, started by the entry while the page's code is still
 * downloading; the page's own request for the same URL takes the answer (lib/early-fetch.ts)
 * instead of asking only after all its script has run.
 */
export function landingRequests(pathname: string, search: string): string[] {
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
  return [];
}

/** The image the first product card shows: the largest paint of a catalogue page on a phone. */
export function firstCardImage(body: unknown): string | undefined {
  const first = (body as { productos?: Array<{ imagen?: unknown }> } | null)?.productos?.[0];
  return typeof first?.imagen === "string" && first.imagen ? resolveImage(first.imagen) : undefined;
}

/**
 * Keeps the answer the page's HTML carries (a rendered product page or listing) for the page's own
 * request, sends the other first reads, and preloads the first card's image as soon as a list
 * answers (a rendered listing's HTML already preloads it).
 */
export function startLandingRequests(pathname: string, search: string, doc: Document = document): void {
  const embedded = keepPageData(doc);
  for (const url of landingRequests(pathname, search)) {
    if (embedded.includes(url)) continue;
    const sent = fetchEarly(url);
    if (!url.startsWith("/api/productos?") && !url.startsWith("/api/productos/buscar?")) continue;
    sent
      .then((res) => (res.ok ? res.clone().json() : null))
      .then((body: unknown) => {
        const href = firstCardImage(body);
        if (!href) return;
        const link = doc.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = href;
        link.setAttribute("fetchpriority", "high");
        doc.head.appendChild(link);
      })
      .catch(() => undefined);
  }
}
