import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import type { HeroBlock } from "@tienda/shared/schemas/content";
import type { ProductRecord } from "../domain/catalogue/product-record";
import type { RenderedPage } from "./head";
import { productPage } from "./product-page";
import { FIXED_LISTINGS, homePage, infoPage, listingPage, notFoundPage, type ListingOptions } from "./site-pages";
import { firstList, type ListingKind } from "./listing-list";
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
  /**
   * The API's answer to a list URL (`/api/productos?…`, `/api/productos/buscar?…`), from the list
   * handlers' own function; null when that URL would not answer 200. Absent: listings get no list.
   */
  productList?(url: string): Promise<{ productos: Producto[] } | null>;
  /** GET /api/estilos's answer: a style page's SPA reads its title and subtitle from it. */
  styles?(): Promise<unknown>;
  /** The home's hero as GET /api/contenido/hero answers it (null while unwritten). Absent: none. */
  hero?(): Promise<HeroBlock | null>;
}

export interface PageRequest {
  /** The URL's path as received (still %-encoded). */
  path: string;
  /** The URL's query string ('q=camisa', without '?'); the edge forwards only LISTING_QUERY_PARAMS. */
  query?: string;
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

/** The fixed listings that start from a list of products (/novedades draws other blocks). */
const FIXED_KINDS: Readonly<Record<string, ListingKind>> = {
  "/tienda": { kind: "shop" },
  "/ofertas": { kind: "offers" },
  "/nuevos-productos": { kind: "new" },
  "/mas-vendidos": { kind: "best" },
  "/buscar": { kind: "search" },
};

/**
 * Which page a path is and what it says. Products, categories, styles and brands are looked up (a
 * missing, hidden or deleted one is a 404); a listing reads its first list (PageSources.productList)
 * when its URL asks for its plain first view, the home its hero; an unknown
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
  if (path === "/") return homePage(origin, storeName, sources.hero ? { hero: await sources.hero() } : undefined);
  const search = new URLSearchParams(req.query ?? "");
  /** A listing with its first list, when the page has one and its answer is 200. */
  const listing = async (o: ListingOptions, kind: ListingKind | undefined) => {
    const list = kind && sources.productList ? firstList(kind, search) : undefined;
    const answer = list ? await sources.productList!(list.url) : null;
    return listingPage(origin, list && answer ? { ...o, first: { list, answer } } : o);
  };
  const fixed = FIXED_LISTINGS[path];
  if (fixed) return listing({ ...fixed, path }, FIXED_KINDS[path]);

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
      return listing(
        {
          title: category.nombre,
          description:
            category.descripcion || `${category.nombre}: ropa y accesorios${storeName ? ` en ${storeName}` : ""}.`,
          path: `/tienda/${encoded}`,
          trail: [
            ["Tienda", "/tienda"],
            [category.nombre, `/tienda/${encoded}`],
          ],
        },
        { kind: "shop", categoria: param },
      );
    }
    if (first === "categoria") {
      const style = await sources.style(param);
      if (!style) return missing();
      return listing(
        {
          title: `Estilo ${style.nombre}`,
          description: style.descripcion || `Ropa y accesorios de estilo ${style.nombre}.`,
          path: `/categoria/${encoded}`,
          trail: [[style.nombre, `/categoria/${encoded}`]],
          // Its title and subtitle come from the styles' answer: carried too, they are drawn with the
          // cards, not a moment later above them (a shift).
          ...(sources.styles ? { moreData: [{ url: "/api/estilos", body: await sources.styles() }] } : {}),
        },
        { kind: "style", estilo: param },
      );
    }
    if (first === "marca") {
      const brand = await sources.brand(param);
      if (!brand) return missing();
      return listing(
        {
          title: brand,
          description: `Ropa y accesorios de la marca ${brand}.`,
          path: `/marca/${encoded}`,
          trail: [[brand, `/marca/${encoded}`]],
        },
        { kind: "brand", marca: param },
      );
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
