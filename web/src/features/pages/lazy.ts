/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadInfoPage = () => import("./components/info-page");
export const loadNotFoundPage = () => import("./components/not-found-page");
