/**
 * Issue 32, item 9 (checkov / cdk-nag findings): access logs for CloudFront, the API and the
 * receipts bucket into a locked-down log bucket that expires them; the receipts bucket versioned
 * with a retention rule for old versions; the alarm topic refusing publishes without TLS.
 */
import { describe, expect, it } from "vitest";
import { Match } from "aws-cdk-lib/assertions";
import {
  CLOUDFRONT_LOG_PREFIX,
  LOG_RETENTION_DAYS,
  RECEIPT_RETENTION_DAYS,
  RECEIPTS_LOG_PREFIX,
} from "../../infra/lib/access-logs.ts";
import { outputRef, resources, resourcesOf, synthesizedStack, template, type Json } from "./template.ts";

synthesizedStack();

const logBucketId = () => resourcesOf(template, "AWS::S3::Bucket").find(([id]) => id.startsWith("Registros"))![0];
const receiptsId = () => outputRef(template, "ReceiptsBucketName");
const bucketPolicyOf = (bucketId: string) =>
  resourcesOf(template, "AWS::S3::BucketPolicy").find(([, p]) => p.Properties.Bucket.Ref === bucketId)?.[1];

describe("the log bucket", () => {
  it("is private, encrypted, refuses plain HTTP, and expires its logs", () => {
    const bucket = resources[logBucketId()];
    expect(bucket.DeletionPolicy).toBe("Retain");
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } },
    ]);
    const rules = bucket.Properties.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(expect.objectContaining({ Status: "Enabled", ExpirationInDays: LOG_RETENTION_DAYS }));
    const deny = bucketPolicyOf(logBucketId())!.Properties.PolicyDocument.Statement.find(
      (s: Json) => s.Effect === "Deny" && s.Condition?.Bool?.["aws:SecureTransport"] === "false",
    );
    expect(deny).toBeDefined();
  });

  it("keeps ACLs on (CloudFront's standard logs need them) with objects owned by the bucket owner", () => {
    expect(resources[logBucketId()].Properties.OwnershipControls).toEqual({
      Rules: [{ ObjectOwnership: "BucketOwnerPreferred" }],
    });
  });
});

describe("access logs", () => {
  it("CloudFront writes standard logs into the log bucket", () => {
    const [, dist] = resourcesOf(template, "AWS::CloudFront::Distribution")[0]!;
    const logging = dist.Properties.DistributionConfig.Logging;
    expect(logging.Prefix).toBe(CLOUDFRONT_LOG_PREFIX);
    expect(logging.Bucket).toEqual({ "Fn::GetAtt": [logBucketId(), "RegionalDomainName"] });
  });

  it("the receipts bucket logs every access into the log bucket, which S3's log delivery may write", () => {
    expect(resources[receiptsId()].Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId() },
      LogFilePrefix: RECEIPTS_LOG_PREFIX,
    });
    // With ACLs on, CDK grants S3's log delivery group write access by the bucket's ACL.
    expect(resources[logBucketId()].Properties.AccessControl).toBe("LogDeliveryWrite");
  });

  it("the API stage writes one JSON access log line per request to a log group kept a year", () => {
    const [, stage] = resourcesOf(template, "AWS::ApiGatewayV2::Stage")[0]!;
    const settings = stage.Properties.AccessLogSettings;
    const groupId = settings.DestinationArn["Fn::GetAtt"][0] as string;
    expect(resources[groupId].Type).toBe("AWS::Logs::LogGroup");
    expect(resources[groupId].Properties.RetentionInDays).toBe(LOG_RETENTION_DAYS);
    const format = JSON.parse(settings.Format);
    expect(format).toMatchObject({ requestId: "$context.requestId", status: "$context.status" });
  });
});

describe("the receipts bucket", () => {
  it("is versioned and keeps replaced or deleted receipts for the retention period", () => {
    const bucket = resources[receiptsId()];
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: "Enabled" });
    const rules = bucket.Properties.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Status: "Enabled",
        NoncurrentVersionExpiration: { NoncurrentDays: RECEIPT_RETENTION_DAYS },
      }),
    );
    // Payment evidence: current receipts never expire by a rule.
    expect(rules.every((r) => r.ExpirationInDays === undefined)).toBe(true);
    expect(RECEIPT_RETENTION_DAYS).toBeGreaterThanOrEqual(6 * 365);
  });
});

describe("the alarm topic", () => {
  it("denies publishing without TLS", () => {
    const topicId = outputRef(template, "AlarmasTopicArn");
    template.hasResourceProperties("AWS::SNS::TopicPolicy", {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Action: "sns:Publish",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
  });
});
