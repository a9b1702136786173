import type {
  ApiBody,
  ApiParams,
  ApiQueryParams,
  ApiResponse,
  ApiRoute,
  QueryValue,
} from "@tienda/shared/api-contract";
import type { ErrorBody } from "@tienda/shared/schemas/common-shapes";
import { takeEarly } from "./early-fetch";

/**
 * The one HTTP client of the SPA, typed from the API contract (shared/src/api-contract.ts): a call
 * names its route as the route table does ("GET /api/productos/producto/{id}"), and its path
 * parameters, query, body and answer take that route's types, so a wrong path, a missing
 * parameter or a wrong body does not compile. Only types come from shared here: no schema ships.
 *
 * Same-origin `/api` calls with the session cookie; every state-changing request carries
 * `X-Requested-With: tienda`, which the server requires as a CSRF guard. A non-OK answer raises an
 * ApiError with the server's `mensaje`, otherwise 'Error HTTP: {status}' (storefront spec §7).
 */
export type { ApiBody, ApiQueryParams, ApiResponse, ApiRoute, QueryValue };

export class ApiError extends Error {
  readonly status: number;
  readonly errores: Record<string, string> | undefined;
  /** The whole parsed answer (e.g. a 412 carries the current cart). */
  readonly data: unknown;
  readonly headers: Headers | undefined;

  constructor(message: string, status: number, errores?: Record<string, string>, data?: unknown, headers?: Headers) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errores = errores;
    this.data = data;
    this.headers = headers;
  }
}

type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What a call of `route` takes: `params` when its path has any, `body` when it takes one. */
export type CallOptions<K extends ApiRoute> = (HasKeys<ApiParams<K>> extends true
  ? { params: ApiParams<K> }
  : { params?: never }) &
  ([ApiBody<K>] extends [never] ? { body?: never } : { body: ApiBody<K> }) &
  ([ApiQueryParams<K>] extends [never] ? { query?: never } : { query?: ApiQueryParams<K> }) & {
    /** Extra request headers (If-Match, Idempotency-Key, Cache-Control). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The options argument, optional when the route needs neither path parameters nor a body. */
export type CallArgs<K extends ApiRoute> =
  HasKeys<ApiParams<K>> extends true
    ? [opts: CallOptions<K>]
    : [ApiBody<K>] extends [never]
      ? [opts?: CallOptions<K>]
      : [opts: CallOptions<K>];

interface AnyOptions {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The public reads answer `max-age=60` (functions/src/domain/catalogue/edge-cache.ts), so the
 * browser may hand a refetch the copy it kept from before this tab's own write (a style just
 * created missing from the wizard's list). For that long after a successful write, this tab's
 * reads revalidate with the server instead (`cache: "no-cache"`; the API sends no validators, so
 * it is a full read).
 */
const FRESH_AFTER_WRITE_MS = 60_000;
let wroteAt = Number.NEGATIVE_INFINITY;
const freshReads = () => Date.now() - wroteAt < FRESH_AFTER_WRITE_MS;

/** Builds '?a=1&color=Negro&color=Azul', leaving out empty values (spec §5: filters only when non-empty). */
export function buildQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== "") params.append(key, String(v));
    } else {
      params.set(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Calls a route of the API and resolves to its answer. */
export async function apiCall<K extends ApiRoute>(route: K, ...args: CallArgs<K>): Promise<ApiResponse<K>> {
  return (await requestWithHeaders(route, ...args)).data;
}

/** Like apiCall, also giving the answer's headers (e.g. the cart's ETag). */
export async function requestWithHeaders<K extends ApiRoute>(
  route: K,
  ...args: CallArgs<K>
): Promise<{ data: ApiResponse<K>; headers: Headers }> {
  const opts = (args[0] ?? {}) as AnyOptions;
  const [method, path] = route.split(" ") as [string, string];
  // Each `{name}` of the path takes its parameter, encoded (the types make sure it is given).
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(opts.params![name]!));
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  if (STATE_CHANGING.has(method)) headers["X-Requested-With"] = "tienda";
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const target = url + buildQuery(opts.query);
  // A landing page's first reads may already be on their way (./early-fetch.ts).
  const fresh = method === "GET" && freshReads();
  const early = method === "GET" && !opts.headers && !fresh ? takeEarly(target) : undefined;
  const res =
    (await early?.catch(() => undefined)) ??
    (await fetch(target, {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: opts.signal,
      ...(fresh ? { cache: "no-cache" as const } : {}),
    }));
  if (res.ok && STATE_CHANGING.has(method)) wroteAt = Date.now();
  const text = await res.text();
  let data: unknown = undefined;
  // A text answer (the products export's CSV) is the text itself; the rest is JSON.
  if (text && res.ok && /^text\//.test(res.headers.get("content-type") ?? "")) data = text;
  else if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const err = (data ?? {}) as ErrorBody;
    throw new ApiError(err.mensaje || `Error HTTP: ${res.status}`, res.status, err.errores, data, res.headers);
  }
  return { data: data as ApiResponse<K>, headers: res.headers };
}

export function errorMessage(error: unknown, fallback = "Ha ocurrido un error"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
