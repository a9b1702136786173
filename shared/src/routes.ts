/**
 * The single route table. The CDK stack creates one API route + one Lambda per
 * entry, and the local server serves exactly these entries. `handler` is the
 * module path under functions/src/handlers (without extension); it must export
 * `handler` built with `endpoint(<method path>, ...)`.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthLevel = "public" | "user" | "admin";

/**
 * What a route's Lambda may touch, so the stack grants only that. Every
 * function may read the table (sessions are resolved from it for user/admin
 * routes), so "table:read" is implied.
 */
export type Grant =
  | "table:write"
  | "images:read"
  | "images:write"
  | "receipts:read"
  | "receipts:write"
  | "mail:send"
  // Reads the sender's SES identity (verification state) for the setup checklist; sends nothing.
  | "mail:status"
  // Changes what the public, edge-cached reads show: endpoint() drops the edge's copies after a
  // successful answer (functions/src/lib/edge-purge.ts), so shoppers see the change at once.
  | "cdn:invalidate"
  // Fetches the BCV rate from TASA_BCV_URL (docs/bcv-rate.md): no AWS permission, only that URL in
  // its environment.
  | "bcv:fetch";

export interface RouteDef {
  method: HttpMethod;
  path: string;
  handler: string;
  auth: AuthLevel;
  grants?: readonly Grant[];
  /**
   * "public": a GET whose answer is the same for everyone (no session, no per-user data), so its
   * handler sends a shared Cache-Control and CloudFront caches it, keyed on the query string only
   * (docs/performance.md, "Edge caching"). Never on anything that reads the session or a secret.
   */
  cache?: "public";
  /**
   * Largest request body in bytes (default DEFAULT_MAX_BODY). endpoint() and the local server
   * refuse a longer one with 413 before reading it as JSON; raise it only where the route's own
   * schema can need more (a product's variants, a cart, the settings).
   */
  maxBody?: number;
  /**
   * The route counts requests against a quota (functions/src/data/throttle.ts, or the checkout's
   * open-order slots) and answers 429 once it is spent, with Retry-After for a time window. The
   * API reference lists that answer from this flag (shared/src/openapi/document.ts).
   */
  throttled?: true;
  /**
   * The Lambda's time limit in seconds when a route needs more than the 10 s default (the
   * products import writes hundreds of products); at most 29, under API Gateway's 30 s.
   */
  timeoutSeconds?: number;
}

/** Most bodies are a few fields: 16 KB leaves room for escapes and still bounds the parsing. */
export const DEFAULT_MAX_BODY = 16 * 1024;
/** Routes whose bodies are lists (variants, cart lines, favourites, order lines) or the settings. */
const LIST_BODY = 64 * 1024;
/** A bank statement's text (at most 2 MB of file) inside JSON, where quotes and breaks are escaped. */
const STATEMENT_BODY = 5 * 1024 * 1024;
/** A products spreadsheet's text (at most 2 MB of file) inside JSON, where quotes and breaks are escaped. */
const PRODUCT_CSV_BODY = 5 * 1024 * 1024;

/** The body limit of a route. */
export function maxBodyOf(route: Pick<RouteDef, "maxBody">): number {
  return route.maxBody ?? DEFAULT_MAX_BODY;
}

export const routes = [
  // Catalogue (public)
  { method: "GET", path: "/api/productos", handler: "catalogo/list-products", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/producto/{id}", handler: "catalogo/get-product", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/producto", handler: "catalogo/list-products-by-group", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/buscar", handler: "catalogo/search-products", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/populares", handler: "catalogo/list-popular-products", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/descuento", handler: "catalogo/list-discounted-products", auth: "public", cache: "public" },
  { method: "GET", path: "/api/productos/nuevos", handler: "catalogo/list-new-products", auth: "public", cache: "public" },
  { method: "GET", path: "/api/categorias", handler: "catalogo/list-categories", auth: "public", cache: "public" },
  { method: "POST", path: "/api/categorias", handler: "catalogo/create-category", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "PUT", path: "/api/categorias/{id}", handler: "catalogo/update-category", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "DELETE", path: "/api/categorias/{id}", handler: "catalogo/delete-category", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  // Category and style writes publish a fresh image (images bucket) and bump the catalogue version.
  // Styles (the home's style grid and /categoria/{estilo}); the admin reads categories with the
  // hidden ones and their product counts from /api/admin/categorias.
  { method: "GET", path: "/api/estilos", handler: "estilos/list-styles", auth: "public", cache: "public" },
  { method: "POST", path: "/api/estilos", handler: "estilos/create-style", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "PUT", path: "/api/estilos/{id}", handler: "estilos/update-style", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "DELETE", path: "/api/estilos/{id}", handler: "estilos/delete-style", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "GET", path: "/api/admin/categorias", handler: "admin/list-categories", auth: "admin" },
  // The same styles, never cached: the admin's lists and the product wizard show a style just saved.
  { method: "GET", path: "/api/admin/estilos", handler: "admin/list-styles", auth: "admin" },
  // Admin catalogue: products, stock and offers (every change bumps the catalogue version).
  { method: "POST", path: "/api/productos", handler: "productos/create-product", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "PUT", path: "/api/productos/{id}", handler: "productos/update-product", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "PATCH", path: "/api/productos/{id}", handler: "productos/patch-product", auth: "admin", grants: ["table:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "DELETE", path: "/api/productos/{id}", handler: "productos/delete-product", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "PUT", path: "/api/productos/{id}/stock", handler: "productos/update-stock", auth: "admin", grants: ["table:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "PUT", path: "/api/productos/{id}/oferta", handler: "productos/set-offer", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "DELETE", path: "/api/productos/{id}/oferta", handler: "productos/remove-offer", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  // 'Avísame cuando llegue' (docs/restock-alerts.md): a shopper waits for a sold-out variant; the
  // email's link takes her off the list; the admin sees the demand per variant.
  { method: "POST", path: "/api/productos/{id}/avisos", handler: "productos/subscribe-restock-alert", auth: "public", grants: ["table:write"], throttled: true },
  { method: "GET", path: "/api/avisos/baja", handler: "avisos/unsubscribe-restock-alert", auth: "public", grants: ["table:write"] },
  { method: "GET", path: "/api/admin/avisos", handler: "admin/list-restock-demand", auth: "admin" },
  // Photos in bulk: each upload's original file name, recorded with its key once it is checked.
  { method: "POST", path: "/api/admin/fotos", handler: "admin/register-photo", auth: "admin", grants: ["table:write", "images:read"] },
  // Content (public)
  { method: "GET", path: "/api/testimonio", handler: "contenido/list-testimonials", auth: "public", cache: "public" },
  { method: "GET", path: "/api/contenido/{clave}", handler: "contenido/get-content-block", auth: "public", cache: "public" },
  { method: "POST", path: "/api/newsletter", handler: "contenido/subscribe-newsletter", auth: "public", grants: ["table:write"], throttled: true },
  // Opens the double opt-in link emailed by POST /api/newsletter (public: the link is the proof).
  { method: "POST", path: "/api/newsletter/confirmar", handler: "contenido/confirm-newsletter", auth: "public", grants: ["table:write"] },
  // Admin: the storefront's content. Each write records who and when in the activity feed and
  // bumps the catalogue version; images are checked uploads (POST /api/subidas).
  { method: "PUT", path: "/api/contenido/{clave}", handler: "contenido/put-content-block", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "DELETE", path: "/api/contenido/{clave}", handler: "contenido/delete-content-block", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "GET", path: "/api/admin/contenido", handler: "contenido/list-content-admin", auth: "admin" },
  // Info pages (footer and help pages): public read, admin writes.
  { method: "GET", path: "/api/paginas", handler: "contenido/list-info-pages", auth: "public", cache: "public" },
  { method: "GET", path: "/api/paginas/{slug}", handler: "contenido/get-info-page", auth: "public", cache: "public" },
  { method: "PUT", path: "/api/paginas/{slug}", handler: "contenido/put-info-page", auth: "admin", grants: ["table:write", "cdn:invalidate"], maxBody: LIST_BODY },
  { method: "DELETE", path: "/api/paginas/{slug}", handler: "contenido/delete-info-page", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "GET", path: "/api/admin/paginas", handler: "contenido/list-info-pages-admin", auth: "admin" },
  // Testimonials: the public list shows the visible ones; the admin's list has the hidden too.
  { method: "POST", path: "/api/testimonio", handler: "contenido/create-testimonial", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "PUT", path: "/api/testimonio/{id}", handler: "contenido/update-testimonial", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"] },
  { method: "DELETE", path: "/api/testimonio/{id}", handler: "contenido/delete-testimonial", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
  { method: "GET", path: "/api/admin/testimonios", handler: "contenido/list-testimonials-admin", auth: "admin" },
  // Orders. Creation is public (guests check out); reading an order needs its owner's session,
  // the guest's secret link token, or an admin (checked in functions/src/domain/orders/access.ts).
  { method: "POST", path: "/api/pedido", handler: "pedidos/create-order", auth: "public", grants: ["table:write", "receipts:read"], maxBody: LIST_BODY, throttled: true },
  // Prices a cart as POST /api/pedido would (promo, first-purchase 20%, shipping, Bs) without writing.
  { method: "POST", path: "/api/pedido/cotizacion", handler: "pedidos/quote-order", auth: "public", maxBody: LIST_BODY, throttled: true },
  { method: "GET", path: "/api/pedido/usuario/{userId}", handler: "pedidos/list-user-orders", auth: "user" },
  { method: "GET", path: "/api/pedido/{id}", handler: "pedidos/get-order", auth: "public" },
  { method: "POST", path: "/api/pedido/{id}/comprobante", handler: "pedidos/attach-receipt", auth: "public", grants: ["table:write", "receipts:read"] },
  { method: "GET", path: "/api/pedido/{id}/comprobante", handler: "pedidos/get-receipt-url", auth: "public", grants: ["receipts:read"] },
  { method: "POST", path: "/api/pedido/{id}/cancelar", handler: "pedidos/cancel-order", auth: "public", grants: ["table:write"] },
  // Admin: payments list with summary figures, review and fulfilment (role checked from this table).
  { method: "GET", path: "/api/pedido", handler: "pedidos/list-orders-admin", auth: "admin" },
  { method: "POST", path: "/api/pedido/{id}/aprobar", handler: "pedidos/approve-payment", auth: "admin", grants: ["table:write"] },
  { method: "POST", path: "/api/pedido/{id}/rechazar", handler: "pedidos/reject-payment", auth: "admin", grants: ["table:write"] },
  // Cash in dollars has no receipt: the admin marks it paid when she collects it (docs/payments.md).
  { method: "POST", path: "/api/pedido/{id}/cobrar-efectivo", handler: "pedidos/mark-cash-paid", auth: "admin", grants: ["table:write"] },
  { method: "PUT", path: "/api/pedido/{id}", handler: "pedidos/update-fulfilment", auth: "admin", grants: ["table:write"] },
  { method: "DELETE", path: "/api/pedido/{id}", handler: "pedidos/archive-order", auth: "admin", grants: ["table:write"] },
  // Bank statement reconciliation (docs/reconciliation.md): the import keeps the file beside the
  // receipts; approval uses the payment review's conditional transaction.
  { method: "POST", path: "/api/admin/conciliaciones", handler: "admin/conciliaciones-import", auth: "admin", grants: ["table:write", "receipts:write"], maxBody: STATEMENT_BODY },
  { method: "GET", path: "/api/admin/conciliaciones", handler: "admin/conciliaciones-list", auth: "admin" },
  { method: "GET", path: "/api/admin/conciliaciones/{id}", handler: "admin/conciliaciones-get", auth: "admin" },
  { method: "POST", path: "/api/admin/conciliaciones/{id}/aprobar", handler: "admin/conciliaciones-approve", auth: "admin", grants: ["table:write"] },
  // Admin figures (dashboard, reports) from the per-day aggregates.
  { method: "GET", path: "/api/admin/estadisticas", handler: "admin/get-sales-stats", auth: "admin" },
  { method: "GET", path: "/api/admin/alertas", handler: "admin/get-alerts", auth: "admin" },
  // The dashboard's setup checklist (what a new store lacks before it can sell).
  { method: "GET", path: "/api/admin/puesta-en-marcha", handler: "admin/get-setup-checklist", auth: "admin", grants: ["mail:status"] },
  { method: "GET", path: "/api/admin/actividad", handler: "admin/get-activity", auth: "admin" },
  // Admin products list and editor reads: inactive products too, with offers and stock per variant.
  { method: "GET", path: "/api/admin/productos", handler: "admin/list-products", auth: "admin" },
  { method: "GET", path: "/api/admin/productos/{id}", handler: "admin/get-product", auth: "admin" },
  // The catalogue by spreadsheet (docs/product-csv.md): the export answers text/csv; the import
  // plans against the products as read and writes each product conditionally.
  { method: "GET", path: "/api/admin/productos/exportar", handler: "admin/export-products", auth: "admin" },
  { method: "POST", path: "/api/admin/productos/importar", handler: "admin/import-products", auth: "admin", grants: ["table:write", "images:read", "images:write", "cdn:invalidate"], maxBody: PRODUCT_CSV_BODY, timeoutSeconds: 29 },
  { method: "GET", path: "/api/admin/usuarios", handler: "admin/list-users", auth: "admin" },
  { method: "PATCH", path: "/api/admin/usuarios/{id}", handler: "admin/update-user", auth: "admin", grants: ["table:write"] },
  { method: "GET", path: "/api/admin/ajustes", handler: "admin/get-settings", auth: "admin" },
  { method: "PUT", path: "/api/admin/ajustes", handler: "admin/update-settings", auth: "admin", grants: ["table:write", "cdn:invalidate"], maxBody: LIST_BODY },
  // The BCV rate fetched by itself (docs/bcv-rate.md): its history, and the update run now.
  { method: "GET", path: "/api/admin/tasa-bcv", handler: "admin/list-bcv-rates", auth: "admin" },
  { method: "POST", path: "/api/admin/tasa-bcv/actualizar", handler: "admin/update-bcv-rate", auth: "admin", grants: ["table:write", "bcv:fetch"] },
  // Store settings: the public part (BCV rate, the store's payment details) for the checkout.
  { method: "GET", path: "/api/ajustes/publicos", handler: "ajustes/get-public-settings", auth: "public" },
  // The store's contact details (footer, info pages); all null until the admin gives them.
  { method: "GET", path: "/api/ajustes/contacto", handler: "ajustes/get-contact", auth: "public", cache: "public" },
  // Promotions (public: the cart checks a code before sign-in)
  { method: "POST", path: "/api/promociones/validar", handler: "promociones/validate-promo-code", auth: "public", throttled: true },
  // Admin: promo codes with their rules and uses so far (uses are counted by the order's transaction).
  { method: "GET", path: "/api/admin/promociones", handler: "admin/list-promos", auth: "admin" },
  { method: "POST", path: "/api/admin/promociones", handler: "admin/create-promo", auth: "admin", grants: ["table:write"] },
  { method: "PUT", path: "/api/admin/promociones/{codigo}", handler: "admin/update-promo", auth: "admin", grants: ["table:write"] },
  { method: "DELETE", path: "/api/admin/promociones/{codigo}", handler: "admin/delete-promo", auth: "admin", grants: ["table:write"] },
  // --- Accounts (accounts issue): sign-up/in, session, profile, account lists, uploads ---
  // Auth is enforced by functions/src/lib/http.ts from the `auth` column, never per handler.
  { method: "POST", path: "/api/auth/registro", handler: "auth/register", auth: "public", grants: ["table:write"], throttled: true },
  { method: "POST", path: "/api/auth/login", handler: "auth/login", auth: "public", grants: ["table:write"], throttled: true },
  { method: "POST", path: "/api/auth/logout", handler: "auth/logout", auth: "public", grants: ["table:write"] },
  // Public: answers { usuario: null } when signed out; slides the session expiry.
  { method: "GET", path: "/api/auth/sesion", handler: "auth/get-session", auth: "public", grants: ["table:write"] },
  // Demo accounts for the login page: a list only when DEMO_MODE=true (local), otherwise [].
  { method: "GET", path: "/api/auth/cuentas-demo", handler: "auth/list-demo-accounts", auth: "public" },
  { method: "PUT", path: "/api/usuarios/me", handler: "usuarios/update-profile", auth: "user", grants: ["table:write", "images:read", "images:write"], throttled: true },
  // Opens the link emailed to a new sign-in email; only then does the account's email change.
  { method: "POST", path: "/api/usuarios/me/email/confirmar", handler: "usuarios/confirm-email", auth: "user", grants: ["table:write"] },
  { method: "PUT", path: "/api/usuarios/me/password", handler: "usuarios/change-password", auth: "user", grants: ["table:write"], throttled: true },
  { method: "PUT", path: "/api/usuarios/me/preferencias", handler: "usuarios/update-preferences", auth: "user", grants: ["table:write"] },
  { method: "GET", path: "/api/carrito", handler: "carrito/get-cart", auth: "user" },
  { method: "PUT", path: "/api/carrito", handler: "carrito/put-cart", auth: "user", grants: ["table:write"], maxBody: LIST_BODY },
  { method: "GET", path: "/api/favoritos", handler: "favoritos/get-favorites", auth: "user" },
  { method: "PUT", path: "/api/favoritos", handler: "favoritos/put-favorites", auth: "user", grants: ["table:write"], maxBody: LIST_BODY },
  // Presigned image upload. Public because guests upload payment receipts; each purpose's own
  // auth level (avatar: user, producto: admin) is enforced from UPLOAD_PURPOSE_AUTH.
  { method: "POST", path: "/api/subidas", handler: "subidas/create-upload", auth: "public", grants: ["table:write", "images:write", "receipts:write"], throttled: true },
  // --- end accounts ---
  // Reviews from verified buyers (issue 36). Buyer writes do not purge the edge: the SPA reads the
  // list with the product's figures in its query (v), so a new review is a new address; a moderator's hide purges.
  { method: "GET", path: "/api/productos/{id}/resenas", handler: "resenas/list-product-reviews", auth: "public", cache: "public" },
  { method: "POST", path: "/api/pedido/{id}/resenas", handler: "resenas/create-review", auth: "public", grants: ["table:write"], throttled: true },
  { method: "GET", path: "/api/admin/resenas", handler: "resenas/list-reviews-admin", auth: "admin" },
  { method: "PATCH", path: "/api/admin/resenas/{id}", handler: "resenas/moderate-review", auth: "admin", grants: ["table:write", "cdn:invalidate"] },
] as const satisfies readonly RouteDef[];

/** "METHOD /path" of each entry: each entry's own pair (not every method with every path). */
export type RouteKey = (typeof routes)[number] extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

export function routeKey(r: Pick<RouteDef, "method" | "path">): string {
  return `${r.method} ${r.path}`;
}

export function findRoute(key: string): RouteDef | undefined {
  return (routes as readonly RouteDef[]).find((r) => routeKey(r) === key);
}

/** Turns '/api/productos/producto/{id}' into a matcher returning path params. */
export function compilePath(path: string): (url: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const re = new RegExp(`^${pattern}$`);
  return (url) => {
    const m = re.exec(url);
    if (!m) return null;
    const params: Record<string, string> = {};
    names.forEach((n, i) => (params[n] = safeDecode(m[i + 1]!)));
    return params;
  };
}

/** A malformed escape ('%ZZ') stays as typed, so the handler answers 400/404 rather than crashing. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Lambda-friendly id for a route: "GET /api/productos/{id}" -> "GetApiProductosId". */
export function routeId(r: Pick<RouteDef, "method" | "path">): string {
  const words = [r.method.toLowerCase(), ...r.path.split(/[/{}-]+/)].filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}
