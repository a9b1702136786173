import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import type { Construct } from "constructs";
import { HSTS_MAX_AGE_SECONDS } from "@tienda/shared/security-headers";
import {
  API_DOCS_CACHE_CONTROL,
  API_DOCS_CSP,
  API_DOCS_FILES,
  API_DOCS_PAGE_FILES,
  API_DOCS_PATH,
  OPENAPI_PATH,
} from "@tienda/shared/openapi/docs-page";

/**
 * The API reference at the edge: the OpenAPI document and the reference page are files of the
 * web build (web/build/api-docs.ts) in the site bucket, served by two behaviours placed before
 * '/api/*' so they never reach the API: edge-cached like the SPA's files (the deployment's
 * invalidation refreshes them), under the page's own CSP (shared/src/openapi/docs-page.ts).
 */
export function apiDocsBehaviors(
  scope: Construct,
  webOrigin: cloudfront.IOrigin,
): Record<string, cloudfront.BehaviorOptions> {
  const responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(scope, "ReferenciaApiHeaders", {
    comment: "Tienda API reference: its own CSP (same-origin scripts and data), HSTS, nosniff",
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: API_DOCS_CSP, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: "Cache-Control", value: API_DOCS_CACHE_CONTROL, override: true }],
    },
  });
  const behavior: cloudfront.BehaviorOptions = {
    origin: webOrigin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy,
  };
  return {
    [OPENAPI_PATH]: behavior,
    [`${API_DOCS_PATH}*`]: {
      ...behavior,
      functionAssociations: [
        {
          function: new cloudfront.Function(scope, "ReferenciaApiRuta", {
            comment: "API reference: its page and files only",
            runtime: cloudfront.FunctionRuntime.JS_2_0,
            code: cloudfront.FunctionCode.fromInline(apiDocsRewriteCode()),
          }),
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
        },
      ],
    },
  };
}

/** '/api/docs' and '/api/docs/' are the page; its scripts and stylesheet pass; anything else is a 404 at the edge. */
export function apiDocsRewriteCode(): string {
  const files = API_DOCS_PAGE_FILES.map((f) => `/${f}`);
  return `
var PAGE = ${JSON.stringify(`/${API_DOCS_FILES.page}`)};
var FILES = ${JSON.stringify(files)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === ${JSON.stringify(API_DOCS_PATH)} || uri === ${JSON.stringify(`${API_DOCS_PATH}/`)}) {
    request.uri = PAGE;
    return request;
  }
  if (FILES.indexOf(uri) !== -1) return request;
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: { 'content-type': { value: 'text/plain; charset=utf-8' }, 'x-content-type-options': { value: 'nosniff' } }
  };
}`;
}
