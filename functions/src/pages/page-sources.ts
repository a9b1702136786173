import { productForShoppers } from "../domain/catalogue/shopper-product";
import { getCategory } from "../data/categories";
import { getStyle } from "../data/styles";
import { getInfoPage } from "../data/content";
import { getCatalogue } from "../data/catalogue-cache";
import { getSettings } from "../data/settings";
import { productListAnswer, productSearchAnswer, stylesAnswer } from "../domain/catalogue/list-answer";
import { DomainError } from "../domain/errors";
import { contentBlockAnswer } from "../domain/content/content-block-answer";
import type { HeroBlock } from "@tienda/shared/schemas/content";
import type { PageSources } from "./resolve-page";

/**
 * The pages' reads, each one item by its key or the container's catalogue copy (never a scan):
 * a product is read from its own item (its current price and stock, as GET
 * /api/productos/producto/{id} does), a category and a style from theirs, a brand from the cached
 * catalogue (a brand is the products that carry it), a listing's first list by the list handlers'
 * own function from the same cached catalogue.
 */
export const tablePageSources: PageSources = {
  async product(id) {
    return productForShoppers(id);
  },
  async category(id) {
    const c = await getCategory(id);
    return c && !c.oculto ? c : null;
  },
  async style(id) {
    return getStyle(id);
  },
  async brand(id) {
    const catalogue = await getCatalogue();
    return catalogue.products.find((p) => p.marca_id === id)?.marca_nombre ?? null;
  },
  async infoPage(slug) {
    return getInfoPage(slug);
  },
  async storeName() {
    return (await getSettings())?.nombre_tienda ?? null;
  },
  async styles() {
    return stylesAnswer();
  },
  async hero() {
    return (await contentBlockAnswer("hero")) as HeroBlock | null;
  },
  async productList(url) {
    const parsed = new URL(url, "http://pagina.local");
    const query = Object.fromEntries(parsed.searchParams);
    const answer = parsed.pathname === "/api/productos/buscar" ? productSearchAnswer : productListAnswer;
    try {
      return await answer(query);
    } catch (err) {
      // A query the API refuses (a 400: a search too long): the page is drawn without its list.
      if (err instanceof DomainError && err.kind === "invalid") return null;
      throw err;
    }
  },
};
