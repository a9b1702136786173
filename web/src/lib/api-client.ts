/**
 * The one HTTP client of the SPA (shopper and account features). Same-origin `/api` calls with
 * the session cookie; every state-changing request carries `X-Requested-With: tienda`, which the
 * server requires as a CSRF guard. A non-OK answer raises an ApiError with the server's
 * `mensaje`, otherwise 'Error HTTP: {status}' (storefront spec §7).
 */
export interface ApiErrorBody {
  mensaje?: string;
  errores?: Record<string, string>;
}

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

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Builds '?a=1&color=Negro&color=Azul', leaving out empty values (spec §5: filters only when non-empty). */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
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

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, opts)).data;
}

/** Like the `api` calls, also giving the answer's headers (e.g. the cart's ETag). */
export async function requestWithHeaders<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  if (STATE_CHANGING.has(method)) headers["X-Requested-With"] = "tienda";
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (opts.body instanceof FormData || opts.body instanceof Blob) body = opts.body;
    else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
  }
  const res = await fetch(path + buildQuery(opts.query), {
    method,
    headers,
    body,
    credentials: "same-origin",
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const err = (data ?? {}) as ApiErrorBody;
    throw new ApiError(err.mensaje || `Error HTTP: ${res.status}`, res.status, err.errores, data, res.headers);
  }
  return { data: data as T, headers: res.headers };
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, opts),
};

export function errorMessage(error: unknown, fallback = "Ha ocurrido un error"): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
