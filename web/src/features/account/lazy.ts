/** Lazily loaded route modules (front door for `import()` only; no static imports here). */
export const loadLoginRoute = () => import("./routes/login-route");
export const loadForgotPasswordRoute = () => import("./routes/forgot-password-route");
export const loadProfileRoute = () => import("./routes/profile-route");
export const loadConfirmEmailRoute = () => import("./routes/confirm-email-route");
