import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import {
  API_CSP,
  CLOUD_STORAGE_ORIGINS,
  HSTS_MAX_AGE_SECONDS,
  IMAGE_CSP,
  spaContentSecurityPolicy,
} from "@tienda/shared/security-headers";
import { IMAGE_TYPE_BY_EXTENSION, PUBLIC_IMAGE_KEY_PATTERNS } from "@tienda/shared/rules/public-images";

/**
 * Content-Security-Policy of the SPA (shared/src/security-headers.ts, the same one the local
 * server sends with the S3 emulator in place of S3). Uploads go from the browser straight to S3
 * (presigned POST) and receipts are shown from short-lived presigned GET URLs, both on
 * *.amazonaws.com; everything else is same-origin.
 */
export const contentSecurityPolicy = spaContentSecurityPolicy(CLOUD_STORAGE_ORIGINS);

/** HSTS on every behaviour: two years, subdomains, preload. */
const hsts = {
  accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
  includeSubdomains: true,
  preload: true,
  override: true,
};

function securityHeaders(
  scope: Construct,
  id: string,
  comment: string,
  csp: string,
  referrerPolicy: cloudfront.HeadersReferrerPolicy,
): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: hsts,
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy, override: true },
    },
  });
}

/** The SPA (default behaviour): its CSP, HSTS, nosniff, DENY framing. */
export function siteHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return securityHeaders(
    scope,
    id,
    "Tienda SPA: CSP, HSTS and other security headers",
    contentSecurityPolicy,
    cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
  );
}

/**
 * /api/*: JSON data is never a page: a deny-all CSP, nosniff, no referrer, HSTS (the same
 * values endpoint() sends, so they hold even for answers API Gateway makes itself).
 */
export function apiHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return securityHeaders(
    scope,
    id,
    "Tienda API: deny-all CSP, nosniff, no referrer, HSTS",
    API_CSP,
    cloudfront.HeadersReferrerPolicy.NO_REFERRER,
  );
}

/** /img/*: whatever an object holds, opening it runs nothing (sandboxed, no sources), nosniff. */
export function imageHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return securityHeaders(
    scope,
    id,
    "Tienda images: sandboxed deny-all CSP, nosniff, no referrer, HSTS",
    IMAGE_CSP,
    cloudfront.HeadersReferrerPolicy.NO_REFERRER,
  );
}

/**
 * /img/* viewer request: only published image keys (shared/src/rules/public-images.ts) reach
 * the bucket, matched on the raw URI: no '..', no %-escape, no other prefix (never the upload
 * staging prefix). Anything else is a 404 made at the edge.
 */
export function imageKeyCheckFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: "Serve only published image keys under /img/*",
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(`
var PUBLISHED = [${PUBLIC_IMAGE_KEY_PATTERNS.map((re) => re.toString()).join(", ")}];
function handler(event) {
  var request = event.request;
  var key = request.uri.slice(1);
  for (var i = 0; i < PUBLISHED.length; i++) {
    if (PUBLISHED[i].test(key)) return request;
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: {
      'content-type': { value: 'text/plain; charset=utf-8' },
      'x-content-type-options': { value: 'nosniff' },
      'content-security-policy': { value: ${JSON.stringify(IMAGE_CSP)} }
    }
  };
}`),
  });
}

/**
 * /img/* viewer response: the Content-Type comes from the key's extension, never from the
 * stored object (an upload's declared type is the uploader's word).
 */
export function imageTypeFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: "Image Content-Type from the key's extension",
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(`
var TYPES = ${JSON.stringify(IMAGE_TYPE_BY_EXTENSION)};
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var type = TYPES[uri.slice(uri.lastIndexOf('.') + 1)];
  if (type) response.headers['content-type'] = { value: type };
  else response.headers['content-type'] = { value: 'application/octet-stream' };
  return response;
}`),
  });
}
