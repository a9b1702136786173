/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadOrderRoute = () => import("./components/order-route");
export const loadProfileOrderRoute = () => import("./components/profile-order-route");
