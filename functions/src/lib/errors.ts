import { DomainError, type ErrorKind } from "../domain/errors";

/**
 * Errors are thrown by kind (domain/errors.ts); this is the one place a kind becomes an HTTP
 * answer `{ mensaje, errores?, ...datos }` with its status and headers, used by endpoint() in
 * lib/http.ts. Handlers and lib code throw the same errors (helpers re-exported here).
 */
export {
  DomainError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooLarge,
  tooMany,
  unauthorized,
  unavailable,
  type ErrorKind,
} from "../domain/errors";

export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};

export interface ErrorAnswer {
  status: number;
  body: { mensaje: string; errores?: Record<string, string> } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The HTTP answer for a domain error: status by kind, Retry-After and ETag when the error carries them. */
export function errorAnswer(err: DomainError): ErrorAnswer {
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== undefined) headers["retry-after"] = String(err.retryAfterSeconds);
  if (err.etag !== undefined) headers.etag = err.etag;
  return {
    status: STATUS_BY_KIND[err.kind],
    body: { mensaje: err.mensaje, ...(err.errores ? { errores: err.errores } : {}), ...err.datos },
    ...(Object.keys(headers).length ? { headers } : {}),
  };
}
