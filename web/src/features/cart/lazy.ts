/** Lazily loaded modules (front door for `import()` only; no static imports here). */
export const loadCartPage = () => import("./components/cart-page");
export const loadCartDropdownContent = () => import("./components/cart-dropdown-content");
