/**
 * Failures of a backing service (DynamoDB, S3) that say "try again later" rather than "this
 * request is wrong": the service is down or unreachable, timed out, throttled us, or answered 5xx.
 * endpoint() (lib/http.ts) answers them with 503 and UNAVAILABLE_MESSAGE, never 500.
 */
export const UNAVAILABLE_MESSAGE = "El servicio no está disponible. Inténtalo de nuevo en unos minutos.";
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);

const SERVICE_ERROR_NAMES = new Set([
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "InternalServerError",
  "InternalFailure",
  "ThrottlingException",
  "Throttling",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "SlowDown",
  "TransactionConflictException",
  "TransactionInProgressException",
]);

/** Cancellation codes that only mean "busy": a transaction cancelled by them can be retried. */
const TRANSIENT_CANCELLATION = new Set([
  "None",
  "TransactionConflict",
  "ThrottlingError",
  "ProvisionedThroughputExceeded",
]);

interface MaybeServiceError {
  name?: string;
  code?: string;
  message?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  $fault?: string;
  CancellationReasons?: Array<{ Code?: string }>;
}

export function isServiceUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 4) return false;
  const e = err as MaybeServiceError;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name && SERVICE_ERROR_NAMES.has(e.name)) return true;
  if (typeof e.message === "string" && /socket hang up|ECONNREFUSED|ECONNRESET|connect ETIMEDOUT/i.test(e.message))
    return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === "number" && status >= 500) return true;
  if (e.name === "TransactionCanceledException") {
    const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? "None");
    if (codes.length > 0 && codes.every((c) => TRANSIENT_CANCELLATION.has(c)) && codes.some((c) => c !== "None"))
      return true;
  }
  if (e instanceof AggregateError) return e.errors.some((x) => isServiceUnavailable(x, depth + 1));
  return isServiceUnavailable(e.cause, depth + 1);
}
