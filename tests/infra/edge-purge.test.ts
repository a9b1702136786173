/**
 * Routes that change what the edge caches are granted "cdn:invalidate": the stack gives exactly
 * those functions the distribution's id and the right to create invalidations on that distribution
 * alone, so endpoint() can drop the edge's copies after the admin's write (lib/edge-purge.ts); the
 * offers job too, after it moved a price. The pages they drop are the page renderer's.
 */
import { describe, expect, it } from "vitest";
import { routeKey } from "@tienda/shared/routes";
import { ALL_PAGES, API_READS, OFFER_JOB_PATHS, purgePathsFor } from "../../functions/src/lib/edge-purge.ts";
import { matchesPathPattern } from "../../infra/lib/edge-cache.ts";
import {
  actionsOfFunction,
  functionForRoute,
  jobTable,
  resourcesOf,
  routeTable,
  synthesizedStack,
  template,
  type Json,
} from "./template.ts";

synthesizedStack();

const purging = routeTable.filter((r) => r.grants?.includes("cdn:invalidate"));

describe("edge invalidation after the store's writes", () => {
  it("is granted to the admin writes of what the public reads show, and to nothing else", () => {
    const storefrontWrite = (r: (typeof routeTable)[number]) =>
      r.method !== "GET" &&
      r.auth === "admin" &&
      (/^\/api\/(categorias|estilos|productos|contenido|paginas|testimonio)\b/.test(r.path) ||
        r.path === "/api/admin/ajustes" ||
        // The products import writes products (and purges only when it wrote something).
        r.path === "/api/admin/productos/importar" ||
        // Hiding or showing a review changes the product's public figures and review list.
        r.path === "/api/admin/resenas/{id}");
    expect(purging.map(routeKey).sort()).toEqual(routeTable.filter(storefrontWrite).map(routeKey).sort());
    expect(purging.length).toBeGreaterThanOrEqual(20);
  });

  it("gives those functions the distribution's id and CreateInvalidation on that distribution only", () => {
    const [distributionId] = resourcesOf(template, "AWS::CloudFront::Distribution")[0]!;
    const fns = template.toJSON().Resources as Record<string, Json>;
    for (const route of routeTable) {
      const fnId = functionForRoute(template, routeKey(route))!;
      const vars = fns[fnId].Properties.Environment.Variables;
      const cloudfront = actionsOfFunction(template, fnId).filter((a: string) => a.startsWith("cloudfront:"));
      if (route.grants?.includes("cdn:invalidate")) {
        expect(vars.DISTRIBUTION_ID, routeKey(route)).toEqual({ Ref: distributionId });
        expect(cloudfront, routeKey(route)).toEqual(["cloudfront:CreateInvalidation"]);
      } else {
        expect(vars.DISTRIBUTION_ID, routeKey(route)).toBeUndefined();
        expect(cloudfront, routeKey(route)).toEqual([]);
      }
    }
    // The endpoint roles' statements name the distribution; only CDK's own SPA upload (the
    // BucketDeployment helper, which invalidates after a deploy) has a wildcard one.
    const endpointRoles = new Set(
      purging.map((r) => fns[functionForRoute(template, routeKey(r))!].Properties.Role["Fn::GetAtt"][0] as string),
    );
    const statements = resourcesOf(template, "AWS::IAM::Policy")
      .filter(([, p]) => (p.Properties.Roles as Json[]).some((role) => endpointRoles.has(role.Ref)))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    const invalidations = statements.filter((s: Json) => [s.Action].flat().includes("cloudfront:CreateInvalidation"));
    expect(invalidations.length).toBeGreaterThan(0);
    for (const s of invalidations) expect(JSON.stringify(s.Resource)).toContain(distributionId);
  });

  it("gives the offers job, and no other job, the distribution's id and CreateInvalidation on it", () => {
    const [distributionId] = resourcesOf(template, "AWS::CloudFront::Distribution")[0]!;
    const fns = resourcesOf(template, "AWS::Lambda::Function");
    expect(jobTable.filter((j) => j.grants?.includes("cdn:invalidate")).map((j) => j.name)).toEqual([
      "ofertas-programadas",
    ]);
    for (const job of jobTable) {
      const [fnId, fn] = fns.find(([, f]) => String(f.Properties.Description).includes(`(jobs/${job.handler}.ts)`))!;
      const cloudfront = actionsOfFunction(template, fnId).filter((a: string) => a.startsWith("cloudfront:"));
      if (job.grants?.includes("cdn:invalidate")) {
        expect(fn.Properties.Environment.Variables.DISTRIBUTION_ID, job.name).toEqual({ Ref: distributionId });
        expect(cloudfront, job.name).toEqual(["cloudfront:CreateInvalidation"]);
      } else {
        expect(fn.Properties.Environment.Variables.DISTRIBUTION_ID, job.name).toBeUndefined();
        expect(cloudfront, job.name).toEqual([]);
      }
    }
  });

  it("names pages the page renderer serves (never the site bucket's files), besides the API's reads", () => {
    const config = resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
    const rendererOrigin = config.DefaultCacheBehavior.TargetOriginId;
    const originFor = (url: string) =>
      (config.CacheBehaviors.find((b: Json) => matchesPathPattern(b.PathPattern, url)) ?? config.DefaultCacheBehavior)
        .TargetOriginId;
    const named = new Set([
      ...ALL_PAGES,
      ...OFFER_JOB_PATHS,
      ...routeTable
        .filter((r) => r.grants?.includes("cdn:invalidate"))
        .flatMap((r) => purgePathsFor(r.path, { id: "p1", slug: "acerca" })),
    ]);
    named.delete(API_READS);
    expect(named.size).toBeGreaterThan(5);
    for (const path of named) {
      // A wildcard stands for any page under it.
      const url = path.endsWith("*") ? `${path.slice(0, -1)}un-ejemplo` : path;
      expect(originFor(url), path).toBe(rendererOrigin);
    }
  });
});
