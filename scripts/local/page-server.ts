import type { IncomingMessage } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { env } from "../../functions/src/lib/env";
import { renderRequest, type PageAnswer } from "../../functions/src/pages/render-request";
import { LISTING_QUERY_PARAMS } from "@tienda/shared/page-renderer";

/** The part of a request's query the edge keys pages on and forwards (infra/lib/page-renderer.ts). */
export function listingQuery(url: string): string {
  const all = new URL(url, "http://pagina.local").searchParams;
  const kept = new URLSearchParams();
  for (const [k, v] of all) if ((LISTING_QUERY_PARAMS as readonly string[]).includes(k)) kept.append(k, v);
  return kept.toString();
}

/**
 * The pages locally, from the same code as the renderer Lambda behind CloudFront
 * (functions/src/pages/render-request.ts): the built SPA's HTML from `webRoot` (web/dist), filled in
 * with each page's head and first screen, a 404 for unknown pages, /sitemap.xml and /robots.txt.
 */

/** Paths with an extension that are pages of the renderer, not files of the build. */
export const RENDERED_FILES: ReadonlySet<string> = new Set(["/sitemap.xml", "/robots.txt"]);

/** A Host header that is a plain host[:port] (anything else is not used in the store's URLs). */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The local store's public origin: the one the browser asked (localhost, 127.0.0.1, a LAN name). */
export function localOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  if (host && PLAIN_HOST.test(host)) return `http://${host}`;
  return env().APP_ORIGIN ?? "http://localhost:3000";
}

/** Built files change only on rebuild; kept by modification time. */
const cache = new Map<string, { mtime: number; text: string }>();

function readBuilt(webRoot: string, file: string): string | null {
  const path = join(webRoot, file);
  if (!existsSync(path) || !statSync(path).isFile()) return null;
  const mtime = statSync(path).mtimeMs;
  const hit = cache.get(path);
  if (hit && hit.mtime === mtime) return hit.text;
  const text = readFileSync(path, "utf8");
  cache.set(path, { mtime, text });
  return text;
}

export function renderLocalPage(req: IncomingMessage, pathname: string, webRoot: string): Promise<PageAnswer> {
  return renderRequest({
    path: pathname,
    // The query as CloudFront forwards it: only the listings' own parameters (LISTING_QUERY_PARAMS).
    query: listingQuery(req.url ?? ""),
    origin: localOrigin(req),
    files: async (file) => readBuilt(webRoot, file),
  });
}
