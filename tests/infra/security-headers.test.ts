/**
 * Attacks 1, 2 and 4 of the security follow-up, in the cloud: CloudFront response headers
 * policies per behaviour (SPA, API, images), the /img/* functions that serve only published
 * keys with a type from the extension, and the device-cookie key given only to the functions
 * that use it, as a Secrets Manager reference (never a value in the template).
 */
import { describe, expect, it } from "vitest";
import { API_CSP, IMAGE_CSP, spaContentSecurityPolicy, CLOUD_STORAGE_ORIGINS } from "@tienda/shared/security-headers";
import { functionForRoute, resources, resourcesOf, synthesizedStack, template, type Json } from "./template.ts";

synthesizedStack();

const config = () => resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
const behaviours = () => [config().DefaultCacheBehavior, ...config().CacheBehaviors] as Json[];
const behaviour = (pattern: string) => config().CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
const policyOf = (b: Json) =>
  resources[b.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
const functionCode = (prefix: string) =>
  resourcesOf(template, "AWS::CloudFront::Function").find(([id]) => id.startsWith(prefix))![1].Properties
    .FunctionCode as string;
const run = (code: string, event: Json) => (new Function(`${code}; return handler;`)() as (e: Json) => Json)(event);

describe("CloudFront security headers", () => {
  it("every behaviour sends HSTS (two years, subdomains, preload), nosniff and DENY framing", () => {
    for (const b of behaviours()) {
      const h = policyOf(b);
      expect(h.StrictTransportSecurity, b.PathPattern).toMatchObject({
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      });
      expect(h.ContentTypeOptions, b.PathPattern).toEqual({ Override: true });
      expect(h.FrameOptions, b.PathPattern).toEqual({ FrameOption: "DENY", Override: true });
    }
  });

  it("every /api/* behaviour (cached or not) sends the API's deny-all CSP and no referrer", () => {
    // The API reference's files (tests/infra/api-docs.test.ts) are a page, with a CSP of their own.
    const reference = ["/api/openapi.json", "/api/docs*"];
    const api = config().CacheBehaviors.filter(
      (b: Json) => b.PathPattern.startsWith("/api/") && !reference.includes(b.PathPattern),
    );
    expect(api.length).toBeGreaterThan(0);
    for (const b of api) {
      const h = policyOf(b);
      expect(h.ContentSecurityPolicy, b.PathPattern).toEqual({ ContentSecurityPolicy: API_CSP, Override: true });
      expect(h.ReferrerPolicy, b.PathPattern).toEqual({ ReferrerPolicy: "no-referrer", Override: true });
    }
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("/img/* sends a sandboxed deny-all CSP and nosniff", () => {
    const h = policyOf(behaviour("/img/*"));
    expect(h.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: IMAGE_CSP, Override: true });
    expect(IMAGE_CSP).toBe("default-src 'none'; sandbox");
    expect(h.ContentTypeOptions).toEqual({ Override: true });
  });

  it("the SPA keeps its strict CSP, the same one the local server sends", () => {
    const h = policyOf(config().DefaultCacheBehavior);
    expect(h.ContentSecurityPolicy.ContentSecurityPolicy).toBe(spaContentSecurityPolicy(CLOUD_STORAGE_ORIGINS));
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(h.ContentSecurityPolicy.ContentSecurityPolicy).toContain(part);
    }
  });
});

describe("/img/* serves only published keys, typed by extension", () => {
  it("runs a key check on viewer request and a type fix on viewer response", () => {
    const events = Object.fromEntries(
      behaviour("/img/*").FunctionAssociations.map((a: Json) => [a.EventType, JSON.stringify(a.FunctionARN)]),
    );
    expect(events["viewer-request"]).toContain("ImagenClave");
    expect(events["viewer-response"]).toContain("ImagenTipo");
  });

  it.each([
    "/img/productos/p001-1.svg",
    "/img/avatars/0b6c3f1e-8a47-4c1e-9d55-2f1b9e6a7c10.png",
    "/img/hero/coleccion.svg",
    "/img/marcas/costa-norte.svg",
  ])("lets %s through", (uri) => {
    const request = { uri, headers: {} };
    expect(run(functionCode("ImagenClave"), { request })).toBe(request);
  });

  it.each([
    "/img/..%2Fsubidas%2Favatars%2Fu%2Fx.png",
    "/img/../subidas/avatars/u/x.png",
    "/img/%2e%2e/subidas/x.png",
    "/img/otros/pagina.png",
    "/img/productos/pagina.html",
    "/img/avatars/no-es-uuid.png",
    "/img/productos%2Fp001-1.svg",
  ])("answers 404 to %s", (uri) => {
    const res = run(functionCode("ImagenClave"), { request: { uri, headers: {} } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-content-type-options"].value).toBe("nosniff");
    expect(res.headers["content-security-policy"].value).toBe(IMAGE_CSP);
  });

  it.each([
    ["/img/avatars/0b6c3f1e-8a47-4c1e-9d55-2f1b9e6a7c10.png", "image/png"],
    ["/img/productos/p001-1.svg", "image/svg+xml"],
    ["/img/productos/x.jpg", "image/jpeg"],
    ["/img/productos/x.webp", "image/webp"],
  ])("serves %s as %s whatever the stored type", (uri, type) => {
    const response = { statusCode: 200, headers: { "content-type": { value: "text/html" } } };
    const out = run(functionCode("ImagenTipo"), { request: { uri }, response });
    expect(out.headers["content-type"].value).toBe(type);
  });
});

describe("the device-cookie key", () => {
  const env = (key: string) => resources[functionForRoute(template, key)!].Properties.Environment.Variables;

  it("goes to sign-in and registration only, as a Secrets Manager reference", () => {
    for (const key of ["POST /api/auth/login", "POST /api/auth/registro"]) {
      const value = JSON.stringify(env(key).DEVICE_COOKIE_KEY);
      expect(value, key).toContain("resolve:secretsmanager:");
    }
    for (const key of ["GET /api/carrito", "PUT /api/usuarios/me", "GET /api/productos"]) {
      expect(env(key).DEVICE_COOKIE_KEY, key).toBeUndefined();
    }
    const secrets = resourcesOf(template, "AWS::SecretsManager::Secret").filter(([, sec]) =>
      String(sec.Properties.Description).includes("DEVICE_COOKIE_KEY"),
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![1].Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
  });
});
