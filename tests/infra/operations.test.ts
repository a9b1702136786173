/**
 * Hardening and operations in the synthesized template: the origin secret between CloudFront and
 * the API, the viewer's address, the WAF web ACL, X-Ray, the alarms and their topic, and pointing
 * the stack at an existing (restored) table.
 */
import { FUNCTIONS_PER_ALARM } from "../../infra/lib/operations.ts";
import { describe, expect, it } from "vitest";
import { API_FORWARDED_HEADERS, ORIGIN_HEADER, WAF_RATE_LIMIT } from "../../infra/lib/origin-protection.ts";
import { ORIGIN_HEADER as FUNCTIONS_ORIGIN_HEADER } from "../../functions/src/lib/origin.ts";
import {
  asArray,
  isCdkHelper,
  isPageRenderer,
  jobTable,
  resources,
  resourcesOf,
  routeTable,
  synth,
  synthesizedStack,
  template,
  type Json,
} from "./template.ts";

synthesizedStack();

const distributionConfig = () =>
  resourcesOf(template, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
const behaviour = (pattern: string) => distributionConfig().CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
const apiFunctions = () =>
  resourcesOf(template, "AWS::Lambda::Function").filter(
    ([id, fn]) =>
      !isCdkHelper(id) && !isPageRenderer(fn) && !String(fn.Properties.Description ?? "").startsWith("Tarea "),
  );
const originSecretId = () =>
  resourcesOf(template, "AWS::SecretsManager::Secret").find(([id]) => id.startsWith("SecretoOrigen"))![0];

/** '{{resolve:secretsmanager:<ref>:SecretString:<field>::<version>}}' pieces of a Fn::Join'd value. */
function resolveParts(value: Json): string {
  return JSON.stringify(value);
}

describe("the client's address behind CloudFront", () => {
  it("forwards CloudFront-Viewer-Address and the headers the API reads on /api/*, never Host", () => {
    const [id, policy] = resourcesOf(template, "AWS::CloudFront::OriginRequestPolicy").find(([key]) =>
      key.startsWith("ApiOrigen"),
    )!;
    const config = policy.Properties.OriginRequestPolicyConfig;

    expect(behaviour("/api/*").OriginRequestPolicyId).toEqual({ Ref: id });
    expect(config.HeadersConfig.HeaderBehavior).toBe("whitelist");
    expect(config.HeadersConfig.Headers).toEqual(expect.arrayContaining(["CloudFront-Viewer-Address"]));
    expect(config.HeadersConfig.Headers).toEqual([...API_FORWARDED_HEADERS]);
    expect(config.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain("host");
    expect(config.CookiesConfig.CookieBehavior).toBe("all");
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe("all");
  });

  it("forwards every header endpoint() and the handlers read", () => {
    const forwarded = API_FORWARDED_HEADERS.map((h) => h.toLowerCase());

    for (const h of [
      "content-type",
      "x-requested-with",
      "origin",
      "idempotency-key",
      "if-match",
      "cloudfront-viewer-address",
    ]) {
      expect(forwarded).toContain(h);
    }
  });
});

describe("the API only through CloudFront", () => {
  it("has CloudFront send the origin secret's current value to the API origin, from Secrets Manager", () => {
    const apiOriginId = behaviour("/api/*").TargetOriginId;
    const origin = distributionConfig().Origins.find((o: Json) => o.Id === apiOriginId);
    const header = origin.OriginCustomHeaders.find((h: Json) => h.HeaderName === ORIGIN_HEADER);

    expect(ORIGIN_HEADER).toBe(FUNCTIONS_ORIGIN_HEADER);
    const value = resolveParts(header.HeaderValue);
    expect(value).toContain("{{resolve:secretsmanager:");
    expect(value).toContain(`"Ref":"${originSecretId()}"`);
    expect(value).toContain(":SecretString:actual::");
    expect(value).toContain('"Ref":"OrigenVersionCdn"');
  });

  it("sends the secret on the cached API behaviours too (they share the API origin)", () => {
    const apiOriginId = behaviour("/api/*").TargetOriginId;
    // The API reference's two files come from the site bucket (tests/infra/api-docs.test.ts).
    const reference = new Set(["/api/docs*", "/api/openapi.json"]);
    const apiBehaviours = distributionConfig().CacheBehaviors.filter(
      (b: Json) => b.PathPattern.startsWith("/api/") && !reference.has(b.PathPattern),
    );

    expect(apiBehaviours.length).toBeGreaterThanOrEqual(1);
    expect(apiBehaviours.every((b: Json) => b.TargetOriginId === apiOriginId)).toBe(true);
  });

  it("gives every API function the accepted values (current and previous) by reference, never in clear", () => {
    for (const [id, fn] of apiFunctions()) {
      const env = fn.Properties.Environment.Variables;
      const value = resolveParts(env.ORIGIN_SECRETS);
      expect(value, id).toContain("{{resolve:secretsmanager:");
      expect(value, id).toContain(`"Ref":"${originSecretId()}"`);
      expect(value, id).toContain(":SecretString:::");
      expect(value, id).toContain('"Ref":"OrigenVersionApi"');
    }
    expect(apiFunctions()).toHaveLength(routeTable.length);
  });

  it("generates the secret in the stack, with version parameters for a rotation in two deploys", () => {
    const secret = resources[originSecretId()];

    expect(secret.Properties.GenerateSecretString).toMatchObject({ GenerateStringKey: "actual", PasswordLength: 48 });
    expect(secret.Properties.SecretString).toBeUndefined();
    const params = template.toJSON().Parameters;
    expect(params.OrigenVersionApi).toMatchObject({ Type: "String", Default: "" });
    expect(params.OrigenVersionCdn).toMatchObject({ Type: "String", Default: "" });
  });
});

describe("WAF", () => {
  const acl = () => resourcesOf(template, "AWS::WAFv2::WebACL")[0]!;

  it("is a CloudFront web ACL created only in us-east-1 and attached to the distribution there", () => {
    const [id, webAcl] = acl();

    expect(webAcl.Properties.Scope).toBe("CLOUDFRONT");
    expect(webAcl.Properties.DefaultAction).toEqual({ Allow: {} });
    const condition = template.toJSON().Conditions[webAcl.Condition];
    expect(condition).toEqual({ "Fn::Equals": [{ Ref: "AWS::Region" }, "us-east-1"] });
    expect(distributionConfig().WebACLId).toEqual({
      "Fn::If": [webAcl.Condition, { "Fn::GetAtt": [id, "Arn"] }, { Ref: "AWS::NoValue" }],
    });
  });

  it("runs the AWS managed common rule set", () => {
    const rule = acl()[1].Properties.Rules.find((r: Json) => r.Statement.ManagedRuleGroupStatement);

    expect(rule.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: "AWS",
      Name: "AWSManagedRulesCommonRuleSet",
    });
    expect(rule.OverrideAction).toEqual({ None: {} });
  });

  it("blocks an address over the rate limit on /api/auth/* and /api/pedido writes", () => {
    const rule = acl()[1].Properties.Rules.find((r: Json) => r.Statement.RateBasedStatement);
    const rate = rule.Statement.RateBasedStatement;

    expect(rule.Action).toEqual({ Block: {} });
    expect(rate).toMatchObject({ Limit: WAF_RATE_LIMIT, AggregateKeyType: "IP", EvaluationWindowSec: 300 });
    const [paths, notGet] = rate.ScopeDownStatement.AndStatement.Statements;
    const matches = paths.OrStatement.Statements.map((s: Json) => [
      s.ByteMatchStatement.PositionalConstraint,
      s.ByteMatchStatement.SearchString,
      Object.keys(s.ByteMatchStatement.FieldToMatch)[0],
    ]);
    expect(matches).toEqual([
      ["STARTS_WITH", "/api/auth/", "UriPath"],
      ["EXACTLY", "/api/pedido", "UriPath"],
    ]);
    expect(notGet.NotStatement.Statement.ByteMatchStatement).toMatchObject({
      SearchString: "GET",
      FieldToMatch: { Method: {} },
    });
  });
});

describe("tracing and logs", () => {
  it("traces every function with X-Ray", () => {
    const fns = resourcesOf(template, "AWS::Lambda::Function").filter(([id]) => !isCdkHelper(id));

    // One per route, one per job, and the page renderer.
    expect(fns).toHaveLength(routeTable.length + jobTable.length + 1);
    for (const [id, fn] of fns) expect(fn.Properties.TracingConfig, id).toEqual({ Mode: "Active" });
  });

  it("keeps every function's logs a month, in one shared log group", () => {
    // The API's access log group (tests/infra/access-logs.test.ts) holds no function's logs.
    const groups = resourcesOf(template, "AWS::Logs::LogGroup").filter(([id]) => !id.startsWith("ApiAccesoLogs"));
    const fns = resourcesOf(template, "AWS::Lambda::Function").filter(([id]) => !isCdkHelper(id));

    expect(groups).toHaveLength(1);
    expect(groups[0]![1].Properties.RetentionInDays).toBe(30);
    for (const [id, fn] of fns) expect(fn.Properties.LoggingConfig?.LogGroup, id).toEqual({ Ref: groups[0]![0] });
  });
});

describe("alarms", () => {
  const alarms = () => resourcesOf(template, "AWS::CloudWatch::Alarm");
  const topicId = () => resourcesOf(template, "AWS::SNS::Topic")[0]![0];
  const byName = (name: string) => alarms().find(([, a]) => a.Properties.AlarmName === name)?.[1];

  it("has one alarm per job and per group of up to five endpoints of an API area, plus API 5xx, DynamoDB throttles and the outbox", () => {
    const areas = new Map<string, number>();
    for (const r of routeTable) areas.set(r.path.split("/")[2]!, (areas.get(r.path.split("/")[2]!) ?? 0) + 1);
    const groups = [...areas.values()].reduce((n, count) => n + Math.ceil(count / FUNCTIONS_PER_ALARM), 0);

    expect(alarms()).toHaveLength(groups + jobTable.length + 3);
    expect(alarms().filter(([, a]) => /^Tienda-Funciones-/.test(a.Properties.AlarmName))).toHaveLength(groups);
    expect(alarms().filter(([, a]) => /^Tienda-Tarea-/.test(a.Properties.AlarmName))).toHaveLength(jobTable.length);
    expect(byName("Tienda-Funciones-Carrito")).toBeDefined();
    // A metric-math alarm takes at most 10 metrics (+ the expression).
    for (const [id, a] of alarms()) expect(a.Properties.Metrics?.length ?? 0, id).toBeLessThanOrEqual(11);
  });

  it("sends every alarm and its recovery to the one SNS topic", () => {
    expect(resourcesOf(template, "AWS::SNS::Topic")).toHaveLength(1);
    for (const [id, a] of alarms()) {
      expect(a.Properties.AlarmActions, id).toEqual([{ Ref: topicId() }]);
      expect(a.Properties.OKActions, id).toEqual([{ Ref: topicId() }]);
    }
  });

  it("subscribes the CorreoAlarmas parameter's address to the topic, when one is given", () => {
    const [, sub] = resourcesOf(template, "AWS::SNS::Subscription")[0]!;

    expect(sub.Properties).toMatchObject({
      Protocol: "email",
      Endpoint: { Ref: "CorreoAlarmas" },
      TopicArn: { Ref: topicId() },
    });
    expect(template.toJSON().Conditions[sub.Condition]).toEqual({
      "Fn::Not": [{ "Fn::Equals": [{ Ref: "CorreoAlarmas" }, ""] }],
    });
    expect(template.toJSON().Parameters.CorreoAlarmas).toMatchObject({ Type: "String", Default: "" });
  });

  it("watches the API's 5xx rate above 5% over 5 minutes", () => {
    const a = byName("Tienda-API-5xx");
    const [expr, errors, count] = a.Properties.Metrics;

    expect(expr.Expression).toBe("IF(requests >= 20, 100 * errors / requests, 0)");
    expect(errors.MetricStat.Metric).toMatchObject({ Namespace: "AWS/ApiGateway", MetricName: "5xx" });
    expect(count.MetricStat.Metric).toMatchObject({ Namespace: "AWS/ApiGateway", MetricName: "Count" });
    expect(a.Properties).toMatchObject({ Threshold: 5, ComparisonOperator: "GreaterThanThreshold" });
  });

  it("watches each function's errors and throttles", () => {
    for (const [id, fn] of resourcesOf(template, "AWS::Lambda::Function").filter(([key]) => !isCdkHelper(key))) {
      const alarm = alarms().find(([, a]) =>
        a.Properties.Metrics.some((m: Json) =>
          asArray(m.MetricStat?.Metric?.Dimensions).some((d: Json) => d.Value?.Ref === id),
        ),
      );
      expect(alarm, `${id} ${fn.Properties.Description}`).toBeDefined();
      const names = alarm![1].Properties.Metrics.filter((m: Json) =>
        asArray(m.MetricStat?.Metric?.Dimensions).some((d: Json) => d.Value?.Ref === id),
      ).map((m: Json) => m.MetricStat.Metric.MetricName);
      expect(names.sort()).toEqual(["Errors", "Throttles"]);
      expect(alarm![1].Properties.Threshold).toBe(0);
      // Any failure of any watched function breaches: the expression adds every metric it has.
      const expression = alarm![1].Properties.Metrics.find((m: Json) => m.Expression).Expression as string;
      const watched = alarm![1].Properties.Metrics.filter((m: Json) => m.MetricStat).map((m: Json) => m.Id as string);
      for (const m of watched) expect(expression).toContain(`FILL(${m}, 0)`);
    }
  });

  it("watches DynamoDB throttled reads and writes of the table", () => {
    const a = byName("Tienda-DynamoDB-Limitada");
    const names = a.Properties.Metrics.filter((m: Json) => m.MetricStat).map((m: Json) => m.MetricStat.Metric);

    expect(names.map((m: Json) => m.MetricName).sort()).toEqual(["ReadThrottleEvents", "WriteThrottleEvents"]);
    expect(names.every((m: Json) => m.Namespace === "AWS/DynamoDB")).toBe(true);
  });

  it("fires when the oldest waiting email is older than 15 minutes, or the sender stops reporting", () => {
    const a = byName("Tienda-Correos-Atascados");

    expect(a.Properties).toMatchObject({
      Namespace: "Tienda",
      MetricName: "AntiguedadCorreoPendiente",
      Dimensions: [{ Name: "service", Value: "tienda" }],
      Threshold: 900,
      ComparisonOperator: "GreaterThanThreshold",
      TreatMissingData: "breaching",
    });
  });
});

describe("an existing table (restore drill)", () => {
  it("creates no table and points every function and grant at the given one", () => {
    const restored = synth({ props: { existingTableName: "tienda-restaurada-2026" } });
    const json = restored.toJSON();

    expect(resourcesOf(restored, "AWS::DynamoDB::Table")).toHaveLength(0);
    for (const [id, fn] of resourcesOf(restored, "AWS::Lambda::Function").filter(([key]) => !isCdkHelper(key))) {
      expect(fn.Properties.Environment.Variables.TABLE_NAME, id).toBe("tienda-restaurada-2026");
    }
    const policies = JSON.stringify(resourcesOf(restored, "AWS::IAM::Policy"));
    expect(policies).toContain(":table/tienda-restaurada-2026");
    expect(policies).toContain(":table/tienda-restaurada-2026/index/*");
    expect(json.Outputs.TableName.Value).toBe("tienda-restaurada-2026");
    const alarm = resourcesOf(restored, "AWS::CloudWatch::Alarm").find(
      ([, a]) => a.Properties.AlarmName === "Tienda-DynamoDB-Limitada",
    )![1];
    expect(JSON.stringify(alarm.Properties.Metrics)).toContain("tienda-restaurada-2026");
  }, 120_000);
});
