/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadShopRoute = () => import("./routes/shop-route");
export const loadStyleRoute = () => import("./routes/style-route");
export const loadBrandRoute = () => import("./routes/brand-route");
export const loadSearchRoute = () => import("./routes/search-route");
export const loadBestSellersRoute = () => import("./routes/best-sellers-route");
export const loadNewProductsRoute = () => import("./routes/new-products-route");
