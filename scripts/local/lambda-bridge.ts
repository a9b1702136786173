import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { compilePath, routes, routeKey, type HttpMethod, type RouteDef } from "@tienda/shared/routes";
import { API_SECURITY_HEADERS } from "@tienda/shared/security-headers";
import type { ApiHandler } from "../../functions/src/lib/http";
import { applyLocalFunctionEnv } from "./function-env";

/**
 * Turns plain HTTP requests into API Gateway HTTP API (v2) events and calls the
 * same handler modules Lambda runs. Used by the local server, tests and bench.
 */
type Matcher = { route: RouteDef; match: ReturnType<typeof compilePath> };
/** Each method's routes: a request is matched against its own method's paths only. */
const matchers = new Map<string, Matcher[]>();
for (const r of routes as readonly RouteDef[]) {
  const list = matchers.get(r.method) ?? matchers.set(r.method, []).get(r.method)!;
  list.push({ route: r, match: compilePath(r.path) });
}
const HANDLERS_DIR = fileURLToPath(new URL("../../functions/src/handlers/", import.meta.url));
const modules = new Map<string, Promise<ApiHandler>>();

export function matchRoute(method: string, path: string): { route: RouteDef; params: Record<string, string> } | null {
  // Literal segments win over parameters, as in API Gateway ('/producto' before '/{id}').
  let best: { route: RouteDef; params: Record<string, string> } | null = null;
  for (const { route, match } of matchers.get(method) ?? []) {
    const params = match(path);
    if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) best = { route, params };
  }
  return best;
}

const METHOD_ORDER: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods a path answers to, for a 405's Allow header ('GET, HEAD, PUT'); empty when no
 * route has that path. HEAD is allowed wherever GET is.
 */
export function allowedMethods(path: string): string[] {
  const allow: string[] = [];
  for (const method of METHOD_ORDER) {
    if (!matchRoute(method, path)) continue;
    allow.push(method);
    if (method === "GET") allow.push("HEAD");
  }
  return allow;
}

export function loadHandler(route: RouteDef): Promise<ApiHandler> {
  let mod = modules.get(route.handler);
  if (!mod) {
    const file = pathToFileURL(join(HANDLERS_DIR, `${route.handler}.ts`)).href;
    mod = import(/* @vite-ignore */ file).then((m: { handler?: ApiHandler }) => {
      if (typeof m.handler !== "function") throw new Error(`${route.handler} does not export a handler`);
      return m.handler;
    });
    modules.set(route.handler, mod);
  }
  return mod;
}

export interface PlainRequest {
  method: string;
  path: string;
  query?: URLSearchParams;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  sourceIp?: string;
}

export function toEvent(req: PlainRequest, route: RouteDef, params: Record<string, string>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (v === undefined) continue;
    headers[k.toLowerCase()] = Array.isArray(v) ? v.join(",") : v;
  }
  const cookies = headers.cookie
    ? headers.cookie
        .split(";")
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;
  delete headers.cookie;
  const query: Record<string, string> = {};
  req.query?.forEach((value, key) => {
    // HTTP APIs join repeated query parameters with commas.
    query[key] = key in query ? `${query[key]},${value}` : value;
  });
  const now = new Date();
  return {
    version: "2.0",
    routeKey: routeKey(route),
    rawPath: req.path,
    rawQueryString: req.query?.toString() ?? "",
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: headers.host ?? "localhost",
      domainPrefix: "localhost",
      http: {
        method: req.method,
        path: req.path,
        protocol: "HTTP/1.1",
        sourceIp: req.sourceIp ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: `local-${now.getTime()}-${Math.floor(performance.now() * 1000)}`,
      routeKey: routeKey(route),
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: req.body && req.body.length ? req.body : undefined,
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
}

/**
 * Routes a plain request through the matching handler; null when no route has that path.
 * HEAD runs the GET route and drops the body; a known path with another method answers 405 with
 * `Allow`. (In the cloud, API Gateway answers unknown method + path pairs itself.)
 */
export async function invokeRoute(
  req: PlainRequest,
  /** The route the caller already matched for this method and path (the server does, for the body limit). */
  matched?: ReturnType<typeof matchRoute>,
): Promise<PlainResponse | null> {
  applyLocalFunctionEnv();
  const head = req.method === "HEAD";
  const method = head ? "GET" : req.method;
  const found = matched === undefined ? matchRoute(method, req.path) : matched;
  if (!found) {
    const allow = allowedMethods(req.path);
    if (!allow.length) return null;
    return {
      status: 405,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        allow: allow.join(", "),
        ...API_SECURITY_HEADERS,
      },
      cookies: [],
      body: head ? "" : JSON.stringify({ mensaje: "Método no permitido" }),
    };
  }
  const handler = await loadHandler(found.route);
  const event = toEvent({ ...req, method }, found.route, found.params);
  const result = (await handler(event)) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  return {
    status: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: head ? "" : typeof result.body === "string" ? result.body : "",
  };
}
