/**
 * Routes that change what the edge caches are granted "cdn:invalidate": the stack gives exactly
 * those functions the distribution's id and the right to create invalidations on that distribution
 * alone, so endpoint() can drop the edge's copies after the admin's write (lib/edge-purge.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Template } from "aws-cdk-lib/assertions";
import { routeKey } from "@tienda/shared/routes";
import { actionsOfFunction, cleanup, functionForRoute, resourcesOf, routeTable, synth, type Json } from "./template.ts";

let template: Template;
beforeAll(() => {
  template = synth();
}, 120_000);
afterAll(cleanup);

const purging = routeTable.filter((r) => r.grants?.includes("cdn:invalidate"));

describe("edge invalidation after the store's writes", () => {
  it("is granted to the admin writes of what the public reads show, and to nothing else", () => {
    const storefrontWrite = (r: (typeof routeTable)[number]) =>
      r.method !== "GET" &&
      r.auth === "admin" &&
      (/^\/api\/(categorias|estilos|productos|contenido|paginas|testimonio)\b/.test(r.path) ||
        r.path === "/api/admin/ajustes" ||
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
});
