/**
 * The API reference at the edge (infra/lib/api-docs.ts): the OpenAPI document and the reference
 * page come from the site bucket through their own behaviours, ahead of '/api/*', edge-cached,
 * under the page's CSP; the page's function serves only its files.
 */
import { describe, expect, it } from "vitest";
import {
  API_DOCS_CACHE_CONTROL,
  API_DOCS_CSP,
  API_DOCS_FILES,
  API_DOCS_PAGE_FILES,
} from "@tienda/shared/openapi/docs-page";
import { resources, resourcesOf, synthesizedStack, template, type Json } from "./template.ts";
import { SITE_FILES_PATTERN } from "../../infra/lib/page-renderer.ts";

synthesizedStack();

const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
const config = () => resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
const patterns = () => (config().CacheBehaviors as Json[]).map((b) => b.PathPattern as string);
const behaviour = (pattern: string) => (config().CacheBehaviors as Json[]).find((b) => b.PathPattern === pattern);
const run = (code: string, event: Json) => (new Function(`${code}; return handler;`)() as (e: Json) => Json)(event);

describe("API reference at the edge", () => {
  it("serves /api/openapi.json and /api/docs* from the site bucket, before every other /api behaviour", () => {
    const order = patterns();
    const firstApi = order.findIndex((p) => p.startsWith("/api/") && p !== "/api/openapi.json" && p !== "/api/docs*");
    expect(order.indexOf("/api/openapi.json")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("/api/docs*")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("/api/openapi.json")).toBeLessThan(firstApi);
    expect(order.indexOf("/api/docs*")).toBeLessThan(firstApi);
    // The site bucket: the origin of the built files' behaviour (the default one renders pages).
    const site = behaviour(SITE_FILES_PATTERN).TargetOriginId;
    for (const p of ["/api/openapi.json", "/api/docs*"]) {
      const b = behaviour(p);
      expect(b.TargetOriginId, p).toBe(site);
      expect(b.CachePolicyId, p).toBe(CACHING_OPTIMIZED);
      expect(b.AllowedMethods ?? ["GET", "HEAD"], p).toEqual(["GET", "HEAD"]);
    }
  });

  it("sends the page's CSP, no referrer and a short Cache-Control", () => {
    for (const p of ["/api/openapi.json", "/api/docs*"]) {
      const policy = resources[behaviour(p).ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig;
      expect(policy.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
        ContentSecurityPolicy: API_DOCS_CSP,
        Override: true,
      });
      expect(policy.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: "no-referrer", Override: true });
      expect(policy.CustomHeadersConfig.Items).toContainEqual({
        Header: "Cache-Control",
        Value: API_DOCS_CACHE_CONTROL,
        Override: true,
      });
    }
    expect(API_DOCS_CSP).toContain("default-src 'none'");
    expect(API_DOCS_CSP).toContain("script-src 'self'");
    expect(API_DOCS_CSP).not.toMatch(/script-src[^;]*(unsafe|https?:|\*)/);
    expect(API_DOCS_CSP).not.toMatch(/style-src[^;]*(unsafe|https?:|\*)/);
    expect(API_DOCS_CSP).not.toMatch(/connect-src[^;]*(https?:|\*)/);
  });

  it("maps /api/docs and /api/docs/ to the page, passes its scripts and answers 404 for anything else", () => {
    const b = behaviour("/api/docs*");
    const fnId = b.FunctionAssociations[0].FunctionARN["Fn::GetAtt"][0];
    const code = resources[fnId].Properties.FunctionCode as string;
    for (const uri of ["/api/docs", "/api/docs/"]) {
      expect(run(code, { request: { uri } }).uri).toBe(`/${API_DOCS_FILES.page}`);
    }
    for (const file of API_DOCS_PAGE_FILES) {
      expect(run(code, { request: { uri: `/${file}` } }).uri).toBe(`/${file}`);
    }
    for (const uri of ["/api/docsx", "/api/docs/otro.js", "/api/docs/../openapi.json"]) {
      expect(run(code, { request: { uri } }).statusCode, uri).toBe(404);
    }
  });
});
