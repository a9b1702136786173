/**
 * The store's own domain (docs/operations.md, "Your own domain"). Optional: without it the store
 * lives at the distribution's `*.cloudfront.net` name, as before.
 *
 * With it, CloudFront answers the domain with the operator's ACM certificate (TLS 1.2 at least),
 * the domain becomes the app origin (absolute links in emails, the CSRF guard, S3 CORS), and the
 * `*.cloudfront.net` name keeps working as a second accepted origin. A Route 53 hosted zone, when
 * named, gets the alias records; otherwise the operator points the DNS at the distribution.
 */
import { Token } from "aws-cdk-lib";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as route53 from "aws-cdk-lib/aws-route53";
import * as targets from "aws-cdk-lib/aws-route53-targets";
import type { Construct } from "constructs";

/** Context keys: `cdk deploy -c dominio=tienda.example.com -c certificadoArn=arn:aws:acm:us-east-1:…`. */
export const DOMAIN_CONTEXT = {
  domain: "dominio",
  certificateArn: "certificadoArn",
  hostedZoneId: "zonaHospedadaId",
  hostedZoneName: "zonaHospedadaNombre",
} as const;

export interface CustomDomainProps {
  /** The store's host name, e.g. `tienda.example.com` (no scheme, no path). */
  readonly domainName: string;
  /** An ACM certificate for that name in us-east-1 (CloudFront only uses certificates from there). */
  readonly certificateArn: string;
  /** Optional: a Route 53 hosted zone to create the A/AAAA alias records in. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

// A host name: labels of letters, digits and inner hyphens, at least one dot, no trailing dot.
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ACM_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/;

/**
 * The domain settings from props or CDK context, checked; undefined when no domain is set.
 * Misconfiguration fails the synth with a message naming the fix, never a half-working deploy.
 */
export function customDomainFrom(scope: Construct, props?: Partial<CustomDomainProps>): CustomDomainProps | undefined {
  const ctx = (key: string) => {
    const value = scope.node.tryGetContext(key) as unknown;
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const domainName = (props?.domainName ?? ctx(DOMAIN_CONTEXT.domain))?.toLowerCase();
  const certificateArn = props?.certificateArn ?? ctx(DOMAIN_CONTEXT.certificateArn);
  const zoneId = props?.hostedZone?.id ?? ctx(DOMAIN_CONTEXT.hostedZoneId);
  const zoneName = props?.hostedZone?.name ?? ctx(DOMAIN_CONTEXT.hostedZoneName);

  if (!domainName) {
    if (certificateArn || zoneId) {
      throw new Error(`A certificate or hosted zone was given without a domain: set -c ${DOMAIN_CONTEXT.domain}=<host>`);
    }
    return undefined;
  }
  if (!HOST_NAME.test(domainName)) {
    throw new Error(`${DOMAIN_CONTEXT.domain} must be a host name such as tienda.example.com (got "${domainName}")`);
  }
  if (!certificateArn) {
    throw new Error(
      `The domain ${domainName} needs an ACM certificate in us-east-1: set -c ${DOMAIN_CONTEXT.certificateArn}=<arn>`,
    );
  }
  if (!Token.isUnresolved(certificateArn)) {
    const match = ACM_ARN.exec(certificateArn);
    if (!match) throw new Error(`${DOMAIN_CONTEXT.certificateArn} is not an ACM certificate ARN: ${certificateArn}`);
    if (match[1] !== "us-east-1") {
      throw new Error(`CloudFront only uses certificates from us-east-1; ${certificateArn} is in ${match[1]}`);
    }
  }
  if ((zoneId && !zoneName) || (!zoneId && zoneName)) {
    throw new Error(
      `A hosted zone needs both -c ${DOMAIN_CONTEXT.hostedZoneId}=<id> and -c ${DOMAIN_CONTEXT.hostedZoneName}=<name>`,
    );
  }
  const hostedZone = zoneId && zoneName ? { id: zoneId, name: zoneName.replace(/\.$/, "").toLowerCase() } : undefined;
  if (hostedZone && domainName !== hostedZone.name && !domainName.endsWith(`.${hostedZone.name}`)) {
    throw new Error(`The domain ${domainName} is not inside the hosted zone ${hostedZone.name}`);
  }
  return { domainName, certificateArn, hostedZone };
}

/** The distribution's properties for the domain: its name, certificate and TLS floor. */
export function domainDistributionProps(
  scope: Construct,
  domain: CustomDomainProps | undefined,
): Pick<cloudfront.DistributionProps, "domainNames" | "certificate" | "minimumProtocolVersion"> {
  if (!domain) return {};
  return {
    domainNames: [domain.domainName],
    certificate: acm.Certificate.fromCertificateArn(scope, "CertificadoDominio", domain.certificateArn),
    minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
  };
}

/** A and AAAA alias records for the domain, when a hosted zone was named. */
export function domainRecords(scope: Construct, domain: CustomDomainProps | undefined, distribution: cloudfront.IDistribution): void {
  if (!domain?.hostedZone) return;
  const zone = route53.HostedZone.fromHostedZoneAttributes(scope, "ZonaDominio", {
    hostedZoneId: domain.hostedZone.id,
    zoneName: domain.hostedZone.name,
  });
  const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
  const recordName = domain.domainName === domain.hostedZone.name ? undefined : domain.domainName;
  new route53.ARecord(scope, "DominioA", { zone, recordName, target });
  new route53.AaaaRecord(scope, "DominioAAAA", { zone, recordName, target });
}
