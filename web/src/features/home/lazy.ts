/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadHomePage = () => import("./components/home-page");
/** /newsletter/confirmar?token=…: the newsletter's double opt-in link. */
export const loadNewsletterConfirmPage = () => import("./components/newsletter-confirm-page");
