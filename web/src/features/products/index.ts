/**
 * Products: the catalogue API's reads (product lists, one product, categories) and their query
 * keys. It sits below cart, favorites and catalogue, which all need product data, so none of
 * them has to import another for it.
 */
export {
  fetchProduct,
  fetchProducts,
  productKeys,
  useCategories,
  useErrorToast,
  useProduct,
  useProducts,
  useProductsByGroup,
  useProductsByIds,
  useSearchProducts,
  type ProductListParams,
} from "./api/products";
export { productListUrl } from "./api/list-url";
