/**
 * Texts of the companion spec's error catalogue for calls that fail without a message of the
 * server's: a non-OK answer with no `mensaje` (a proxy's 502), or no answer at all. The server's
 * own Spanish message wins when there is one. Pure (no `@/` imports: unit tests load this file).
 */
export const ORDER_HELPER_ERRORS = {
  obtener: "Error al obtener pedidos",
  crear: "Error al crear pedido",
  actualizar: "Error al actualizar pedido",
  eliminar: "Error al eliminar pedido",
} as const;
export type OrderHelperAction = keyof typeof ORDER_HELPER_ERRORS;

/** The API client's message for a non-OK answer without a `mensaje` ('Error HTTP: 502'). */
const NO_SERVER_MESSAGE = /^Error HTTP: \d+$/;

interface ErrorLike {
  status?: unknown;
  message?: unknown;
}

/** True when the error is an answer of the server that says what went wrong in its own words. */
export function hasServerMessage(err: unknown): boolean {
  const e = (err ?? {}) as ErrorLike;
  return (
    typeof e.status === "number" && typeof e.message === "string" && !!e.message && !NO_SERVER_MESSAGE.test(e.message)
  );
}

/** The server's message when it gave one, otherwise the helper's text for the action. */
export function orderActionError(err: unknown, action: OrderHelperAction): string {
  return hasServerMessage(err) ? String((err as ErrorLike).message) : ORDER_HELPER_ERRORS[action];
}

/**
 * Reason phrases of the statuses an order list can meet. HTTP/2 (CloudFront) carries no reason
 * phrase, so the browser's `statusText` is empty there: the text comes from here.
 */
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** 'Error {status}: {statusText}' (storefront spec, the profile's orders call). */
export function httpStatusError(status: number): string {
  return `Error ${status}: ${STATUS_TEXT[status] ?? "Error"}`;
}

/** The offers page's alternate load error (companion spec, error catalogue). */
export const OFFERS_LOAD_ERROR = "Error al cargar las ofertas. Por favor, intenta de nuevo.";

/** Under 'Error al cargar ofertas': the server's message, else the alternate text (never 'Failed to fetch'). */
export function offersLoadError(err: unknown): string {
  return hasServerMessage(err) ? String((err as ErrorLike).message) : OFFERS_LOAD_ERROR;
}
