import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
// Every zod message not written by hand is Spanish (once per container, before any schema runs).
import "@tienda/shared/zod-es";
import { findRoute, maxBodyOf, routeId, type RouteDef } from "@tienda/shared/routes";
import type { ApiPathParams, ApiResponse, ApiRoute } from "@tienda/shared/api-contract";
import { API_SECURITY_HEADERS } from "@tienda/shared/security-headers";
import { DomainError, errorAnswer, forbidden, unauthorized, badRequest, notFound, tooLarge } from "./errors";
import { logger } from "./logger";
import { purgeEdge, purgePathsFor } from "./edge-purge";
import { addressKey, checkOrigin, clientIp } from "./origin";
import { isServiceUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./unavailable";
import { checkEnvAtLoad, env } from "./env";
import { resolveSessionWith, SESSION_COOKIE, type ResolvedSession } from "./auth/session";
import type { TableKey } from "../data/batch-get";

export interface ApiRequest<Params = Record<string, string>> {
  route: RouteDef;
  event: APIGatewayProxyEventV2;
  /** The path parameters the route declares ('{id}' → params.id). */
  params: Partial<Params>;
  query: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: unknown;
  /** Set on user/admin routes (always present there); on public routes call `session()`. */
  auth: ResolvedSession | null;
  session(): Promise<ResolvedSession | null>;
  /**
   * The items of the route's `readWithSession` keys, in their order (null where none), read in the
   * session's own call; null when they were not (a token that does not name its user, no auth).
   */
  withSession: Array<Record<string, unknown> | null> | null;
  /** The client's address as limits count it (lib/origin.ts addressKey: an IPv6 client's /64). */
  ip: string;
}

/** A handler's answer; `body` is the route's 2xx answer as the API contract declares it. */
export interface ApiReply<Body = unknown> {
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
  cookies?: string[];
  /**
   * false: this success changed nothing the edge shows (the products import's plan), so the
   * invalidation of a route granted "cdn:invalidate" is skipped.
   */
  purge?: boolean;
}

/**
 * What a route may check before its body is read: public routes that throttle per client count
 * the attempt here, so a refused client costs no parsing or validation.
 */
export type PreBodyRequest = Pick<ApiRequest, "route" | "event" | "headers" | "cookies" | "ip">;

export interface EndpointOptions {
  /** Runs after the route's auth and before the body is parsed; throw a DomainError to refuse. */
  beforeBody?: (req: PreBodyRequest) => Promise<void>;
  /**
   * Items keyed by the signed-in user that the route reads anyway (its cart): read in the same call
   * as the session and its user, and handed to the route as `withSession`, one wait fewer.
   */
  readWithSession?: (usuarioId: string) => TableKey[];
}

export type ApiHandler = ((
  event: APIGatewayProxyEventV2,
  context?: { awsRequestId?: string },
) => Promise<APIGatewayProxyStructuredResultV2>) & {
  /** The route-table entry this handler serves (checked by the route table test). */
  routeKey?: string;
};

/** Header the SPA sends on every state-changing call; a cross-site form or fetch cannot set it without CORS. */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_VALUE = "tienda";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Longest path parameter any route accepts. Ids, slugs and keys are far shorter; a longer value
 * cannot name anything (and would reach DynamoDB's key size limit), so it is 404 before any work.
 */
export const MAX_PATH_PARAM_LENGTH = 200;

export const NOT_FOUND_MESSAGE = "Recurso no encontrado";
export const BODY_NOT_OBJECT_MESSAGE = "El cuerpo de la solicitud debe ser un objeto JSON";
export const BODY_TOO_LARGE_MESSAGE = "La solicitud es demasiado grande";

/**
 * Wraps a route's logic: looks the route up in the route table (so auth comes
 * from there, in one place), refuses over-long path parameters and cross-site writes, resolves
 * the session, refuses a body over the route's size limit (413, before any parsing), runs the
 * route's pre-body check (throttling), parses JSON (a body must be a JSON object), and maps errors to
 * `{ mensaje, errores? }` with the right status and headers (e.g. Retry-After). Every answer
 * carries the API security headers (nosniff, a deny-all CSP, no referrer).
 */
export function endpoint<K extends ApiRoute>(
  key: K,
  fn: (req: ApiRequest<ApiPathParams<K>>) => Promise<ApiReply<ApiResponse<K>>>,
  options: EndpointOptions = {},
): ApiHandler {
  // Called as the handler's module loads: in Lambda a missing variable fails the cold start.
  checkEnvAtLoad("api");
  const route = findRoute(key);
  if (!route) throw new Error(`Route ${key} is not in the route table`);
  const maxBody = maxBodyOf(route);

  const handler: ApiHandler = async (event, context) => {
    // Every log line of this request names the route and both request ids (API Gateway's, Lambda's).
    logger.appendKeys({
      route: key,
      requestId: event.requestContext?.requestId,
      lambdaRequestId: context?.awsRequestId,
    });
    try {
      // Deployed, only requests that came through CloudFront (lib/origin.ts); a 403 before any work.
      const viaCloudFront = checkOrigin(lowerCaseKeys(event.headers ?? {}));
      const params = event.pathParameters ? (event.pathParameters as Record<string, string>) : {};
      if (Object.values(params).some((v) => typeof v === "string" && v.length > MAX_PATH_PARAM_LENGTH)) {
        throw notFound(NOT_FOUND_MESSAGE);
      }
      const headers = lowerCaseKeys(event.headers ?? {});
      // Before anything reads it: a body is parsed (and its strings validated) only within bounds.
      if (bodyBytes(event) > maxBody) throw tooLarge(BODY_TOO_LARGE_MESSAGE);
      const cookies = parseCookies(event.cookies ?? (headers.cookie ? headers.cookie.split(";") : []));
      if (UNSAFE.has(route.method)) assertSameSite(headers);

      let sessionPromise: ReturnType<typeof resolveSessionWith> | undefined;
      const sessionRead = () =>
        (sessionPromise ??= resolveSessionWith(cookies[SESSION_COOKIE], options.readWithSession));
      const session = () => sessionRead().then((r) => r.auth);

      let auth: ResolvedSession | null = null;
      let withSession: Array<Record<string, unknown> | null> | null = null;
      if (route.auth !== "public") {
        ({ auth, also: withSession } = await sessionRead());
        if (!auth) throw unauthorized();
        if (route.auth === "admin" && auth.usuario.role !== "admin") throw forbidden();
      }

      // Limits key on it: an IPv6 client counts as its /64 (one subscriber's whole block).
      const ip = addressKey(clientIp(event, headers, viaCloudFront));
      if (options.beforeBody) await options.beforeBody({ route, event, headers, cookies, ip });

      const reply = await fn({
        route,
        event,
        params: params as Partial<ApiPathParams<K>>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        headers,
        cookies,
        body: parseBody(event, headers),
        auth,
        session,
        withSession,
        ip,
      });
      const status = reply.status ?? 200;
      // The store changed what the edge caches (the route says so): drop the edge's copies now.
      if (status < 300 && reply.purge !== false && route.grants?.includes("cdn:invalidate")) {
        await purgeEdge(routeId(route), purgePathsFor(route.path, params));
      }
      return json(status, reply.body, reply.headers, reply.cookies);
    } catch (err) {
      // The one place an error's kind becomes a status (lib/errors.ts).
      if (err instanceof DomainError) {
        const answer = errorAnswer(err);
        return json(answer.status, answer.body, answer.headers);
      }
      // A database or bucket that is down, unreachable, slow or throttling: 503, try again later.
      if (isServiceUnavailable(err)) {
        logger.error("Backing service unavailable", { error: err as Error });
        return json(503, { mensaje: UNAVAILABLE_MESSAGE }, { "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      }
      logger.error("Unhandled error", { error: err as Error });
      return json(500, { mensaje: "Error interno del servidor. Inténtalo de nuevo más tarde." });
    }
  };
  handler.routeKey = key;
  return handler;
}

function assertSameSite(headers: Record<string, string>): void {
  if (headers[CSRF_HEADER]?.toLowerCase() !== CSRF_VALUE) {
    throw forbidden("Solicitud no permitida desde otro sitio");
  }
  const origin = headers.origin;
  if (origin && origin !== "null") {
    const host = headers["x-forwarded-host"] ?? headers.host;
    // An Origin that is not a URL ('http://[::1', '%%%') is no known site: refused like a foreign one.
    const sameHost = host ? originHost(origin) === host : false;
    if (!sameHost && !storeOrigins().includes(origin)) throw forbidden("Solicitud no permitida desde otro sitio");
  }
}

/** The store's own origin and the other names it answers at (its own domain and the cloudfront.net name). */
function storeOrigins(): string[] {
  const { APP_ORIGIN, APP_ORIGIN_ALIASES } = env();
  const aliases = (APP_ORIGIN_ALIASES ?? "").split(",").map((o) => o.trim());
  return [APP_ORIGIN ?? "", ...aliases].filter((o) => o !== "");
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The body's size in bytes as the client sent it (base64 counted as what it decodes to). */
function bodyBytes(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  if (event.isBase64Encoded) return Math.floor((event.body.length * 3) / 4);
  return Buffer.byteLength(event.body, "utf8");
}

function parseBody(event: APIGatewayProxyEventV2, headers: Record<string, string>): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  const type = headers["content-type"] ?? "application/json";
  if (!type.includes("json")) throw badRequest("El contenido debe ser JSON");
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest("El cuerpo de la solicitud no es JSON válido");
  }
  // Every route that takes a body takes an object; `[]`, `null`, `"x"` get one clear message.
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest(BODY_NOT_OBJECT_MESSAGE);
  }
  return parsed;
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
      ...API_SECURITY_HEADERS,
    },
    ...(cookies.length ? { cookies } : {}),
    body: body === undefined ? "" : isText(headers) && typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** An answer a handler sends as text (the products CSV) rather than JSON. */
function isText(headers: Record<string, string>): boolean {
  return /^text\//.test(headers["content-type"] ?? "");
}

function lowerCaseKeys(h: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

function parseCookies(parts: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of parts) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}
