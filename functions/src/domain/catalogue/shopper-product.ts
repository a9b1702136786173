import { getProduct, listProductsByCategory } from "../../data/products";
import { getCategory } from "../../data/categories";
import { getCategoryAndStyle, listStyles } from "../../data/styles";
import type { ProductRecord } from "./product-record";
import { structureNames, withCurrentNames } from "./current-names";

/**
 * One product as shoppers see it: read from its own item (its current price and stock), on sale
 * only, with its category's, subcategory's and style's current names (a rename shows at once).
 */
export async function productForShoppers(id: string): Promise<ProductRecord | null> {
  const p = await getProduct(id);
  if (!p?.activo) return null;
  const [categoria, estilo] = await getCategoryAndStyle(p.categoria_id, p.estilo_id);
  return withCurrentNames(p, structureNames(categoria ? [categoria] : [], estilo ? [estilo] : []));
}

/**
 * A category's products on sale, from the category's index, with current names; null for a
 * category the store does not have.
 */
export async function categoryProductsForShoppers(categoriaId: string): Promise<ProductRecord[] | null> {
  const [categoria, records, estilos] = await Promise.all([
    getCategory(categoriaId),
    listProductsByCategory(categoriaId),
    listStyles(),
  ]);
  if (!categoria) return null;
  const names = structureNames([categoria], estilos);
  return records.filter((p) => p.activo).map((p) => withCurrentNames(p, names));
}
