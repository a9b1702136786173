/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadHomePage = () => import("./components/home-page");
