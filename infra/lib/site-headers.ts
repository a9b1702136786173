import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";

/**
 * Content-Security-Policy of the store. Uploads go from the browser straight
 * to S3 (presigned POST) and receipts are shown from short-lived presigned GET
 * URLs, both on *.amazonaws.com; everything else is same-origin. Chakra UI
 * (emotion) injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "connect-src 'self' https://*.amazonaws.com",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Security headers added by CloudFront to every response (SPA, images and API). */
export function siteHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: "Tienda: CSP, HSTS and other security headers",
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
}

/**
 * SPA fallback for the default (web bucket) behaviour only: a path without a
 * file extension is a client-side route, so serve /index.html. Done per
 * behaviour rather than with distribution-wide error responses, so a 403/404
 * from /api/* or /img/* reaches the browser unchanged.
 */
export function spaRewriteFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: "Rewrite extension-less paths to /index.html",
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(`
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`),
  });
}
