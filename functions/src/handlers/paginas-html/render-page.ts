import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from "aws-lambda";
import { readSiteFile } from "../../data/site-files";
import { checkEnvAtLoad, pageEnv } from "../../lib/env";
import { logger } from "../../lib/logger";
import { SPA_SECURITY_HEADERS_BASE } from "@tienda/shared/security-headers";
import { renderRequest } from "../../pages/render-request";

/**
 * The page renderer: CloudFront's default behaviour (every path without a file extension) and
 * /sitemap.xml and /robots.txt reach this one function through its URL (infra/lib/page-renderer.ts).
 * Not an /api route: no session, no body, no cookies (CloudFront forwards none). The store's public
 * origin is APP_ORIGIN when the store has its own domain; otherwise the distribution's name, which
 * the edge's viewer-request function copies from the viewer's Host into VIEWER_HOST_HEADER (the
 * Host that reaches this function is its URL's, and CloudFront only answers at its own names).
 */
export const VIEWER_HOST_HEADER = "x-tienda-host";

// Its own configuration (the table and the site bucket), not the API's buckets it never reads.
checkEnvAtLoad("pages");

/** A plain host name ('d123.cloudfront.net', 'tienda.example'): anything else is not put into URLs. */
const HOST = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i;

function publicOrigin(event: LambdaFunctionURLEvent): string | null {
  const configured = pageEnv().APP_ORIGIN;
  if (configured) return configured;
  const host = event.headers[VIEWER_HOST_HEADER];
  return host && HOST.test(host) ? `https://${host}` : null;
}
/** Always a full answer (status, headers, body), never the bare-string form function URLs also accept. */
type PageResult = Exclude<LambdaFunctionURLResult, string>;

export async function handler(event: LambdaFunctionURLEvent): Promise<PageResult> {
  const method = event.requestContext.http.method;
  if (method !== "GET" && method !== "HEAD") {
    return {
      statusCode: 405,
      headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
      body: "Método no permitido",
    };
  }
  const { WEB_BUCKET } = pageEnv();
  const origin = publicOrigin(event);
  if (!origin) {
    return {
      statusCode: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      body: "Solicitud inválida",
    };
  }
  try {
    const answer = await renderRequest({
      path: event.rawPath,
      query: event.rawQueryString,
      origin,
      files: (file) => readSiteFile(WEB_BUCKET, file),
    });
    return {
      statusCode: answer.status,
      headers: { ...answer.headers, ...SPA_SECURITY_HEADERS_BASE },
      body: method === "HEAD" ? "" : answer.body,
    };
  } catch (err) {
    // The table or the bucket failing: a short answer the edge does not keep.
    logger.error("Page render failed", { error: err as Error, path: event.rawPath });
    return {
      statusCode: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "5" },
      body: "La tienda no está disponible en este momento. Inténtalo de nuevo en unos segundos.",
    };
  }
}
