/**
 * Assertions on the synthesized CDK template: the security and data-safety
 * settings the design fixes, and that API routes and Lambdas mirror the
 * route table exactly.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { App } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import { routeKey, type RouteDef } from "@tienda/shared/routes";
import { repoRoot } from "../../infra/lib/paths.ts";
import { TiendaStack } from "../../infra/lib/tienda-stack.ts";
import {
  actionsOfFunction,
  asArray,
  emptyDirUnderRoot,
  functionForRoute,
  identityStatements,
  isCdkHelper,
  isJobFunction,
  isPageRenderer,
  jobTable,
  outputRef,
  resources,
  resourcesOf,
  routeTable,
  synth,
  synthesizedStack,
  template,
  type Json,
} from "./template.ts";

synthesizedStack();

describe("route handler modules", () => {
  it("exist on disk for every route in the table", () => {
    const missing = routeTable
      .map((r) => `functions/src/handlers/${r.handler}.ts`)
      .filter((file) => !fs.existsSync(path.join(repoRoot, file)));

    expect(missing).toEqual([]);
  });

  it("are required by the stack, which names every missing one", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });

    const build = () => new TiendaStack(app, "Tienda", { handlersDir: emptyDirUnderRoot() });

    expect(build).toThrow(/Route handler modules missing[\s\S]*GET \/api\/productos -> catalogo\/list-products\.ts/);
  });
});

describe("table", () => {
  const table = () => resources[outputRef(template, "TableName")];

  it("has point-in-time recovery on", () => {
    expect(table().Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it("has deletion protection on", () => {
    expect(table().Properties.DeletionProtectionEnabled).toBe(true);
  });

  it("is retained when the stack goes away", () => {
    expect(table().DeletionPolicy).toBe("Retain");
  });

  it("has GSI1, GSI2 and GSI3 with string keys and projection ALL", () => {
    const gsis = table().Properties.GlobalSecondaryIndexes.map((g: Json) => ({
      name: g.IndexName,
      keys: g.KeySchema.map((k: Json) => k.AttributeName),
      projection: g.Projection.ProjectionType,
    }));

    expect(gsis).toEqual([
      { name: "GSI1", keys: ["GSI1PK", "GSI1SK"], projection: "ALL" },
      { name: "GSI2", keys: ["GSI2PK", "GSI2SK"], projection: "ALL" },
      { name: "GSI3", keys: ["GSI3PK", "GSI3SK"], projection: "ALL" },
    ]);
  });

  it("expires items by the ttl attribute", () => {
    expect(table().Properties.TimeToLiveSpecification).toEqual({ AttributeName: "ttl", Enabled: true });
  });

  it("bills per request", () => {
    expect(table().Properties.BillingMode).toBe("PAY_PER_REQUEST");
  });
});

describe("buckets", () => {
  const allBlocked = {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  };
  const bucket = (output: string) => resources[outputRef(template, output)];

  it.each(["ReceiptsBucketName", "ImagesBucketName", "WebBucketName"])("%s blocks all public access", (output) => {
    expect(bucket(output).Properties.PublicAccessBlockConfiguration).toEqual(allBlocked);
  });

  it("receipts bucket is encrypted", () => {
    expect(bucket("ReceiptsBucketName").Properties.BucketEncryption).toBeDefined();
  });

  it("receipts bucket is retained when the stack goes away", () => {
    expect(bucket("ReceiptsBucketName").DeletionPolicy).toBe("Retain");
  });

  it("images bucket is retained when the stack goes away", () => {
    expect(bucket("ImagesBucketName").DeletionPolicy).toBe("Retain");
  });

  it("receipts bucket allows browser POST uploads from the site origin only", () => {
    const rules = bucket("ReceiptsBucketName").Properties.CorsConfiguration.CorsRules;

    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedMethods).toContain("POST");
    expect(JSON.stringify(rules[0].AllowedOrigins)).toContain("DomainName");
  });

  it("images bucket gets a CORS rule for the site origin after the distribution exists", () => {
    const cors = resourcesOf(template, "Custom::AWS").map(([, r]) => JSON.stringify(r.Properties));

    expect(cors.some((c) => c.includes("putBucketCors") && c.includes("DomainName"))).toBe(true);
  });

  it("no bucket policy allows everyone without a condition", () => {
    const open = resourcesOf(template, "AWS::S3::BucketPolicy")
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter((s: Json) => s.Effect === "Allow")
      .filter((s: Json) => s.Principal === "*" || s.Principal?.AWS === "*")
      .filter((s: Json) => !s.Condition);

    expect(open).toEqual([]);
  });

  it("every bucket policy denies plain-HTTP access", () => {
    const policies = resourcesOf(template, "AWS::S3::BucketPolicy").map(
      ([, p]) => p.Properties.PolicyDocument.Statement,
    );

    // Images, receipts, web and the access-log bucket.
    expect(policies).toHaveLength(4);
    for (const statements of policies) {
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
      );
    }
  });
});

describe("stack size", () => {
  it("stays well under CloudFormation's 500 resources per stack, with room for more routes", () => {
    const count = Object.keys(template.toJSON().Resources).length;

    expect(count).toBeLessThan(450);
  });

  it("lets API Gateway invoke the endpoints through one role, with no per-function permission", () => {
    const integrations = resourcesOf(template, "AWS::ApiGatewayV2::Integration");
    const credentials = new Set(integrations.map(([, i]) => JSON.stringify(i.Properties.CredentialsArn)));
    const permissions = resourcesOf(template, "AWS::Lambda::Permission").filter(
      ([, p]) => p.Properties.Principal === "apigateway.amazonaws.com",
    );

    expect(integrations).toHaveLength(routeTable.length);
    expect(credentials.size).toBe(1);
    const roleId = (JSON.parse([...credentials][0]!) as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    expect(template.toJSON().Resources[roleId].Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Service: "apigateway.amazonaws.com",
    });
    // The role may invoke functions named after this stack, nothing else.
    const policy = resourcesOf(template, "AWS::IAM::Policy").find(([, p]) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    )![1];
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Action: "lambda:InvokeFunction", Effect: "Allow" }),
    ]);
    expect(JSON.stringify(policy.Properties.PolicyDocument.Statement[0].Resource)).toContain(":function:Tienda-*");
    expect(permissions).toEqual([]);
  });

  it("gives functions with the same grants one shared role", () => {
    // The page renderer has a role of its own (tests/infra/pages-html.test.ts).
    const fns = resourcesOf(template, "AWS::Lambda::Function").filter(
      ([id, f]) => !isCdkHelper(id) && !isPageRenderer(f),
    );
    const roles = new Set(fns.map(([, f]) => JSON.stringify(f.Properties.Role)));
    const grantSets = new Set([...routeTable, ...jobTable].map((r) => [...new Set(r.grants ?? [])].sort().join("+")));

    expect(roles.size).toBe(grantSets.size);
  });
});

describe("scheduled jobs", () => {
  const jobFunctions = () => resourcesOf(template, "AWS::Lambda::Function").filter(([, f]) => isJobFunction(f));
  const rules = () => resourcesOf(template, "AWS::Events::Rule");

  it("has one function per job of shared/src/jobs.ts, on Node.js 22 with 5 minutes to run", () => {
    expect(jobFunctions()).toHaveLength(jobTable.length);
    for (const [, f] of jobFunctions()) {
      expect([f.Properties.Runtime, f.Properties.Timeout]).toEqual(["nodejs22.x", 300]);
    }
  });

  it.each(jobTable.map((j) => [j.name, j.everyMinutes, j.handler]))(
    "runs %s every %i minutes through an EventBridge schedule targeting jobs/%s.ts",
    (_name, minutes, handler) => {
      const [fnId] = jobFunctions().find(([, f]) => f.Properties.Description.includes(`(jobs/${handler}.ts)`))!;
      const rule = rules().find(([, r]) => JSON.stringify(r.Properties.Targets).includes(fnId));

      // CDK writes whole hours as hours ('rate(1 hour)').
      const [n, unit] = minutes % 60 === 0 ? [minutes / 60, "hour"] : [minutes, "minute"];
      expect(rule?.[1].Properties.ScheduleExpression).toBe(`rate(${n} ${unit}${n === 1 ? "" : "s"})`);
      expect(rule?.[1].Properties.State ?? "ENABLED").toBe("ENABLED");
    },
  );

  it("lets the payment-deadline job write the table (it releases stock)", () => {
    const [fnId] = jobFunctions().find(([, f]) => f.Properties.Description.includes("expire-unpaid-orders"))!;

    expect(actionsOfFunction(template, fnId)).toEqual(
      expect.arrayContaining(["dynamodb:UpdateItem", "dynamodb:Query"]),
    );
  });

  it("lets only the email sender call ses:SendEmail, and only from the sender address parameter", () => {
    const sesStatements = identityStatements(template).filter((st: Json) =>
      asArray<string>(st.Action).some((a) => a.startsWith("ses:") && a !== "ses:GetEmailIdentity"),
    );
    expect(sesStatements).toHaveLength(1);
    expect(sesStatements[0].Action).toBe("ses:SendEmail");
    expect(sesStatements[0].Condition).toEqual({ StringEquals: { "ses:FromAddress": { Ref: "RemitenteCorreo" } } });
    const [senderId, sender] = jobFunctions().find(([, f]) => f.Properties.Description.includes("send-emails"))!;
    expect(actionsOfFunction(template, senderId)).toContain("ses:SendEmail");
    expect(sender.Properties.Environment.Variables).toMatchObject({
      MAIL_TRANSPORT: "ses",
      MAIL_FROM: { Ref: "RemitenteCorreo" },
    });
    const checklistId = functionForRoute(template, "GET /api/admin/puesta-en-marcha");
    for (const [id] of resourcesOf(template, "AWS::Lambda::Function").filter(
      ([i, f]) => !isCdkHelper(i) && !isJobFunction(f),
    )) {
      const ses = actionsOfFunction(template, id).filter((a) => a.startsWith("ses:"));
      // Only the setup checklist may read the sender identity's state; no endpoint may send.
      expect(ses, id).toEqual(id === checklistId ? ["ses:GetEmailIdentity"] : []);
    }
  });

  it("takes the sender address as a stack parameter", () => {
    expect(template.toJSON().Parameters.RemitenteCorreo).toMatchObject({ Type: "String" });
  });

  it("exist on disk for every job", () => {
    for (const job of jobTable) {
      expect(fs.existsSync(path.join(repoRoot, "functions", "src", "jobs", `${job.handler}.ts`))).toBe(true);
    }
  });
});

describe("API routes and functions", () => {
  const endpointFunctions = () =>
    resourcesOf(template, "AWS::Lambda::Function").filter(
      ([id, f]) => !isCdkHelper(id) && !isJobFunction(f) && !isPageRenderer(f),
    );

  it("has exactly one HTTP API route per route-table entry", () => {
    const keys = resourcesOf(template, "AWS::ApiGatewayV2::Route").map(([, r]) => r.Properties.RouteKey);

    expect(keys.sort()).toEqual(routeTable.map(routeKey).sort());
  });

  it.each(routeTable.map((r) => [routeKey(r), r.handler]))("%s targets the function of %s", (key, handler) => {
    const fnId = functionForRoute(template, key);

    expect(fnId && resources[fnId].Properties.Description).toBe(`${key} (handlers/${handler}.ts)`);
  });

  it("has one Lambda function per route", () => {
    expect(endpointFunctions()).toHaveLength(routeTable.length);
  });

  it("runs every function on Node.js 22, arm64", () => {
    const settings = new Set(
      endpointFunctions().map(([, f]) => `${f.Properties.Runtime} ${f.Properties.Architectures?.join(",")}`),
    );

    expect([...settings]).toEqual(["nodejs22.x arm64"]);
  });

  it("gives every function 512 MB and 10 s, but a route that declares its own limit (the products import: 29 s)", () => {
    const settings = new Set(endpointFunctions().map(([, f]) => `${f.Properties.MemorySize}/${f.Properties.Timeout}`));

    expect([...settings].sort()).toEqual(["512/10", "512/29"]);
    const longer = endpointFunctions()
      .filter(([, f]) => f.Properties.Timeout !== 10)
      .map(([, f]) => String(f.Properties.Description));
    expect(longer).toEqual([expect.stringContaining("POST /api/admin/productos/importar")]);
  });

  it("gives every function the table, buckets, origin and cookie settings", () => {
    // The device-cookie key goes to sign-in and registration only (tests/infra/security-headers.test.ts).
    const keys = new Set(
      endpointFunctions().map(([, f]) =>
        Object.keys(f.Properties.Environment.Variables)
          // The setup checklist's route also gets the sender (MAIL_*; see "mail:status" below).
          // The BCV rate's update (grant "bcv:fetch") also gets TASA_BCV_URL, checked below.
          .filter(
            (k) => !["DEVICE_COOKIE_KEY", "MAIL_FROM", "MAIL_TRANSPORT", "DISTRIBUTION_ID", "TASA_BCV_URL"].includes(k),
          )
          .sort()
          .join(","),
      ),
    );

    expect([...keys]).toEqual([
      "APP_ORIGIN,COOKIE_SECURE,IMAGES_BUCKET,ORIGIN_SECRETS,POWERTOOLS_SERVICE_NAME,RECEIPTS_BUCKET,TABLE_NAME",
    ]);
  });

  it("gives the BCV rate's source (stack parameter TasaBcvUrl) only to the functions that fetch it", () => {
    const all = resourcesOf(template, "AWS::Lambda::Function").filter(([, f]) => f.Properties.Environment);
    const withUrl = all
      .filter(([, f]) => "TASA_BCV_URL" in f.Properties.Environment.Variables)
      .map(([, f]) => f.Properties.Description as string)
      .sort();
    expect(withUrl).toEqual([
      "POST /api/admin/tasa-bcv/actualizar (handlers/admin/update-bcv-rate.ts)",
      expect.stringContaining("(jobs/update-bcv-rate.ts)"),
    ]);
    template.hasParameter("TasaBcvUrl", { Default: "https://ve.dolarapi.com/v1/dolares/oficial" });
  });
});

describe("IAM least privilege", () => {
  const allowed = () => identityStatements(template).filter((s: Json) => s.Effect === "Allow");

  it("grants no wildcard service actions", () => {
    const wildcards = allowed()
      .flatMap((s: Json) => asArray<string>(s.Action))
      .filter((a) => a === "*" || a === "dynamodb:*" || a === "s3:*");

    expect(wildcards).toEqual([]);
  });

  it("grants no DynamoDB or S3 action on Resource *", () => {
    const onEverything = allowed().filter(
      (s: Json) =>
        asArray(s.Resource).includes("*") &&
        asArray<string>(s.Action).some((a) => a.startsWith("dynamodb:") || a.startsWith("s3:")),
    );

    expect(onEverything).toEqual([]);
  });

  it("a public read-only route cannot write the table", () => {
    const route = routeTable.find((r) => r.auth === "public" && !r.grants?.length)!;

    const actions = actionsOfFunction(template, functionForRoute(template, routeKey(route))!);

    expect(actions).toContain("dynamodb:GetItem");
    expect(actions).not.toContain("dynamodb:PutItem");
  });

  it("a route granted table:write can write the table", () => {
    const route = routeTable.find((r) => r.grants?.includes("table:write"))!;

    const actions = actionsOfFunction(template, functionForRoute(template, routeKey(route))!);

    expect(actions).toContain("dynamodb:PutItem");
  });
});

/**
 * Every kind of grant, on a synthetic route table with one route per grant,
 * so the mapping is checked even for grants the real table does not use yet.
 */
describe("grant mapping", () => {
  const grantRoutes: RouteDef[] = [
    { method: "GET", path: "/api/prueba/ninguno", handler: "prueba/ninguno", auth: "public" },
    { method: "POST", path: "/api/prueba/tabla", handler: "prueba/tabla", auth: "user", grants: ["table:write"] },
    { method: "GET", path: "/api/prueba/img-leer", handler: "prueba/img-leer", auth: "admin", grants: ["images:read"] },
    {
      method: "POST",
      path: "/api/prueba/img-subir",
      handler: "prueba/img-subir",
      auth: "admin",
      grants: ["images:write"],
    },
    {
      method: "GET",
      path: "/api/prueba/rec-leer",
      handler: "prueba/rec-leer",
      auth: "user",
      grants: ["receipts:read"],
    },
    {
      method: "POST",
      path: "/api/prueba/rec-subir",
      handler: "prueba/rec-subir",
      auth: "user",
      grants: ["receipts:write"],
    },
  ];
  let granted: Template;
  /** "<action> <bucket output>" for each S3 action a route's function may perform. */
  const s3Access = (path: string): string[] => {
    const fnId = functionForRoute(granted, routeKey(grantRoutes.find((r) => r.path === path)!))!;
    const roleId = granted.toJSON().Resources[fnId].Properties.Role["Fn::GetAtt"][0];
    const buckets = {
      images: outputRef(granted, "ImagesBucketName"),
      receipts: outputRef(granted, "ReceiptsBucketName"),
    };
    return resourcesOf(granted, "AWS::IAM::Policy")
      .filter(([, p]) => asArray<Json>(p.Properties.Roles).some((r) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .flatMap((s: Json) =>
        asArray<string>(s.Action)
          .filter((a) => a.startsWith("s3:"))
          .flatMap((a) =>
            Object.entries(buckets)
              .filter(([, id]) => JSON.stringify(s.Resource).includes(id))
              .map(([name]) => `${a} ${name}`),
          ),
      );
  };

  beforeAll(() => {
    granted = synth({ table: grantRoutes });
  }, 120_000);

  it("has no wildcard or Resource * grants for DynamoDB and S3", () => {
    const bad = identityStatements(granted)
      .filter((s: Json) => s.Effect === "Allow")
      .filter(
        (s: Json) =>
          asArray<string>(s.Action).some((a) => a === "*" || a === "s3:*" || a === "dynamodb:*") ||
          (asArray(s.Resource).includes("*") &&
            asArray<string>(s.Action).some((a) => a.startsWith("dynamodb:") || a.startsWith("s3:"))),
      );

    expect(bad).toEqual([]);
  });

  it("no grants: no S3 access", () => {
    expect(s3Access("/api/prueba/ninguno")).toEqual([]);
  });

  it("table:write: may put items", () => {
    const actions = actionsOfFunction(granted, functionForRoute(granted, "POST /api/prueba/tabla")!);

    expect(actions).toEqual(expect.arrayContaining(["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem"]));
  });

  it("images:read: reads the images bucket only", () => {
    const access = s3Access("/api/prueba/img-leer");

    expect(access).toContain("s3:GetObject* images");
    expect(access.every((a) => a.endsWith(" images") && !a.startsWith("s3:Put"))).toBe(true);
  });

  it("images:write: puts into the images bucket only", () => {
    const access = s3Access("/api/prueba/img-subir");

    expect(access).toContain("s3:PutObject images");
    expect(access.every((a) => a.endsWith(" images") && !a.startsWith("s3:Get"))).toBe(true);
  });

  it("receipts:read: reads the receipts bucket only", () => {
    const access = s3Access("/api/prueba/rec-leer");

    expect(access).toContain("s3:GetObject* receipts");
    expect(access.every((a) => a.endsWith(" receipts") && !a.startsWith("s3:Put"))).toBe(true);
  });

  it("receipts:write: puts into the receipts bucket only", () => {
    const access = s3Access("/api/prueba/rec-subir");

    expect(access).toContain("s3:PutObject receipts");
    expect(access.every((a) => a.endsWith(" receipts") && !a.startsWith("s3:Get"))).toBe(true);
  });
});

describe("CloudFront", () => {
  const config = () => resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
  const behaviour = (pattern: string) => config().CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
  /** The SPA's policy (the API's and the images' are checked in tests/infra/security-headers.test.ts). */
  const headers = () =>
    resourcesOf(template, "AWS::CloudFront::ResponseHeadersPolicy").find(([id]) => id.startsWith("SecurityHeaders"))![1]
      .Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;

  it("forwards /api/* uncached with every method", () => {
    const api = behaviour("/api/*");

    expect(api).toMatchObject({
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad", // Managed-CachingDisabled
      // The stack's own policy: the headers the API reads plus CloudFront-Viewer-Address (tests/infra/operations.test.ts).
      OriginRequestPolicyId: { Ref: expect.stringMatching(/^ApiOrigen/) },
      AllowedMethods: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
    });
  });

  it("serves /img/* from an S3 origin", () => {
    const origin = config().Origins.find((o: Json) => o.Id === behaviour("/img/*")?.TargetOriginId);

    expect(origin?.S3OriginConfig).toBeDefined();
  });

  it("reads the buckets through origin access control", () => {
    const s3Origins = config().Origins.filter((o: Json) => o.S3OriginConfig);

    expect(resourcesOf(template, "AWS::CloudFront::OriginAccessControl").length).toBeGreaterThan(0);
    expect(s3Origins.every((o: Json) => o.OriginAccessControlId)).toBe(true);
  });

  it("redirects HTTP to HTTPS on every behaviour", () => {
    const policies = [config().DefaultCacheBehavior, ...config().CacheBehaviors].map(
      (b: Json) => b.ViewerProtocolPolicy,
    );

    expect(new Set(policies)).toEqual(new Set(["redirect-to-https"]));
  });

  it("adds security headers to every behaviour: the SPA's, the API's or the images'", () => {
    const policyOf = (b: Json) => JSON.stringify(b.ResponseHeadersPolicyId);

    expect(policyOf(config().DefaultCacheBehavior)).toContain('"SecurityHeaders');
    // The API reference (its page and document) has its own policy (tests/infra/api-docs.test.ts).
    const reference = new Set(["/api/docs*", "/api/openapi.json"]);
    for (const b of config().CacheBehaviors) {
      const expected = reference.has(b.PathPattern)
        ? "ReferenciaApiHeaders"
        : b.PathPattern.startsWith("/api/")
          ? "ApiSecurityHeaders"
          : b.PathPattern.startsWith("/img/")
            ? "ImageSecurityHeaders"
            : "SecurityHeaders";
      expect(policyOf(b), b.PathPattern).toContain(`"${expected}`);
    }
  });

  it("sends a Content-Security-Policy", () => {
    expect(headers().ContentSecurityPolicy.ContentSecurityPolicy).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  });

  it("sends HSTS for two years with subdomains and preload", () => {
    expect(headers().StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: true,
    });
  });

  it("sends X-Content-Type-Options nosniff", () => {
    expect(headers().ContentTypeOptions).toEqual({ Override: true });
  });

  it("sends X-Frame-Options DENY", () => {
    expect(headers().FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
  });

  it("has no distribution-wide error responses that would hide API errors", () => {
    expect(config().CustomErrorResponses).toBeUndefined();
  });

  // How pages reach the renderer and the build's files the bucket: tests/infra/pages-html.test.ts.
});

describe("web deployment", () => {
  it("uploads web/dist and invalidates the distribution when the web is built", () => {
    template.hasResourceProperties("Custom::CDKBucketDeployment", { DistributionPaths: ["/*"] });
  });

  it("is left out when the web is not built, so synth works on a fresh clone", () => {
    const unbuilt = synth({ webBuilt: false });

    expect(Object.keys(unbuilt.findResources("Custom::CDKBucketDeployment"))).toEqual([]);
  }, 120_000);
});

describe("outputs", () => {
  it("exposes the site URL, API URL, table and buckets", () => {
    const names = Object.keys(template.findOutputs("*"));

    expect(names).toEqual(
      expect.arrayContaining([
        "SiteUrl",
        "ApiUrl",
        "TableName",
        "ImagesBucketName",
        "ReceiptsBucketName",
        "WebBucketName",
      ]),
    );
  });
});
