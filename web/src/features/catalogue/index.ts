/**
 * Catalogue: the filtered, sorted product lists (shop, style, brand, search, best sellers, new
 * products: ./lazy) and the product grid other pages reuse. Product data itself comes from the
 * products feature. The home page's lower half imports this file for the grid: keep the list
 * view (filters, pagination) out of it, or the home page would download it too.
 */
export { ProductGrid } from "./components/product-grid";
export { PRICE_MAX, PRICE_MIN } from "./api/catalogue-url";
