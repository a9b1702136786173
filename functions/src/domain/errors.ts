/**
 * Errors by kind (Medusa's MedusaError.Types is the model): domain code says *what* went wrong
 * and in which Spanish words; endpoint() in lib/http.ts alone decides the HTTP status and headers
 * (see STATUS_BY_KIND in lib/errors.ts). Nothing here knows HTTP.
 */
export type ErrorKind =
  /** The input breaks a rule (bad value, unknown reference, wrong upload). */
  | "invalid"
  /** No valid session, or credentials that do not match. */
  | "unauthorized"
  /** Signed in, but this account may not do it (inactive, wrong role, cross-site request). */
  | "forbidden"
  | "not_found"
  /** The request clashes with the current state (duplicate, stock gone, state already moved). */
  | "conflict"
  /** The caller's version of the resource is stale (see `etag`). */
  | "precondition_failed"
  /** The request or upload is bigger than allowed. */
  | "too_large"
  /** A limit on attempts was reached (see `retryAfterSeconds`). */
  | "too_many"
  /** The store cannot serve this now (e.g. settings not configured yet). */
  | "unavailable";

export interface DomainErrorDetails {
  /** Per-field Spanish messages. */
  errores?: Record<string, string>;
  /** More fields of the answer's body (e.g. the current cart when a version is stale). */
  datos?: Record<string, unknown>;
  /** When trying again makes sense (too_many, unavailable). */
  retryAfterSeconds?: number;
  /** The resource's current version tag (precondition_failed), so the client can retry on it. */
  etag?: string;
}

export class DomainError extends Error {
  readonly errores?: Record<string, string>;
  readonly datos?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
  readonly etag?: string;

  constructor(
    readonly kind: ErrorKind,
    readonly mensaje: string,
    details: DomainErrorDetails = {},
  ) {
    super(mensaje);
    this.name = "DomainError";
    this.errores = details.errores;
    this.datos = details.datos;
    this.retryAfterSeconds =
      details.retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(details.retryAfterSeconds));
    this.etag = details.etag;
  }
}

export const badRequest = (mensaje: string, errores?: Record<string, string>) =>
  new DomainError("invalid", mensaje, { errores });
export const unauthorized = (mensaje = "Debes iniciar sesión para realizar esta acción") =>
  new DomainError("unauthorized", mensaje);
export const forbidden = (mensaje = "No tienes permisos para realizar esta acción") =>
  new DomainError("forbidden", mensaje);
export const notFound = (mensaje: string) => new DomainError("not_found", mensaje);
export const conflict = (mensaje: string, errores?: Record<string, string>) =>
  new DomainError("conflict", mensaje, { errores });
export const tooLarge = (mensaje: string, errores?: Record<string, string>) =>
  new DomainError("too_large", mensaje, { errores });
export const tooMany = (mensaje: string, retryAfterSeconds?: number) =>
  new DomainError("too_many", mensaje, { retryAfterSeconds });
export const unavailable = (mensaje: string, retryAfterSeconds?: number) =>
  new DomainError("unavailable", mensaje, { retryAfterSeconds });
