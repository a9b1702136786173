/**
 * CloudFront behaviours that cache the public catalogue reads at the edge.
 *
 * Derived from the route table: every route marked `cache: "public"` gets a
 * behaviour for its own path pattern ('/api/contenido/{clave}' → '/api/contenido/*'),
 * placed before '/api/*', with a cache policy keyed on the query string only
 * (no cookies, no headers) whose TTL comes from the handler's Cache-Control.
 * Everything else under /api keeps the uncached '/api/*' behaviour.
 *
 * A pattern can be shared with routes that are not cacheable:
 * - a GET (or any read) there would be served by a caching behaviour, so synth
 *   refuses it: mark it cacheable or give it another path;
 * - a write there (POST /api/categorias, admin) is let through: that behaviour
 *   allows every method and forwards to the API what '/api/*' forwards (its
 *   origin request policy: the session cookie, the CSRF headers…), none of which
 *   is part of the cache key; CloudFront caches only GET/HEAD. Patterns without writes allow only
 *   GET/HEAD and forward nothing but the query string, so a public read can
 *   never depend on who asks.
 */
import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { compilePath, type RouteDef } from "@tienda/shared/routes";

/** '/api/contenido/{clave}' → '/api/contenido/*' (CloudFront's `*` also spans '/'). */
export function pathPatternOf(path: string): string {
  return path.replace(/\{[^{}]+\}/g, "*");
}

/** Whether a CloudFront path pattern matches a URL path: case-sensitive, `*` any run of characters, `?` one. */
export function matchesPathPattern(pattern: string, urlPath: string): boolean {
  const re = pattern
    .split("")
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${re}$`).test(urlPath);
}

/** A URL path of a route with every parameter filled in with `value`. */
export function samplePath(path: string, value = "x"): string {
  return path.replace(/\{[^{}]+\}/g, value);
}

export interface EdgeCachedPattern {
  pathPattern: string;
  /** The cacheable routes it serves. */
  routes: RouteDef[];
  /** Writes on the same pattern, forwarded whole and never cached. */
  passThrough: RouteDef[];
}

/**
 * Could a request to `route` be served by the behaviour for `pattern`? Tries the
 * URLs where the two can meet: the route with each parameter set to a literal
 * segment of the pattern (PUT /api/productos/{id} as /api/productos/buscar), and
 * the pattern with its wildcards set to each tail of the route
 * (/api/productos/producto/* as /api/productos/producto/x/stock).
 */
export function overlaps(pattern: string, route: RouteDef): boolean {
  const routeMatches = compilePath(route.path);
  const values = ["x", ...pattern.split(/[/*?]+/).filter(Boolean)];
  const fromRoute = values.map((v) => samplePath(route.path, v));
  const segments = samplePath(route.path).split("/");
  const tails = ["x", ...segments.map((_s, i) => segments.slice(i).join("/")).filter(Boolean)];
  const fromPattern = tails.map((t) => pattern.replace(/\*/g, t).replace(/\?/g, "x"));
  return [...fromRoute, ...fromPattern].some((url) => matchesPathPattern(pattern, url) && routeMatches(url) !== null);
}

/** The cached path patterns of a route table, most specific first. Throws on a read that would be cached unmarked. */
export function edgeCachedPatterns(table: readonly RouteDef[]): EdgeCachedPattern[] {
  const byPattern = new Map<string, EdgeCachedPattern>();
  for (const route of table) {
    if (route.cache !== "public") continue;
    if (route.method !== "GET" || route.auth !== "public") {
      throw new Error(`${route.method} ${route.path}: only public GET routes can be cached at the edge`);
    }
    const pathPattern = pathPatternOf(route.path);
    const entry = byPattern.get(pathPattern) ?? { pathPattern, routes: [], passThrough: [] };
    entry.routes.push(route);
    byPattern.set(pathPattern, entry);
  }
  for (const entry of byPattern.values()) {
    for (const route of table) {
      if (route.cache === "public" || !overlaps(entry.pathPattern, route)) continue;
      if (route.method === "GET") {
        throw new Error(
          `GET ${route.path} is not marked cache: "public" but CloudFront would serve it through the cached ` +
            `behaviour ${entry.pathPattern}; mark it (if it is the same for everyone) or give it another path`,
        );
      }
      entry.passThrough.push(route);
    }
  }
  return [...byPattern.values()].sort(
    (a, b) => b.pathPattern.length - a.pathPattern.length || a.pathPattern.localeCompare(b.pathPattern),
  );
}

/**
 * The API behaviours in evaluation order: one cached behaviour per public path
 * pattern, then `api["/api/*"]` (uncached) for everything else. The cached ones
 * share its origin, viewer protocol policy and response headers policy.
 */
export function withEdgeCachedApiRoutes(
  scope: Construct,
  table: readonly RouteDef[],
  api: { "/api/*": cloudfront.BehaviorOptions },
): Record<string, cloudfront.BehaviorOptions> {
  const patterns = edgeCachedPatterns(table);
  if (patterns.length === 0) return { ...api };
  const base = api["/api/*"];
  const cachePolicy = new cloudfront.CachePolicy(scope, "ApiPublicCache", {
    comment: "Tienda public catalogue reads: keyed on the query string only, TTL from the API's Cache-Control",
    // No Cache-Control (or no-store) from the API: not cached. At most 5 minutes whatever it says.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const cached: Record<string, cloudfront.BehaviorOptions> = {};
  for (const p of patterns) {
    cached[p.pathPattern] = {
      origin: base.origin,
      viewerProtocolPolicy: base.viewerProtocolPolicy,
      responseHeadersPolicy: base.responseHeadersPolicy,
      cachePolicy,
      compress: true,
      ...(p.passThrough.length > 0
        ? {
            allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
            // Exactly what '/api/*' forwards (session cookie, CSRF headers…); none of it is in the cache key.
            originRequestPolicy:
              base.originRequestPolicy ?? cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          }
        : { allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD }),
    };
  }
  return { ...cached, ...api };
}
