import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import type { ProductRecord } from "../domain/catalogue/product-record";
import type { RenderedPage } from "./head";
import { productPage } from "./product-page";
import { FIXED_LISTINGS, homePage, infoPage, listingPage, notFoundPage } from "./site-pages";
import { isInfoSlug } from "@tienda/shared/schemas/content-pages";
import { PLAIN_SPA_ROUTES, decodeSegment, normalizePath } from "./spa-routes";

/** What the pages read from the catalogue; pages/page-sources.ts reads it from the table. */
export interface PageSources {
  /** An active product (null when missing, deleted or inactive). */
  product(id: string): Promise<ProductRecord | null>;
  /** A visible category. */
  category(id: string): Promise<{ nombre: string; descripcion: string } | null>;
  style(id: string): Promise<{ nombre: string; descripcion: string } | null>;
  /** A brand's name, when some active product has it. */
  brand(id: string): Promise<string | null>;
  infoPage(slug: string): Promise<PaginaInfo | null>;
  /** The store's name from its settings (null while none); absent: no name. */
  storeName?(): Promise<string | null>;
}

export interface PageRequest {
  /** The URL's path as received (still %-encoded). */
  path: string;
  /** The store's public origin ('https://tienda.example'), for canonical and Open Graph URLs. */
  origin: string;
  now: Date;
  /** The edge's lifetime for pages; a price change sooner than it shortens a product page's. */
  maxEdgeSeconds: number;
  /** The store's name from its settings (PageSources.storeName); null or absent while none. */
  storeName?: string | null;
}

/** 'plain': a client route with nothing of its own to say; the SPA's HTML as built, 200. */
export type ResolvedPage = RenderedPage | "plain";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Which page a path is and what it says. Products, categories, styles and brands are looked up (a
 * missing, hidden or deleted one is a 404); fixed listings and the home need no read; an unknown
 * path is a 404 with the SPA's HTML, so the SPA still draws its not-found page.
 */
export async function resolvePage(req: PageRequest, sources: PageSources): Promise<ResolvedPage> {
  const storeName = req.storeName ?? null;
  const page = await resolveNamed(req, sources, storeName);
  // Every page's title and og:site_name carry the owner's name, or none (never a name of the code's).
  return page === "plain" ? page : { ...page, head: { ...page.head, siteName: storeName } };
}

async function resolveNamed(req: PageRequest, sources: PageSources, storeName: string | null): Promise<ResolvedPage> {
  const path = normalizePath(req.path);
  const { origin } = req;
  const missing = () => notFoundPage(origin, path);
  if (path === "/") return homePage(origin, storeName);
  const fixed = FIXED_LISTINGS[path];
  if (fixed) return listingPage(origin, { ...fixed, path });

  const [, first = "", rawParam, ...rest] = path.split("/");
  const param = rawParam === undefined ? null : decodeSegment(rawParam);
  if (rest.length === 0 && param !== null && ID.test(param)) {
    const encoded = encodeURIComponent(param);
    if (first === "producto") {
      const product = await sources.product(param);
      return product ? productPage(product, origin, req.now, req.maxEdgeSeconds, storeName) : missing();
    }
    if (first === "tienda") {
      const category = await sources.category(param);
      if (!category) return missing();
      return listingPage(origin, {
        title: category.nombre,
        description:
          category.descripcion || `${category.nombre}: ropa y accesorios${storeName ? ` en ${storeName}` : ""}.`,
        path: `/tienda/${encoded}`,
        trail: [
          ["Tienda", "/tienda"],
          [category.nombre, `/tienda/${encoded}`],
        ],
      });
    }
    if (first === "categoria") {
      const style = await sources.style(param);
      if (!style) return missing();
      return listingPage(origin, {
        title: `Estilo ${style.nombre}`,
        description: style.descripcion || `Ropa y accesorios de estilo ${style.nombre}.`,
        path: `/categoria/${encoded}`,
        trail: [[style.nombre, `/categoria/${encoded}`]],
      });
    }
    if (first === "marca") {
      const brand = await sources.brand(param);
      if (!brand) return missing();
      return listingPage(origin, {
        title: brand,
        description: `Ropa y accesorios de la marca ${brand}.`,
        path: `/marca/${encoded}`,
        trail: [[brand, `/marca/${encoded}`]],
      });
    }
  }
  // Any other single segment may be an info page the admin wrote there (/envios).
  if (rawParam === undefined && isInfoSlug(first)) {
    const pagina = await sources.infoPage(first);
    return pagina ? infoPage(origin, first, pagina) : missing();
  }
  if (PLAIN_SPA_ROUTES.some((route) => route.test(path))) return "plain";
  return missing();
}
