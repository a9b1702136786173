import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { findRoute, type RouteDef, type RouteKey } from "@tienda/shared/routes";
import { HttpError, forbidden, unauthorized, badRequest } from "./errors";
import { logger } from "./logger";
import { env } from "./env";
import { resolveSession, SESSION_COOKIE, type ResolvedSession } from "./auth/session";

export interface ApiRequest {
  route: RouteDef;
  event: APIGatewayProxyEventV2;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: unknown;
  /** Set on user/admin routes (always present there); on public routes call `session()`. */
  auth: ResolvedSession | null;
  session(): Promise<ResolvedSession | null>;
  ip: string;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
}

export type ApiHandler = ((event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>) & {
  /** The route-table entry this handler serves (checked by the route table test). */
  routeKey?: string;
};

/** Header the SPA sends on every state-changing call; a cross-site form or fetch cannot set it without CORS. */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_VALUE = "tienda";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Wraps a route's logic: looks the route up in the route table (so auth comes
 * from there, in one place), refuses cross-site writes, resolves the session,
 * parses JSON, and maps errors to `{ mensaje, errores? }` with the right status.
 */
export function endpoint(key: RouteKey, fn: (req: ApiRequest) => Promise<ApiReply>): ApiHandler {
  const route = findRoute(key);
  if (!route) throw new Error(`Route ${key} is not in the route table`);

  const handler: ApiHandler = async (event) => {
    try {
      const headers = lowerCaseKeys(event.headers ?? {});
      const cookies = parseCookies(event.cookies ?? (headers.cookie ? headers.cookie.split(";") : []));
      if (UNSAFE.has(route.method)) assertSameSite(headers);

      let sessionPromise: Promise<ResolvedSession | null> | undefined;
      const session = () => (sessionPromise ??= resolveSession(cookies[SESSION_COOKIE]));

      let auth: ResolvedSession | null = null;
      if (route.auth !== "public") {
        auth = await session();
        if (!auth) throw unauthorized();
        if (route.auth === "admin" && auth.usuario.role !== "admin") throw forbidden();
      }

      const reply = await fn({
        route,
        event,
        params: event.pathParameters ? (event.pathParameters as Record<string, string>) : {},
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        headers,
        cookies,
        body: parseBody(event, headers),
        auth,
        session,
        ip: event.requestContext?.http?.sourceIp ?? "desconocida",
      });
      return json(reply.status ?? 200, reply.body, reply.headers, reply.cookies);
    } catch (err) {
      if (err instanceof HttpError) {
        return json(err.status, err.errores ? { mensaje: err.mensaje, errores: err.errores } : { mensaje: err.mensaje });
      }
      logger.error("Unhandled error", { route: key, error: err as Error });
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
    const allowed = env().APP_ORIGIN;
    const host = headers["x-forwarded-host"] ?? headers.host;
    const sameHost = host ? new URL(origin).host === host : false;
    if (!sameHost && origin !== allowed) throw forbidden("Solicitud no permitida desde otro sitio");
  }
}

function parseBody(event: APIGatewayProxyEventV2, headers: Record<string, string>): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  const type = headers["content-type"] ?? "application/json";
  if (!type.includes("json")) throw badRequest("El contenido debe ser JSON");
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("El cuerpo de la solicitud no es JSON válido");
  }
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
    ...(cookies.length ? { cookies } : {}),
    body: body === undefined ? "" : JSON.stringify(body),
  };
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
