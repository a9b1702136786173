/**
 * The security headers of the store, in one place: endpoint() (functions/src/lib/http.ts) sends
 * the API set on every answer, the local server (scripts/local/app-server.ts) sends all three
 * sets, and the CloudFront response headers policies (infra/lib/site-headers.ts) send the same
 * values in the cloud. Header names are lower case.
 */

/** API answers are JSON data, never a page: nothing may load from them, nor frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": API_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

/**
 * Images under /img/*: even if a stored object were HTML or an SVG with a script, opening it as
 * a page runs nothing (no sources, sandboxed: no scripts, an opaque origin).
 */
export const IMAGE_CSP = "default-src 'none'; sandbox";

export const IMAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": IMAGE_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

/**
 * The SPA's Content-Security-Policy. `storageOrigins` are where the browser talks to S3 directly:
 * presigned POST uploads and presigned GET receipt images (in the cloud `https://*.amazonaws.com`,
 * locally the S3 emulator on loopback). Everything else is same-origin. Chakra UI (emotion)
 * injects <style> tags, hence 'unsafe-inline' for styles only.
 */
export function spaContentSecurityPolicy(storageOrigins: readonly string[]): string {
  const storage = storageOrigins.length ? ` ${storageOrigins.join(" ")}` : "";
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${storage}`,
    `connect-src 'self'${storage}`,
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Cloud storage origins of the SPA's CSP (presigned S3 URLs). */
export const CLOUD_STORAGE_ORIGINS = ["https://*.amazonaws.com"] as const;

export const SPA_SECURITY_HEADERS_BASE: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** HSTS, sent by CloudFront on every behaviour (never locally: plain http://localhost). */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
