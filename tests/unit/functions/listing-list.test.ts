import { describe, expect, it } from "vitest";
import { LISTING_QUERY_PARAMS } from "@tienda/shared/page-renderer";
import { firstList, type ListingKind } from "../../../functions/src/pages/listing-list";
import { catalogueFirstUrl } from "../../../web/src/features/catalogue/early";
import { offersFirstUrl } from "../../../web/src/features/offers/early";
import {
  catalogueRequest,
  type CatalogueRequestOptions,
} from "../../../web/src/features/catalogue/api/catalogue-request";
import {
  BEST_SELLER_SORTS,
  NEW_PRODUCTS_DAYS,
  NEW_PRODUCTS_SORTS,
  parseCatalogueParams,
  SHOP_SORTS,
} from "../../../web/src/features/catalogue/api/catalogue-url";
import { productListUrl } from "../../../web/src/features/products/api/list-url";

/**
 * The renderer writes a listing's first list into its HTML under the URL the SPA requests first
 * (functions/src/pages/listing-list.ts); the SPA takes it only under that exact URL. So the two
 * must name it byte for byte, as each route's CatalogueView (its `fixed` and `sorts`) builds it.
 */
const spaListUrl = (o: CatalogueRequestOptions, search = "") => {
  const request = catalogueRequest(parseCatalogueParams(new URLSearchParams(search), o.defaultSort), o);
  return request.kind === "list" ? productListUrl(request.params) : undefined;
};
/** As the routes pass them (web/src/features/catalogue/routes/*.tsx): the first sort is the default. */
const route = (fixed: CatalogueRequestOptions["fixed"], sorts = SHOP_SORTS): CatalogueRequestOptions => ({
  fixed,
  sorts,
  defaultSort: sorts[0]!.value,
});

describe("a listing's first list names the SPA's first request", () => {
  const none = new URLSearchParams();
  it.each<[string, ListingKind, string | undefined]>([
    ["/tienda", { kind: "shop" }, catalogueFirstUrl("shop", "/tienda", "")],
    [
      "/tienda/{categoría}",
      { kind: "shop", categoria: "ropa-mujer" },
      catalogueFirstUrl("shop", "/tienda/ropa-mujer", ""),
    ],
    ["/categoria/{estilo}", { kind: "style", estilo: "casual" }, spaListUrl(route({ estilo: "casual" }))],
    ["/marca/{marca}", { kind: "brand", marca: "urban-co" }, spaListUrl(route({ marca: "urban-co" }))],
    ["/nuevos-productos", { kind: "new" }, spaListUrl(route({ dias: NEW_PRODUCTS_DAYS }, NEW_PRODUCTS_SORTS))],
    ["/mas-vendidos", { kind: "best" }, spaListUrl(route({ mas_vendidos: true }, BEST_SELLER_SORTS))],
    ["/ofertas", { kind: "offers" }, offersFirstUrl()],
  ])("%s", (_, kind, spa) => {
    expect(spa).toBeDefined();
    expect(firstList(kind, none)?.url).toBe(spa);
  });

  it("/buscar with the shopper's words, spaces and symbols encoded the same way", () => {
    for (const q of ["camisa", "  camisa roja ", "niño & niña 100%", "<b>"]) {
      const search = new URLSearchParams({ q });
      expect(firstList({ kind: "search" }, search)?.url, q).toBe(
        catalogueFirstUrl("search", "/buscar", `?${search.toString()}`),
      );
    }
    expect(firstList({ kind: "search" }, new URLSearchParams("q=%20"))).toBeUndefined();
    expect(catalogueFirstUrl("search", "/buscar", "?q=%20")).toBeUndefined();
  });

  it("every parameter the edge forwards changes the SPA's list (so its first view is another), and no other does", () => {
    const samples: Record<(typeof LISTING_QUERY_PARAMS)[number], string> = {
      q: "camisa",
      categoria: "calzado",
      subcategoria: "tenis",
      category: "tenis",
      color: "Negro",
      talla: "M",
      precio_min: "10",
      precio_max: "90",
      valoracion: "4",
      stock: "1",
      orden: "price-low",
      pagina: "2",
    };
    const shop = route({ categoria: "ropa-mujer" });
    for (const [key, value] of Object.entries(samples)) {
      const sp = `?${key}=${value}`;
      // q is the search page's; the others change the shop's list.
      const changed =
        key === "q"
          ? catalogueFirstUrl("search", "/buscar", sp) !== catalogueFirstUrl("search", "/buscar", "")
          : spaListUrl(shop, sp) !== spaListUrl(shop);
      expect(changed, key).toBe(true);
      // The renderer draws no first list for such a view (the search: only with q alone).
      const kind: ListingKind = key === "q" ? { kind: "search" } : { kind: "shop", categoria: "ropa-mujer" };
      expect(firstList(kind, new URLSearchParams(sp)) !== undefined, key).toBe(key === "q");
    }
    for (const key of ["utm_source", "fbclid", "gclid", "ref"]) {
      expect(spaListUrl(shop, `?${key}=x`), key).toBe(spaListUrl(shop));
      expect(firstList({ kind: "shop" }, new URLSearchParams(`${key}=x`))?.url, key).toBe(
        catalogueFirstUrl("shop", "/tienda", ""),
      );
    }
  });
});
