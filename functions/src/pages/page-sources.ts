import { productForShoppers } from "../domain/catalogue/shopper-product";
import { getCategory } from "../data/categories";
import { getStyle } from "../data/styles";
import { getInfoPage } from "../data/content";
import { getCatalogue } from "../data/catalogue-cache";
import { getSettings } from "../data/settings";
import type { PageSources } from "./resolve-page";

/**
 * The pages' reads, each one item by its key or the container's catalogue copy (never a scan):
 * a product is read from its own item (its current price and stock, as GET
 * /api/productos/producto/{id} does), a category and a style from theirs, a brand from the cached
 * catalogue (a brand is the products that carry it).
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
};
