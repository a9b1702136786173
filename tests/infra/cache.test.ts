/**
 * Edge caching of the public catalogue reads: CloudFront caches exactly the
 * routes the route table marks `cache: "public"`, keyed on the query string and
 * never on cookies, and every personal route stays on the uncached '/api/*'.
 * Requests are resolved the way CloudFront does: the first behaviour, in order,
 * whose path pattern matches, else the default behaviour.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Template } from "aws-cdk-lib/assertions";
import type { RouteDef } from "@tienda/shared/routes";
import { edgeCachedPatterns, matchesPathPattern, samplePath } from "../../infra/lib/edge-cache.ts";
import { cleanup, realTemplate, resourcesOf, routeTable, synth, type Json } from "./template.ts";

const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";

/** The routes the storefront reads the same for everyone (issue 10). */
const EXPECTED_CACHEABLE = [
  "GET /api/productos",
  "GET /api/productos/producto/{id}",
  "GET /api/productos/producto",
  "GET /api/productos/buscar",
  "GET /api/productos/populares",
  "GET /api/productos/descuento",
  "GET /api/productos/nuevos",
  "GET /api/categorias",
  "GET /api/estilos",
  "GET /api/testimonio",
  "GET /api/contenido/{clave}",
  "GET /api/paginas",
  "GET /api/paginas/{slug}",
  "GET /api/ajustes/contacto",
  "GET /api/productos/{id}/resenas",
];

/** What the uncached '/api/*' forwards to the API (cookies and all): writes on a cached path get the same. */
const forwardedLikeApi = () => apiBehaviour().OriginRequestPolicyId;

/** URL paths that are someone's own (or an admin's): never under a caching behaviour, routes or not. */
const PERSONAL_PREFIXES = [
  "/api/carrito",
  "/api/favoritos",
  "/api/auth/",
  "/api/usuarios/",
  "/api/pedido",
  "/api/subidas",
  "/api/admin",
];
const PERSONAL_URLS = [
  "/api/carrito",
  "/api/favoritos",
  "/api/auth/login",
  "/api/auth/registro",
  "/api/auth/logout",
  "/api/auth/sesion",
  "/api/auth/cuentas-demo",
  "/api/usuarios/me",
  "/api/usuarios/me/password",
  "/api/usuarios/me/preferencias",
  "/api/pedido",
  "/api/pedido/cotizacion",
  "/api/pedido/abc123",
  "/api/pedido/abc123/comprobante",
  "/api/pedido/abc123/cancelar",
  "/api/pedido/usuario/u1",
  "/api/pedidos",
  "/api/subidas",
  "/api/admin",
  "/api/admin/productos",
  "/api/admin/pedidos/1",
];

const key = (r: Pick<RouteDef, "method" | "path">) => `${r.method} ${r.path}`;
// Parameter values include literal segments of cached paths ('nuevos', 'producto'): an id can be anything.
const samples = (path: string) => ["x", "p001", "abc-123", "nuevos", "producto"].map((v) => samplePath(path, v));

let template: Template;
let config: Json;

beforeAll(() => {
  template = realTemplate();
  config = resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
}, 120_000);

afterAll(cleanup);

/** The behaviour CloudFront picks for a URL path. */
function behaviourFor(urlPath: string): Json {
  return (
    config.CacheBehaviors.find((b: Json) => matchesPathPattern(b.PathPattern, urlPath)) ?? config.DefaultCacheBehavior
  );
}

/** The cache policy resource a behaviour uses, or null for a managed policy. */
function cachePolicyOf(b: Json): Json | null {
  const ref = b.CachePolicyId?.Ref as string | undefined;
  return ref ? template.toJSON().Resources[ref].Properties.CachePolicyConfig : null;
}

/** Whether a behaviour keeps API answers (the custom policy with a TTL). Managed CachingDisabled does not. */
function caches(b: Json): boolean {
  if (b.CachePolicyId === CACHING_DISABLED) return false;
  const policy = cachePolicyOf(b);
  return policy === null || policy.MaxTTL > 0;
}

/** Whether a behaviour's origin request policy sends every viewer cookie to the API (the admin's session). */
function forwardsAllCookies(b: Json): boolean {
  const id = b.OriginRequestPolicyId;
  if (id === "b689b0a8-53d0-40ab-baf2-68738e2966ac" || id === "216adef6-5c7f-47e4-b989-5492eafa07d3") return true; // AllViewer(ExceptHostHeader)
  const policy = id?.Ref ? template.toJSON().Resources[id.Ref].Properties.OriginRequestPolicyConfig : null;
  return policy?.CookiesConfig?.CookieBehavior === "all";
}

const apiBehaviour = () => config.CacheBehaviors.find((b: Json) => b.PathPattern === "/api/*");
/** The API's cached reads; the API reference's files come from the site bucket (tests/infra/api-docs.test.ts). */
const REFERENCE = new Set(["/api/docs*", "/api/openapi.json"]);
const cachingApiBehaviours = () =>
  config.CacheBehaviors.filter(
    (b: Json) => b.PathPattern.startsWith("/api/") && !REFERENCE.has(b.PathPattern) && caches(b),
  );

describe("route table", () => {
  it("marks exactly the public catalogue and content reads as cacheable", () => {
    expect(
      routeTable
        .filter((r) => r.cache === "public")
        .map(key)
        .sort(),
    ).toEqual([...EXPECTED_CACHEABLE].sort());
  });

  it("marks only public GET routes, and none under a personal path", () => {
    for (const r of routeTable.filter((x) => x.cache === "public")) {
      expect(r.method, key(r)).toBe("GET");
      expect(r.auth, key(r)).toBe("public");
      expect(
        PERSONAL_PREFIXES.some((p) => r.path.startsWith(p)),
        key(r),
      ).toBe(false);
    }
  });
});

describe("CloudFront edge caching", () => {
  it("serves every cacheable route through a caching behaviour with the public cache policy", () => {
    for (const r of routeTable.filter((x) => x.cache === "public")) {
      for (const url of samples(r.path)) {
        const b = behaviourFor(url);
        expect(caches(b), `${key(r)} (${url}) → ${b.PathPattern}`).toBe(true);
        expect(b.PathPattern, url).toMatch(/^\/api\//);
        expect(b.AllowedMethods, url).toContain("GET");
      }
    }
  });

  it("has every caching behaviour serve only routes marked cacheable (writes only pass through)", () => {
    const behaviours = cachingApiBehaviours();
    expect(behaviours.length).toBeGreaterThan(0);
    for (const b of behaviours) {
      const served = routeTable.filter((r) => samples(r.path).some((url) => behaviourFor(url) === b));
      expect(
        served.some((r) => r.cache === "public"),
        b.PathPattern,
      ).toBe(true);
      for (const r of served.filter((x) => x.cache !== "public")) {
        // Only a write can share a cached path; CloudFront never caches it and its cookies reach the API.
        expect(r.method, `${key(r)} under ${b.PathPattern}`).not.toBe("GET");
        expect(b.AllowedMethods).toContain(r.method);
        expect(b.OriginRequestPolicyId).toEqual(forwardedLikeApi());
      }
    }
  });

  it("keeps every route not marked cacheable off caching behaviours, except writes sharing a cached path", () => {
    for (const r of routeTable.filter((x) => x.cache !== "public")) {
      for (const url of samples(r.path)) {
        const b = behaviourFor(url);
        if (!caches(b)) continue;
        expect(r.method, `${key(r)} (${url}) is under the caching behaviour ${b.PathPattern}`).not.toBe("GET");
        expect(b.OriginRequestPolicyId).toEqual(forwardedLikeApi());
      }
    }
  });

  it.each(PERSONAL_URLS)("never caches the personal path %s: it goes to the uncached /api/* with cookies", (url) => {
    const b = behaviourFor(url);
    expect(b.PathPattern).toBe("/api/*");
    expect(b).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
    });
    expect(forwardsAllCookies(b)).toBe(true);
  });

  it("keeps every route under a personal path on the uncached /api/*", () => {
    const personal = routeTable.filter((r) => PERSONAL_PREFIXES.some((p) => r.path.startsWith(p)));
    expect(personal.length).toBeGreaterThan(10);
    for (const r of personal)
      for (const url of samples(r.path)) expect(caches(behaviourFor(url)), `${key(r)} (${url})`).toBe(false);
  });

  it("keys the cache on every query string and never on cookies or headers, with the TTL from the API", () => {
    const policies = new Set(cachingApiBehaviours().map((b: Json) => JSON.stringify(b.CachePolicyId)));
    expect(policies.size).toBe(1);
    const policy = cachePolicyOf(cachingApiBehaviours()[0])!;
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: "all" },
      CookiesConfig: { CookieBehavior: "none" },
      HeadersConfig: { HeaderBehavior: "none" },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    // Without a Cache-Control from the API (errors send no-store) nothing is kept; s-maxage=60 fits under the cap.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(policy.MaxTTL).toBeGreaterThanOrEqual(60);
    expect(policy.MaxTTL).toBeLessThanOrEqual(300);
  });

  it("allows only GET/HEAD and forwards only the query string where no write shares the path; elsewhere forwards like /api/*", () => {
    const patterns = edgeCachedPatterns(routeTable);
    for (const p of patterns) {
      const b = config.CacheBehaviors.find((x: Json) => x.PathPattern === p.pathPattern);
      if (p.passThrough.length === 0) {
        expect(b.AllowedMethods, p.pathPattern).toEqual(["GET", "HEAD"]);
        expect(b.OriginRequestPolicyId, p.pathPattern).toBeUndefined();
      } else {
        expect(b.AllowedMethods, p.pathPattern).toEqual(["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"]);
        expect(b.OriginRequestPolicyId, p.pathPattern).toEqual(forwardedLikeApi());
        expect(forwardsAllCookies(b), p.pathPattern).toBe(true);
      }
    }
    expect(patterns.filter((p) => p.passThrough.length === 0).map((p) => p.pathPattern)).toEqual(
      // Testimonials, content blocks and info pages have admin writes on their paths now.
      expect.arrayContaining(["/api/ajustes/contacto"]),
    );
  });

  it("lets the admin writes on /api/categorias through the cached GET's behaviour, cookies and all", () => {
    const b = behaviourFor("/api/categorias");
    expect(caches(b)).toBe(true);
    expect(b.AllowedMethods).toContain("POST");
    expect(b.OriginRequestPolicyId).toEqual(forwardedLikeApi());
    expect(forwardsAllCookies(b)).toBe(true);
    // PUT/DELETE /api/categorias/{id} have a path of their own: the uncached /api/*.
    expect(behaviourFor("/api/categorias/camisas").PathPattern).toBe("/api/*");
  });

  it("puts the caching behaviours before /api/*, on the same origin, HTTPS, headers policy and compression", () => {
    const order = config.CacheBehaviors.map((b: Json) => b.PathPattern);
    const api = apiBehaviour();
    for (const b of cachingApiBehaviours()) {
      expect(order.indexOf(b.PathPattern), b.PathPattern).toBeLessThan(order.indexOf("/api/*"));
      expect(b.TargetOriginId).toBe(api.TargetOriginId);
      expect(b.ViewerProtocolPolicy).toBe("redirect-to-https");
      expect(b.ResponseHeadersPolicyId).toEqual(api.ResponseHeadersPolicyId);
      expect(b.Compress).toBe(true);
    }
  });
});

describe("edge cache patterns from a route table", () => {
  const r = (method: RouteDef["method"], path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
    method,
    path,
    handler: "x/y",
    auth: "public",
    ...extra,
  });

  it("refuses an unmarked read that a cached pattern would catch", () => {
    const table = [
      r("GET", "/api/contenido/{clave}", { cache: "public" }),
      r("GET", "/api/contenido/privado/{id}", { auth: "user" }),
    ];
    expect(() => edgeCachedPatterns(table)).toThrow(/GET \/api\/contenido\/privado\/\{id\} is not marked/);
  });

  it("refuses to cache a route that is not a public GET", () => {
    expect(() => edgeCachedPatterns([r("GET", "/api/yo", { auth: "user", cache: "public" })])).toThrow(
      /only public GET/,
    );
    expect(() => edgeCachedPatterns([r("POST", "/api/x", { cache: "public" })])).toThrow(/only public GET/);
  });

  it("lets a write share a cached path, and keeps other paths apart", () => {
    const patterns = edgeCachedPatterns([
      r("GET", "/api/categorias", { cache: "public" }),
      r("POST", "/api/categorias", { auth: "admin" }),
      r("PUT", "/api/categorias/{id}", { auth: "admin" }),
      r("GET", "/api/productos/producto/{id}", { cache: "public" }),
    ]);
    expect(patterns.map((p) => [p.pathPattern, p.passThrough.map(key)])).toEqual([
      ["/api/productos/producto/*", []],
      ["/api/categorias", ["POST /api/categorias"]],
    ]);
  });

  it("sees a write whose id parameter can take a cached path's name", () => {
    const patterns = edgeCachedPatterns([
      r("GET", "/api/productos/buscar", { cache: "public" }),
      r("GET", "/api/productos/producto/{id}", { cache: "public" }),
      r("PUT", "/api/productos/{id}", { auth: "admin" }),
      r("PUT", "/api/productos/{id}/stock", { auth: "admin" }),
      r("PUT", "/api/pedido/{id}", { auth: "admin" }),
    ]);
    expect(Object.fromEntries(patterns.map((p) => [p.pathPattern, p.passThrough.map(key)]))).toEqual({
      // PUT /api/productos/buscar is product 'buscar'; PUT /api/productos/producto/stock is product 'producto'.
      "/api/productos/buscar": ["PUT /api/productos/{id}"],
      "/api/productos/producto/*": ["PUT /api/productos/{id}/stock"],
    });
  });

  it("turns a read-only cached path into a pass-through one when a write appears on it", () => {
    const table = [
      ...routeTable,
      r("PUT", "/api/ajustes/contacto", { handler: "admin/update-settings", auth: "admin" }),
    ];
    const withWrite = synth({ table });
    const cfg = resourcesOf(withWrite, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
    const b = cfg.CacheBehaviors.find((x: Json) => x.PathPattern === "/api/ajustes/contacto");
    const api = cfg.CacheBehaviors.find((x: Json) => x.PathPattern === "/api/*");
    expect(b.AllowedMethods).toContain("POST");
    expect(b.OriginRequestPolicyId).toEqual(api.OriginRequestPolicyId);
  }, 120_000);
});

describe("how phones reach the store", () => {
  // perf:lighthouse measures through an HTTP/2 front because this is what shoppers get.
  it("serves HTTP/2 and HTTP/3 and compresses the SPA's files and the API's answers", () => {
    expect(config.HttpVersion).toBe("http2and3");
    expect(config.DefaultCacheBehavior.Compress).toBe(true);
    expect(behaviourFor("/assets/start-entry-abc.js").Compress).toBe(true);
    expect(behaviourFor("/api/productos").Compress).toBe(true);
  });
});
