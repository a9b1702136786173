/**
 * The store's own domain (infra/lib/custom-domain.ts): with `-c dominio -c certificadoArn`, CloudFront
 * serves the domain with the us-east-1 certificate and TLS 1.2 at least, the domain is the app origin
 * (links, emails, CSRF) and the cloudfront.net name stays accepted; a hosted zone gets alias records.
 * Without a domain the stack is as before. Misconfiguration fails the synth with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { App, Stack } from "aws-cdk-lib";
import type { Template } from "aws-cdk-lib/assertions";
import { customDomainFrom, DOMAIN_CONTEXT } from "../../infra/lib/custom-domain.ts";
import { cleanup, isPageRenderer, realTemplate, resourcesOf, synth, type Json } from "./template.ts";

const CERT = "arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc";

let plain: Template;
let withDomain: Template;
let withZone: Template;

beforeAll(() => {
  plain = realTemplate();
  withDomain = synth({
    context: { [DOMAIN_CONTEXT.domain]: "Tienda.Example.com", [DOMAIN_CONTEXT.certificateArn]: CERT },
  });
  withZone = synth({
    props: {
      domain: {
        domainName: "example.com",
        certificateArn: CERT,
        hostedZone: { id: "Z0123456789ABC", name: "example.com." },
      },
    },
  });
}, 240_000);

afterAll(cleanup);

const distributionConfig = (t: Template) =>
  resourcesOf(t, "AWS::CloudFront::Distribution")[0]![1].Properties.DistributionConfig;
const endpointEnvs = (t: Template) =>
  resourcesOf(t, "AWS::Lambda::Function")
    // The page renderer has no CSRF guard, so no aliases (tests/infra/pages-html.test.ts).
    .filter(([, f]) => !isPageRenderer(f))
    .map(([, f]) => f.Properties.Environment?.Variables as Record<string, Json> | undefined)
    .filter((v): v is Record<string, Json> => Boolean(v?.APP_ORIGIN));
const corsOrigins = (t: Template): Json[] => {
  const receipts = resourcesOf(t, "AWS::S3::Bucket").find(([, b]) => b.Properties.CorsConfiguration)![1];
  return receipts.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins;
};
const imagesCors = (t: Template): Json => {
  const [, res] = resourcesOf(t, "Custom::AWS").find(([id]) => id.startsWith("ProductosCors"))!;
  return JSON.stringify(res.Properties.Create ?? res.Properties.Update);
};

describe("without a domain", () => {
  it("keeps the cloudfront.net name as the only origin and no aliases or certificate", () => {
    const config = distributionConfig(plain);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    for (const vars of endpointEnvs(plain)) {
      expect(JSON.stringify(vars.APP_ORIGIN)).toContain("DomainName");
      expect(vars.APP_ORIGIN_ALIASES).toBeUndefined();
    }
    expect(corsOrigins(plain)).toHaveLength(1);
    expect(resourcesOf(plain, "AWS::Route53::RecordSet")).toEqual([]);
  });
});

describe("with a domain from context", () => {
  it("serves the domain with the certificate, SNI and TLS 1.2 at least", () => {
    const config = distributionConfig(withDomain);
    expect(config.Aliases).toEqual(["tienda.example.com"]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERT,
      MinimumProtocolVersion: "TLSv1.2_2021",
      SslSupportMethod: "sni-only",
    });
  });

  it("makes the domain the app origin and keeps the cloudfront.net name as an accepted alias", () => {
    const envs = endpointEnvs(withDomain);
    expect(envs.length).toBeGreaterThan(50);
    for (const vars of envs) {
      expect(vars.APP_ORIGIN).toBe("https://tienda.example.com");
      expect(JSON.stringify(vars.APP_ORIGIN_ALIASES)).toContain("DomainName");
    }
    const origins = corsOrigins(withDomain);
    expect(origins[0]).toBe("https://tienda.example.com");
    expect(JSON.stringify(origins[1])).toContain("DomainName");
    expect(imagesCors(withDomain)).toContain("https://tienda.example.com");
    expect(withDomain.findOutputs("SiteUrl").SiteUrl?.Value).toBe("https://tienda.example.com");
  });

  it("creates no DNS records without a hosted zone", () => {
    expect(resourcesOf(withDomain, "AWS::Route53::RecordSet")).toEqual([]);
  });
});

describe("with a Route 53 hosted zone", () => {
  it("creates A and AAAA alias records to the distribution at the zone apex", () => {
    const records = resourcesOf(withZone, "AWS::Route53::RecordSet").map(([, r]) => r.Properties);
    expect(records.map((r) => r.Type).sort()).toEqual(["A", "AAAA"]);
    for (const r of records) {
      expect(r.HostedZoneId).toBe("Z0123456789ABC");
      expect(r.Name).toBe("example.com.");
      expect(JSON.stringify(r.AliasTarget.DNSName)).toContain("DomainName"); // the distribution
    }
  });
});

describe("misconfiguration fails the synth with a clear message", () => {
  const check = (context: Record<string, string>) => () => customDomainFrom(new Stack(new App({ context }), "S"));
  it.each([
    [{ [DOMAIN_CONTEXT.domain]: "tienda.example.com" }, /needs an ACM certificate in us-east-1/],
    [
      {
        [DOMAIN_CONTEXT.domain]: "tienda.example.com",
        [DOMAIN_CONTEXT.certificateArn]: CERT.replace("us-east-1", "eu-west-1"),
      },
      /only uses certificates from us-east-1/,
    ],
    [
      { [DOMAIN_CONTEXT.domain]: "https://tienda.example.com/", [DOMAIN_CONTEXT.certificateArn]: CERT },
      /must be a host name/,
    ],
    [
      { [DOMAIN_CONTEXT.domain]: "tienda.example.com", [DOMAIN_CONTEXT.certificateArn]: "not-an-arn" },
      /not an ACM certificate ARN/,
    ],
    [{ [DOMAIN_CONTEXT.certificateArn]: CERT }, /without a domain/],
    [
      {
        [DOMAIN_CONTEXT.domain]: "tienda.example.com",
        [DOMAIN_CONTEXT.certificateArn]: CERT,
        [DOMAIN_CONTEXT.hostedZoneId]: "Z1",
        [DOMAIN_CONTEXT.hostedZoneName]: "otro.com",
      },
      /not inside the hosted zone/,
    ],
  ])("%j", (context, message) => {
    expect(check(context)).toThrow(message);
  });

  it("answers undefined with no domain settings at all", () => {
    expect(check({})()).toBeUndefined();
  });
});
