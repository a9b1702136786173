/**
 * An error that maps to an HTTP answer `{ mensaje, errores? }` (plus `headers`, e.g. Retry-After),
 * in one place: endpoint() in lib/http.ts. Domain code throws these (or subclasses); handlers
 * never catch them.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly mensaje: string,
    readonly errores?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More fields of the answer's body (e.g. the current cart with a 412). */
    readonly datos?: Record<string, unknown>,
  ) {
    super(mensaje);
    this.name = "HttpError";
  }
}

export const badRequest = (mensaje: string, errores?: Record<string, string>) => new HttpError(400, mensaje, errores);
export const unauthorized = (mensaje = "Debes iniciar sesión para realizar esta acción") => new HttpError(401, mensaje);
export const forbidden = (mensaje = "No tienes permisos para realizar esta acción") => new HttpError(403, mensaje);
export const notFound = (mensaje: string) => new HttpError(404, mensaje);
export const conflict = (mensaje: string, errores?: Record<string, string>) => new HttpError(409, mensaje, errores);
export const tooMany = (mensaje: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    mensaje,
    undefined,
    retryAfterSeconds === undefined ? undefined : { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
