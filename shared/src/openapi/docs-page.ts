/**
 * Where the API reference lives and what its page may load. The web build writes these files
 * beside the SPA (web/build/api-docs.ts); the local server (scripts/local/app-server.ts) and
 * CloudFront (infra/lib/api-docs.ts) serve them from there, ahead of the /api/* routes, with
 * API_DOCS_SECURITY_HEADERS. Nothing of it is in the shopper's bundle.
 */

/** The OpenAPI 3.1 document. */
export const OPENAPI_PATH = "/api/openapi.json";
/** The reference page (Swagger UI, from `swagger-ui-dist`, rendering OPENAPI_PATH). */
export const API_DOCS_PATH = "/api/docs";

/** Files under the build's output folder: path on the site → file (relative to the web root). */
export const API_DOCS_FILES = {
  document: "api/openapi.json",
  page: "api/docs/index.html",
  script: "api/docs/swagger-ui-bundle.js",
  style: "api/docs/swagger-ui.css",
  init: "api/docs/init.js",
} as const;

/** The page and what it loads: the files served under /api/docs/ by their own path, and nothing else. */
export const API_DOCS_PAGE_FILES: readonly string[] = [
  API_DOCS_FILES.page,
  API_DOCS_FILES.script,
  API_DOCS_FILES.style,
  API_DOCS_FILES.init,
];

/**
 * The page's Content-Security-Policy: its scripts, its stylesheet and the document from this
 * origin, nothing else. Swagger UI's stylesheet draws its icons as data: images; "Try it out" sends
 * requests only to this origin (connect-src 'self'); the validator badge, the one outside host
 * Swagger UI would call, is off (validatorUrl: null in API_DOCS_INIT_JS).
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const API_DOCS_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": API_DOCS_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

/** The page: a mount point, a stylesheet and two same-origin scripts (nothing inline, so the CSP needs no hash). */
export const API_DOCS_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Referencia de la API · Tienda</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/${API_DOCS_FILES.style}" />
  </head>
  <body>
    <noscript>La referencia necesita JavaScript. El documento está en ${OPENAPI_PATH}.</noscript>
    <div id="referencia"></div>
    <script src="/${API_DOCS_FILES.script}"></script>
    <script src="/${API_DOCS_FILES.init}"></script>
  </body>
</html>
`;

/**
 * Swagger UI's settings: the document from this origin, links to each operation (#/Tag/operationId),
 * the request's duration in "Try it out", no validator badge (it would send the document's URL
 * to validator.swagger.io), and the schemas listed closed at the end.
 */
export const API_DOCS_INIT_JS = `SwaggerUIBundle(${JSON.stringify({
  url: OPENAPI_PATH,
  dom_id: "#referencia",
  deepLinking: true,
  displayRequestDuration: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: "list",
})});
`;

/** The file a request path names among the reference's files, or null for anything else. */
export function apiDocsFile(pathname: string): string | null {
  if (pathname === OPENAPI_PATH) return API_DOCS_FILES.document;
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) return API_DOCS_FILES.page;
  return API_DOCS_PAGE_FILES.find((f) => pathname === `/${f}`) ?? null;
}

/** How long browsers and the edge keep the reference's files: they change only with a deployment. */
export const API_DOCS_CACHE_CONTROL = "public, max-age=300";
