import { invokeRoute } from "../../scripts/local/lambda-bridge";
import { assertAnswerMatchesContract, contractCheckEnabled } from "./contract-check";

export interface CallOptions {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Cookie header value, e.g. from `sessionCookie(res)`. */
  cookie?: string;
  /** Leave out the SPA's anti-CSRF header (to test that it is required). */
  crossSite?: boolean;
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
  cookies: string[];
}

let ipSeq = 0;
/** Each call comes from its own address unless a test names one, so per-IP limits never leak between tests. */
const nextIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipSeq % 250}`;

/** Calls a route through the same API Gateway v2 event bridge the local server uses. */
export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) query.append(k, String(v));
  const unsafe = method !== "GET";
  const headers: Record<string, string> = {
    host: "localhost:3000",
    ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    ...(unsafe && !opts.crossSite ? { "x-requested-with": "tienda", origin: "http://localhost:3000" } : {}),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...opts.headers,
  };
  const res = await invokeRoute({
    method,
    path,
    query,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
    sourceIp: opts.ip ?? nextIp(),
  });
  if (!res) return { status: 404, body: { mensaje: "Ruta no encontrada" } as T, headers: {}, cookies: [] };
  // JSON, except an answer that says it is text (the products CSV), kept as the text it is.
  const text = /^text\//.test(res.headers["content-type"] ?? "");
  const body = res.body ? (text ? res.body : JSON.parse(res.body)) : undefined;
  // Drift between the published reference and the answers fails here (tests/helpers/contract-check.ts).
  if (contractCheckEnabled()) assertAnswerMatchesContract(method, path, res.status, body);
  return { status: res.status, body, headers: res.headers, cookies: res.cookies };
}

/** The `name=value` part of the Set-Cookie answers, ready for the next request's Cookie header. */
export function cookieHeader(res: CallResult): string {
  return res.cookies.map((c) => c.split(";")[0]).join("; ");
}
