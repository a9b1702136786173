import path from "node:path";
import { Duration } from "aws-cdk-lib";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { LISTING_QUERY_PARAMS, PAGE_RENDERER } from "@tienda/shared/page-renderer";
import { JobFunction } from "./endpoint-function.ts";
import { bundleFlags } from "./function-bundle.ts";

/**
 * The page renderer behind CloudFront (functions/src/handlers/paginas-html/render-page.ts; how it
 * is served: docs/architecture.md, "How pages are served"). One function answers every page:
 *
 * - the default behaviour: paths without a file extension (the SPA's routes), whose HTML carries
 *   the page's own title, Open Graph, JSON-LD and first screen, and a 404 for unknown pages;
 * - /sitemap.xml and /robots.txt, made from the catalogue;
 * - `*.*` (every path with a dot: the build's files) stays on the site bucket, as before.
 *
 * The edge keeps a page as long as its Cache-Control's s-maxage says (short: prices are in the
 * HTML) and serves it stale while it refetches; no cookie is forwarded or part of the cache key, so
 * a page is the same for everyone, and of the query string only the listings' own parameters
 * (LISTING_QUERY_PARAMS: a search's `q`, the catalogue's filters, sort and page), whose first list
 * the page's HTML carries; any other parameter neither splits the cache nor reaches the function.
 * The one header is the viewer's Host, copied
 * by a viewer-request function into VIEWER_HOST_HEADER (the store's name for its URLs when it has
 * no domain of its own: APP_ORIGIN cannot name the distribution that serves the function without
 * a dependency cycle). CloudFront reaches the function's URL through origin access control
 * (signed requests); the URL takes nothing else.
 */
export const PAGE_RENDERER_HANDLER = PAGE_RENDERER.handler;

/** Paths with an extension that the renderer makes, placed before the site bucket's `*.*`. */
export const RENDERED_FILE_PATHS = ["/sitemap.xml", "/robots.txt"] as const;

/** The header the renderer reads the viewer's Host from (handlers/paginas-html/render-page.ts). */
export const VIEWER_HOST_HEADER = "x-tienda-host";

/** The viewer-request function's code: the viewer's Host into VIEWER_HOST_HEADER, always overwritten. */
export function viewerHostCode(): string {
  return `
function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['${VIEWER_HOST_HEADER}'] = { value: host };
  return request;
}`;
}

/** Files of the build (anything with a dot in its path), from the site bucket. */
export const SITE_FILES_PATTERN = "*.*";

export interface PageRendererProps {
  handlersDir: string;
  /** The table's name, and APP_ORIGIN only when the store has its own domain (WEB_BUCKET is added here). */
  environment: Record<string, string>;
  /** The built SPA's bucket: the renderer reads its HTML files. */
  web: s3.IBucket;
  /** Grants the renderer's reads of the table. */
  grantTableRead: (grantee: iam.IGrantable) => void;
  logGroup: logs.ILogGroup;
  /** The SPA's security headers (CSP, HSTS…), the same as the site bucket's files. */
  responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
}

export interface PageRenderer {
  fn: lambda.IFunction;
  /** For the distribution's defaultBehavior. */
  defaultBehavior: cloudfront.BehaviorOptions;
  /** /sitemap.xml and /robots.txt, in the order they must come before SITE_FILES_PATTERN. */
  renderedFiles: Record<string, cloudfront.BehaviorOptions>;
}

export function pageRenderer(scope: Construct, props: PageRendererProps): PageRenderer {
  // Its own role: read the table and the site bucket's HTML, nothing else.
  const role = new iam.Role(scope, "RolPaginas", {
    assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
    description: "Tienda page renderer: reads the table and the built SPA",
    managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName("service-role/AWSLambdaBasicExecutionRole")],
  });
  props.grantTableRead(role);
  props.web.grantRead(role);

  const fn = new JobFunction(scope, "PaginasHtml", {
    entry: path.join(props.handlersDir, `${PAGE_RENDERER_HANDLER}.ts`),
    // It purges nothing: no CloudFront client in its bundle.
    bundle: bundleFlags(undefined),
    description: `${PAGE_RENDERER.description} (handlers/${PAGE_RENDERER_HANDLER}.ts)`,
    environment: { ...props.environment, WEB_BUCKET: props.web.bucketName },
    role,
    logGroup: props.logGroup,
  });
  // Only signed requests (CloudFront's origin access control) may call the URL.
  const url = fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
  const origin = origins.FunctionUrlOrigin.withOriginAccessControl(url);

  const cachePolicy = new cloudfront.CachePolicy(scope, "PaginasCache", {
    comment:
      "Tienda pages: the same for everyone (no cookies; the listings' own query parameters), TTL from the renderer's s-maxage",
    // No Cache-Control from the renderer: not kept. At most 5 minutes whatever it says.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    // A listing's HTML carries its first list, which its search and filters choose.
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList(...LISTING_QUERY_PARAMS),
    // The host the page's URLs name (one per name the store answers at).
    headerBehavior: cloudfront.CacheHeaderBehavior.allowList(VIEWER_HOST_HEADER),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const behavior: cloudfront.BehaviorOptions = {
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    compress: true,
    responseHeadersPolicy: props.responseHeadersPolicy,
    functionAssociations: [
      {
        function: new cloudfront.Function(scope, "PaginasHost", {
          comment: "Copy the viewer's Host for the page renderer's URLs",
          runtime: cloudfront.FunctionRuntime.JS_2_0,
          code: cloudfront.FunctionCode.fromInline(viewerHostCode()),
        }),
        eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      },
    ],
  };
  return {
    fn,
    defaultBehavior: behavior,
    renderedFiles: Object.fromEntries(RENDERED_FILE_PATHS.map((p) => [p, behavior])),
  };
}
