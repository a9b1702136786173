/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadNewArrivalsPage = () => import("./components/new-arrivals-page");
