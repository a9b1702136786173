/** Lazily loaded modules (front door for `import()` only; no static imports here). */
export const loadFooter = () => import("./components/footer");
