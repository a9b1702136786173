/**
 * How pages are served in AWS (issue 38; infra/lib/page-renderer.ts): every path without a file
 * extension, /sitemap.xml and /robots.txt reach the one page renderer through its function URL,
 * cached briefly at the edge and the same for everyone; the build's files stay on the site bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Template } from "aws-cdk-lib/assertions";
import { matchesPathPattern } from "../../infra/lib/edge-cache.ts";
import { RENDERED_FILE_PATHS, SITE_FILES_PATTERN, VIEWER_HOST_HEADER } from "../../infra/lib/page-renderer.ts";
import { cleanup, isPageRenderer, realTemplate, resourcesOf, synth, type Json } from "./template.ts";
import { DOMAIN_CONTEXT } from "../../infra/lib/custom-domain.ts";
import { LISTING_QUERY_PARAMS } from "@tienda/shared/page-renderer";

let template: Template;
let withDomain: Template;

beforeAll(() => {
  template = realTemplate();
  withDomain = synth({
    context: {
      [DOMAIN_CONTEXT.domain]: "tienda.example.com",
      [DOMAIN_CONTEXT.certificateArn]: "arn:aws:acm:us-east-1:123456789012:certificate/abc",
    },
  });
}, 240_000);
afterAll(cleanup);

const configOf = (t: Template) => resourcesOf(t, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
const config = () => configOf(template);
const renderer = (t: Template = template) =>
  resourcesOf(t, "AWS::Lambda::Function").find(([, f]) => isPageRenderer(f))!;
const originOf = (behaviour: Json) => config().Origins.find((o: Json) => o.Id === behaviour.TargetOriginId);
const cachePolicyOf = (behaviour: Json) =>
  template.toJSON().Resources[behaviour.CachePolicyId.Ref].Properties.CachePolicyConfig;

/** The behaviour CloudFront picks for a path: the first pattern that matches, else the default. */
function behaviourFor(path: string): Json {
  return (
    config().CacheBehaviors.find((b: Json) => matchesPathPattern(b.PathPattern, path)) ?? config().DefaultCacheBehavior
  );
}

describe("the page renderer behind CloudFront", () => {
  it("is the default behaviour, reached through its function URL with origin access control", () => {
    const [fnId] = renderer();
    const origin = originOf(config().DefaultCacheBehavior);
    expect(JSON.stringify(origin.DomainName)).toContain("PaginasHtmlFunctionUrl");
    expect(origin.OriginAccessControlId).toBeDefined();
    const [, url] = resourcesOf(template, "AWS::Lambda::Url").find(
      ([, u]) => u.Properties.TargetFunctionArn["Fn::GetAtt"][0] === fnId,
    )!;
    expect(url.Properties.AuthType).toBe("AWS_IAM");
    // Only this distribution may call the URL (both permissions CloudFront's OAC needs).
    const permissions = resourcesOf(template, "AWS::Lambda::Permission").filter(
      ([, p]) => p.Properties.Principal === "cloudfront.amazonaws.com",
    );
    expect(permissions.map(([, p]) => p.Properties.Action).sort()).toEqual([
      "lambda:InvokeFunction",
      "lambda:InvokeFunctionUrl",
    ]);
    for (const [, p] of permissions) {
      expect(p.Properties.FunctionName["Fn::GetAtt"][0]).toMatch(/^PaginasHtmlFunctionUrl/);
      expect(JSON.stringify(p.Properties.SourceArn)).toContain('"Ref":"Cdn');
    }
    expect(config().DefaultRootObject).toBeUndefined();
  });

  it.each([
    ["/", "renderer"],
    ["/producto/p005", "renderer"],
    ["/tienda/ropa-mujer", "renderer"],
    ["/categoria/casual", "renderer"],
    ["/ofertas", "renderer"],
    ["/acerca", "renderer"],
    ["/no-existe", "renderer"],
    ["/carrito/pago", "renderer"],
    ["/sitemap.xml", "renderer"],
    ["/robots.txt", "renderer"],
    ["/assets/index-abc123.js", "bucket"],
    ["/landing/shop.html", "bucket"],
    ["/favicon.svg", "bucket"],
    ["/img/productos/p1-1.webp", "images"],
    ["/api/productos", "api"],
  ])("sends %s to the %s", (path, target) => {
    const behaviour = behaviourFor(path);
    const origin = originOf(behaviour);
    const domain = JSON.stringify(origin.DomainName);
    const actual = domain.includes("PaginasHtmlFunctionUrl")
      ? "renderer"
      : domain.includes("Productos")
        ? "images"
        : origin.S3OriginConfig
          ? "bucket"
          : "api";
    expect(actual).toBe(target);
  });

  it("places the sitemap and robots.txt before the build's files, and those after every other behaviour", () => {
    const patterns = config().CacheBehaviors.map((b: Json) => b.PathPattern);
    expect(patterns.at(-1)).toBe(SITE_FILES_PATTERN);
    for (const p of RENDERED_FILE_PATHS) expect(patterns.indexOf(p)).toBeLessThan(patterns.indexOf(SITE_FILES_PATTERN));
    const files = config().CacheBehaviors.at(-1);
    expect(files.CachePolicyId).toBe("658327ea-f89d-4fab-a63d-7e88639e58f6"); // Managed-CachingOptimized
    expect(originOf(files).OriginAccessControlId).toBeDefined();
  });

  it("caches pages briefly, the same for everyone: no cookies, only the viewer's host and the listings' own query parameters", () => {
    for (const behaviour of [config().DefaultCacheBehavior, ...RENDERED_FILE_PATHS.map(behaviourFor)]) {
      expect(behaviour.AllowedMethods).toEqual(["GET", "HEAD"]);
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.OriginRequestPolicyId).toBeUndefined();
      expect(behaviour.ResponseHeadersPolicyId.Ref).toMatch(/^SecurityHeaders/);
      const policy = cachePolicyOf(behaviour);
      expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.CookiesConfig.CookieBehavior).toBe("none");
      // A search's q and the catalogue's filters choose the list a listing's HTML carries; nothing
      // else (utm_source, fbclid) splits the cache or reaches the renderer.
      expect(key.QueryStringsConfig).toEqual({
        QueryStringBehavior: "whitelist",
        QueryStrings: [...LISTING_QUERY_PARAMS],
      });
      expect(key.QueryStringsConfig.QueryStrings).toEqual(expect.arrayContaining(["q", "talla", "orden", "pagina"]));
      expect(key.HeadersConfig).toEqual({ HeaderBehavior: "whitelist", Headers: [VIEWER_HOST_HEADER] });
    }
  });

  it("copies the viewer's Host into the renderer's header, over any value the viewer sent", () => {
    const association = config().DefaultCacheBehavior.FunctionAssociations;
    expect(association).toHaveLength(1);
    expect(association[0].EventType).toBe("viewer-request");
    const code = resourcesOf(template, "AWS::CloudFront::Function").find(([id]) => id.startsWith("PaginasHost"))![1]
      .Properties.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (e: Json) => Json;
    const request = handler({
      request: {
        uri: "/",
        headers: { host: { value: "d1.cloudfront.net" }, [VIEWER_HOST_HEADER]: { value: "evil.example" } },
      },
    });
    expect(request.headers[VIEWER_HOST_HEADER]).toEqual({ value: "d1.cloudfront.net" });
  });

  it("names the store's domain as its origin when it has one, and reads the site bucket", () => {
    const vars = (t: Template) => renderer(t)[1].Properties.Environment.Variables;
    expect(vars(template).APP_ORIGIN).toBeUndefined();
    expect(vars(withDomain).APP_ORIGIN).toBe("https://tienda.example.com");
    expect(JSON.stringify(vars(template).WEB_BUCKET)).toContain("Web");
  });

  it("gives the renderer only what it reads: the table and the site bucket, no upload or receipt bucket", () => {
    for (const t of [template, withDomain]) {
      const vars = renderer(t)[1].Properties.Environment.Variables;
      expect(vars.RECEIPTS_BUCKET).toBeUndefined();
      expect(vars.IMAGES_BUCKET).toBeUndefined();
      expect(Object.keys(vars).filter((k) => k.endsWith("_BUCKET"))).toEqual(["WEB_BUCKET"]);
      expect(vars.TABLE_NAME).toBeDefined();
    }
  });

  it("may read the table and the site bucket, and write nothing", () => {
    const roleId = renderer()[1].Properties.Role["Fn::GetAtt"][0] as string;
    const policy = resourcesOf(template, "AWS::IAM::Policy").find(([, p]) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    )![1];
    const actions = policy.Properties.PolicyDocument.Statement.flatMap((s: Json) => [s.Action].flat());
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions)
      expect(action).toMatch(/^(dynamodb:(BatchGet|Get|Query|Scan|ConditionCheck|Describe)|s3:(Get|List)|xray:Put)/);
  });
});
