/** An error that maps to an HTTP answer `{ mensaje, errores? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly mensaje: string,
    readonly errores?: Record<string, string>,
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
export const tooMany = (mensaje: string) => new HttpError(429, mensaje);
