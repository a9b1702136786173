/**
 * The headers the API reads and sends beyond JSON, as the OpenAPI document names them. The
 * values mirror functions/src (lib/http.ts, lib/auth/session.ts, domain/orders/checkout.ts);
 * tests/unit/openapi ties each to its source so the reference cannot drift from the code.
 */

/** The anti-CSRF header every write carries (functions/src/lib/http.ts CSRF_HEADER/CSRF_VALUE). */
export const CSRF_HEADER_NAME = "X-Requested-With";
export const CSRF_HEADER_VALUE = "tienda";
/** The session cookie (functions/src/lib/auth/session.ts SESSION_COOKIE). */
export const SESSION_COOKIE_NAME = "tienda_sesion";
/** What POST /api/pedido takes as Idempotency-Key (functions/src/domain/orders/checkout.ts). */
export const IDEMPOTENCY_KEY_PATTERN = "^[A-Za-z0-9_-]{8,100}$";

export const RETRY_AFTER = {
  description: "Segundos que conviene esperar antes de reintentar.",
  schema: { type: "string", pattern: "^[0-9]+$" },
};

/** components.headers: response headers. */
export const HEADERS = {
  ETag: {
    description: "La versión del carrito guardado; envíala como If-Match en PUT /api/carrito.",
    schema: { type: "string" },
  },
  IdempotentReplayed: {
    description: "`true` cuando la respuesta es la guardada de un pedido ya creado con la misma Idempotency-Key.",
    schema: { type: "string", enum: ["true", "false"] },
  },
  SetCookie: {
    description: `Abre, renueva o cierra la cookie de sesión \`${SESSION_COOKIE_NAME}\` (HttpOnly, Secure, SameSite).`,
    schema: { type: "string" },
  },
  CacheControlPublica: {
    description: "La respuesta es igual para todos: la red de distribución y el navegador la guardan un rato.",
    schema: { type: "string" },
  },
};

/** components.parameters: request headers some routes read. */
export const HEADER_PARAMETERS = {
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: true,
    description:
      "Una clave única por pedido (p. ej. un UUID). Reintentar con la misma clave y el mismo cuerpo devuelve el mismo pedido sin crear otro; con otro cuerpo, 409.",
    schema: { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN },
  },
  IfMatch: {
    name: "If-Match",
    in: "header",
    required: false,
    description: "El ETag del carrito leído: la escritura solo se hace si el carrito no cambió (si cambió, 412).",
    schema: { type: "string" },
  },
};
