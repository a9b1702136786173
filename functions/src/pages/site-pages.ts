import type { Organization, SearchAction, WebSite, WithContext } from "schema-dts";
import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { cutDescription, escapeHtml } from "./html";
import type { PageHead, RenderedPage } from "./head";
import { cardsHtml, shownFirst, type ListingList } from "./listing-list";
import { breadcrumbs, pageUrl } from "./site-urls";

/** The store's description, as the SPA's index.html states it. */
export const STORE_DESCRIPTION = "Tienda de ropa y accesorios online: moda casual, formal, fiesta y deportiva.";

/** The page's heading in the body for the first paint (React's first render replaces it). */
const heading = (title: string) => `<div class="ssr-page"><h1>${escapeHtml(title)}</h1></div>`;

/**
 * The home page: Organization and WebSite, whose SearchAction is the shop's search (/buscar?q=);
 * both carry the store's name when its owner gave one.
 */
export function homePage(origin: string, storeName: string | null = null): RenderedPage {
  const named = storeName ? { name: storeName } : {};
  const url = pageUrl(origin, "/");
  const organization: WithContext<Organization> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    ...named,
    url,
    logo: pageUrl(origin, "/favicon.svg"),
  };
  // Google reads the search box from 'query-input', which schema-dts' SearchAction does not type.
  const search = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${pageUrl(origin, "/buscar")}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  } as SearchAction;
  const website: WithContext<WebSite> = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    ...named,
    url,
    potentialAction: search,
  };
  return {
    status: 200,
    head: {
      // As the SPA titles it (useDocumentTitle("Inicio") on the home page).
      title: "Inicio",
      siteName: storeName,
      description: STORE_DESCRIPTION,
      canonical: url,
      ogType: "website",
      jsonLd: [organization, website],
    },
  };
}

export interface ListingOptions {
  title: string;
  description: string;
  path: string;
  /** The trail after 'Inicio' (the page itself last). */
  trail: ReadonlyArray<readonly [string, string]>;
  noindex?: boolean;
  /**
   * The page's first list and the API's answer to it: its first row of cards goes into the body
   * and the answer into the HTML, for the SPA to start from.
   */
  first?: { list: ListingList; answer: { productos: Producto[] } };
}

/**
 * A listing page (a category, a style, a brand, the offers…): its head, breadcrumbs and heading,
 * and, with its first list, the first row of cards (the first photo preloaded) and the list's answer.
 */
export function listingPage(origin: string, o: ListingOptions): RenderedPage {
  const head: PageHead = {
    title: o.title,
    description: cutDescription(o.description),
    canonical: pageUrl(origin, o.path),
    ogType: "website",
    noindex: o.noindex,
    jsonLd: [breadcrumbs(origin, [["Inicio", "/"], ...o.trail])],
  };
  if (!o.first) return { status: 200, head, body: heading(o.title) };
  const shown = shownFirst(o.first.list, o.first.answer.productos);
  const photo = shown[0]?.imagen;
  return {
    status: 200,
    head,
    body:
      `<div class="ssr-page ssr-listing"><h1>${escapeHtml(o.title)}</h1>` +
      `<div style="height:${o.first.list.toolbarPx}px"></div>${cardsHtml(shown)}</div>`,
    // Only the store's own photos are preloaded (the SPA draws anything else as it is).
    ...(photo?.startsWith("/") && !photo.startsWith("//") ? { preloadImage: photo } : {}),
    data: { url: o.first.list.url, body: o.first.answer },
  };
}

/** The listings whose content does not depend on the path, by path. */
export const FIXED_LISTINGS: Readonly<Record<string, Omit<ListingOptions, "path">>> = {
  "/tienda": {
    title: "Tienda",
    description: "Toda la ropa y los accesorios de la tienda: filtra por categoría, talla, color, marca y precio.",
    trail: [["Tienda", "/tienda"]],
  },
  "/ofertas": {
    title: "Ofertas Especiales",
    description: "Productos con descuento: las ofertas de la tienda en ropa y accesorios.",
    trail: [["Ofertas", "/ofertas"]],
  },
  "/novedades": {
    title: "Novedades",
    description: "Lo último que llegó a la tienda: ropa y accesorios nuevos.",
    trail: [["Novedades", "/novedades"]],
  },
  "/nuevos-productos": {
    title: "Nuevos Productos",
    description: "Los productos agregados a la tienda en los últimos días.",
    trail: [["Nuevos Productos", "/nuevos-productos"]],
  },
  "/mas-vendidos": {
    title: "Productos Más Vendidos",
    description: "Los productos favoritos de nuestros clientes: los más vendidos y mejor valorados.",
    trail: [["Más Vendidos", "/mas-vendidos"]],
  },
  "/buscar": {
    title: "Buscar",
    description: "Busca ropa y accesorios en la tienda.",
    trail: [["Buscar", "/buscar"]],
    // Result pages are for shoppers; search engines index the products themselves.
    noindex: true,
  },
};

/** An info page (/acerca, /envios…) with its stored title and summary. */
export function infoPage(origin: string, slug: string, pagina: PaginaInfo): RenderedPage {
  const summary = pagina.resumen || pagina.secciones[0]?.parrafos[0] || pagina.titulo;
  return listingPage(origin, {
    title: pagina.titulo,
    description: summary,
    path: `/${slug}`,
    trail: [[pagina.titulo, `/${slug}`]],
  });
}

/** The not-found page: a 404 whose HTML still boots the SPA, which draws its not-found screen. */
export function notFoundPage(origin: string, path: string): RenderedPage {
  return {
    status: 404,
    head: {
      title: "Página no encontrada",
      description: STORE_DESCRIPTION,
      canonical: pageUrl(origin, path),
      ogType: "website",
      noindex: true,
      jsonLd: [],
    },
  };
}
