import type { Organization, SearchAction, WebSite, WithContext } from "schema-dts";
import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import type { HeroBlock } from "@tienda/shared/schemas/content";
import { cutDescription, escapeHtml } from "./html";
import type { PageData, PageHead, RenderedPage } from "./head";
import { cardsHtml, shownFirst, type ListingList } from "./listing-list";
import { breadcrumbs, pageUrl } from "./site-urls";

/** The store's description, as the SPA's index.html states it. */
export const STORE_DESCRIPTION = "Tienda de ropa y accesorios online: moda casual, formal, fiesta y deportiva.";

/** The page's heading in the body for the first paint (React's first render replaces it). */
const heading = (title: string) => `<div class="ssr-page"><h1>${escapeHtml(title)}</h1></div>`;

/** The hero's figures while a slide gives none (web/src/features/home/components/hero-carousel.tsx). */
const DEFAULT_STATS = [
  { numero: "500+", etiqueta: "Productos" },
  { numero: "50K+", etiqueta: "Clientes" },
  { numero: "99%", etiqueta: "Satisfacción" },
];

/** Where the hero's button may lead from the HTML: a path of the store (the SPA links it the same way). */
const storePath = (link: string) => (link.startsWith("/") && !link.startsWith("//") ? link : "/tienda");

/** '/img/hero/x.svg' for a stored image path ('img/hero/x.svg' or '/img/…'); null for another site's. */
function ownImage(src: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) return null;
  return src.startsWith("/") ? src : `/${src}`;
}

/**
 * The hero's first slide as HeroCarousel draws it on its first render (hero.module.css's sizes, at
 * the HTML's own class names): title, text, button, figures and the photo, the home's largest
 * paint on a phone.
 */
function heroHtml(s: HeroBlock["diapositivas"][number], photo: string | null): string {
  const stats = (s.estadisticas?.length ? s.estadisticas : DEFAULT_STATS).slice(0, 3);
  return (
    `<section class="ssr-hero${s.tema === "dark" ? " ssr-hero-dark" : ""}" aria-label="Destacados">` +
    `<div class="ssr-hero-grid"><div class="ssr-hero-copy"><h1>${escapeHtml(s.titulo)}</h1>` +
    `<p class="ssr-hero-text">${escapeHtml(s.descripcion)}</p>` +
    `<div><a class="ssr-hero-cta" href="${escapeHtml(storePath(s.enlaceBoton || "/tienda"))}">` +
    `${escapeHtml(s.textoBoton || "Comprar Ahora")}</a></div><div class="ssr-hero-stats">` +
    stats
      .map(
        (st) =>
          `<div><p class="ssr-hero-stat">${escapeHtml(st.numero)}</p><p class="ssr-hero-label">${escapeHtml(st.etiqueta)}</p></div>`,
      )
      .join("") +
    `</div></div>` +
    (photo
      ? `<div class="ssr-hero-media"><img src="${escapeHtml(photo)}" alt="${escapeHtml(s.altImagen || s.titulo)}"` +
        ` width="600" height="600" fetchpriority="high"></div>`
      : "") +
    `</div></section>`
  );
}

/**
 * The home page: Organization and WebSite, whose SearchAction is the shop's search (/buscar?q=);
 * both carry the store's name when its owner gave one. With its hero read, the first slide is in
 * the body (its photo preloaded) and the hero's API answer in the HTML for the SPA.
 */
export function homePage(
  origin: string,
  storeName: string | null = null,
  content?: { hero: HeroBlock | null },
): RenderedPage {
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
    ...(content ? heroParts(content.hero) : {}),
  };
}

/** The home's body and data from its hero: the first slide, its photo preloaded; null drawn by the SPA. */
function heroParts(hero: HeroBlock | null): Pick<RenderedPage, "body" | "preloadImage" | "data"> {
  const data = { url: "/api/contenido/hero", body: hero };
  const first = hero?.diapositivas[0];
  if (!first) return { data };
  const photo = first.imagen ? ownImage(first.imagen) : null;
  return { body: heroHtml(first, photo), data, ...(photo ? { preloadImage: photo } : {}) };
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
  /** Other answers the SPA's page reads at once, carried with the list. */
  moreData?: readonly PageData[];
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
    ...(o.moreData ? { moreData: o.moreData } : {}),
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
