/**
 * The admin area's lazily loaded route modules (front door for `import()` only; no static imports
 * here): the /admin* layout route and one module per page, none of them in the shopper's first
 * download.
 */
export const loadAdminLayout = () => import("./shell");
export const loadAdminDashboard = () => import("./dashboard");
export const loadAdminProducts = () => import("./products");
export const loadAdminRestockDemand = () => import("./products/demand");
export const loadAdminUsers = () => import("./users");
export const loadAdminReports = () => import("./reports");
export const loadAdminSettings = () => import("./settings");
export const loadAdminPayments = () => import("./payments");
export const loadAdminReconciliation = () => import("./reconciliation");
export const loadAdminStore = () => import("./store");
export const loadAdminReviews = () => import("./reviews");
