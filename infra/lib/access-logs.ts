/**
 * Access logs and the receipts' retention (docs/operations.md, "Access logs" and "Receipts"):
 *
 * - One log bucket for CloudFront's standard logs (`cloudfront/`) and the receipts bucket's S3
 *   server access logs (`comprobantes/`): private, TLS only, SSE-S3 (CloudFront's standard logs
 *   cannot write to SSE-KMS buckets), expiring after LOG_RETENTION_DAYS. CloudFront's standard
 *   logs are written with the awslogsdelivery account's ACL, so this bucket alone keeps ACLs on
 *   (BUCKET_OWNER_PREFERRED: objects written with bucket-owner-full-control still belong to us).
 * - API Gateway's access logs go to a CloudWatch log group (an HTTP API can only log there), kept
 *   as long as the bucket's logs.
 * - The receipts bucket keeps every version: a receipt replaced or deleted stays recoverable as a
 *   noncurrent version for RECEIPT_RETENTION_DAYS (payment evidence), then is removed.
 */
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import * as apigwv1 from "aws-cdk-lib/aws-apigateway";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";

/** Access logs are kept a year: enough to look back at an incident, not more (they hold client addresses). */
export const LOG_RETENTION_DAYS = 365;
/** Six years: the ordinary prescription period of the Código Orgánico Tributario (docs/operations.md). */
export const RECEIPT_RETENTION_DAYS = 6 * 366;

export const CLOUDFRONT_LOG_PREFIX = "cloudfront/";
export const RECEIPTS_LOG_PREFIX = "comprobantes/";

export function logsBucket(scope: Construct): s3.Bucket {
  return new s3.Bucket(scope, "Registros", {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: s3.BucketEncryption.S3_MANAGED,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [
      {
        id: "registros-caducan",
        expiration: Duration.days(LOG_RETENTION_DAYS),
        abortIncompleteMultipartUploadAfter: Duration.days(7),
      },
    ],
  });
}

/** Versioning and the receipts' lifecycle, for the receipts bucket's props. */
export const receiptsRetention: Pick<s3.BucketProps, "versioned" | "lifecycleRules"> = {
  versioned: true,
  lifecycleRules: [
    {
      // Current receipts stay as long as their order; a replaced or deleted one is kept the period.
      id: "comprobantes-versiones-anteriores",
      noncurrentVersionExpiration: Duration.days(RECEIPT_RETENTION_DAYS),
      abortIncompleteMultipartUploadAfter: Duration.days(7),
    },
    // Once its old versions are gone, a delete marker alone is removed too.
    { id: "comprobantes-marcadores-borrado", expiredObjectDeleteMarker: true },
  ],
};

/** The API stage's access log: one JSON line per request, into its own log group. */
export function apiAccessLogs(scope: Construct): { group: logs.LogGroup; format: apigwv1.AccessLogFormat } {
  const group = new logs.LogGroup(scope, "ApiAccesoLogs", {
    retention: logs.RetentionDays.ONE_YEAR,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const format = apigwv1.AccessLogFormat.custom(
    JSON.stringify({
      requestId: "$context.requestId",
      time: "$context.requestTime",
      ip: "$context.identity.sourceIp",
      method: "$context.httpMethod",
      routeKey: "$context.routeKey",
      path: "$context.path",
      status: "$context.status",
      protocol: "$context.protocol",
      responseLength: "$context.responseLength",
      latency: "$context.responseLatency",
      integrationLatency: "$context.integrationLatency",
      integrationError: "$context.integrationErrorMessage",
    }),
  );
  return { group, format };
}
