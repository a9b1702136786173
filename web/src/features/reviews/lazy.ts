/** Lazily loaded parts (front door for `import()` only; no static imports here). */
export const loadProductReviews = () => import("./components/product-reviews");
