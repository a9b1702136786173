import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { extname, join, normalize, resolve } from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { LRUCache } from "lru-cache";
import { s3 } from "../../functions/src/lib/s3";
import { env } from "../../functions/src/lib/env";
import {
  API_SECURITY_HEADERS,
  IMAGE_SECURITY_HEADERS,
  SPA_SECURITY_HEADERS_BASE,
  spaContentSecurityPolicy,
} from "@tienda/shared/security-headers";
import { publicImageType } from "@tienda/shared/rules/public-images";
import { maxBodyOf } from "@tienda/shared/routes";
import { API_DOCS_CACHE_CONTROL, API_DOCS_SECURITY_HEADERS, apiDocsFile } from "@tienda/shared/openapi/docs-page";
import { BODY_TOO_LARGE_MESSAGE } from "../../functions/src/lib/http";
import { invokeRoute, matchRoute } from "./lambda-bridge";
import { RENDERED_FILES, renderLocalPage } from "./page-server";

/**
 * One origin, as behind CloudFront: /api/* → handlers, /img/* → images bucket,
 * everything else → the SPA (built files, or Vite middleware in dev mode).
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Same headers as the CloudFront response headers policies (shared/src/security-headers.ts).
 * The SPA's CSP is the cloud one with the S3 emulator on loopback in place of *.amazonaws.com
 * (presigned uploads and receipt images).
 */
const SPA_HEADERS: Record<string, string> = {
  "content-security-policy": spaContentSecurityPolicy(["http://127.0.0.1:*"]),
  ...SPA_SECURITY_HEADERS_BASE,
};

const BAD_PATH = "Ruta inválida";

/** How long CloudFront and browsers keep a published image (the /img/* answers' max-age). */
const IMAGE_MAX_AGE_S = 86_400;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface AppServerOptions {
  port: number;
  host?: string;
  webRoot?: string;
  /** Vite middleware (dev mode) instead of built files. */
  devMiddleware?: Middleware;
}

export function startAppServer(opts: AppServerOptions): Promise<Server> {
  const webRoot = resolve(opts.webRoot ?? "web/dist");
  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(err);
      if (!res.headersSent)
        sendJson(res, 500, { mensaje: "Error interno del servidor. Inténtalo de nuevo más tarde." });
      else res.end();
    });
  });
  // Node closes a kept-alive connection after 5 s idle; a client that sends its next request on it
  // at that moment gets ECONNRESET (a browser test's PUT failed so in CI). Clients (browsers,
  // Playwright) reuse sockets sooner than this, so the race needs a minute's idle socket instead.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    // The API reference is files of the web build, served ahead of the routes as at the edge.
    const docsFile = apiDocsFile(url.pathname);
    if (docsFile) return apiDocs(req, res, docsFile);
    if (url.pathname.startsWith("/api/")) return api(req, res, url);
    if (url.pathname.startsWith("/img/")) return image(req, res, url.pathname.slice(1));
    if (RENDERED_FILES.has(url.pathname)) return page(req, res, url.pathname);
    if (opts.devMiddleware) return opts.devMiddleware(req, res, () => sendText(res, 404, "No encontrado"));
    return staticFile(req, res, url.pathname);
  }

  /** The OpenAPI document and the reference page (shared/src/openapi/docs-page.ts) under their own CSP. */
  function apiDocs(req: IncomingMessage, res: ServerResponse, file: string) {
    const path = join(webRoot, file);
    if (!existsSync(path)) {
      const mensaje = "La referencia de la API no está construida: ejecuta `npm run build`.";
      return sendText(res, 503, mensaje, API_DOCS_SECURITY_HEADERS);
    }
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    send(req, res, readCached(path), type, API_DOCS_CACHE_CONTROL, API_DOCS_SECURITY_HEADERS);
  }

  /** The path as text, or null when its %-escapes are malformed ('/%E0%A4%A', '/%ZZ'). */
  function decodePath(pathname: string): string | null {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return null;
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    // The route's own body limit (shared/src/routes.ts), as endpoint() applies it deployed; an
    // unknown path or method gets the default. Nothing beyond it is buffered.
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
    const matched = matchRoute(method, url.pathname);
    const limit = maxBodyOf(matched?.route ?? {});
    const body = await readBody(req, limit);
    if (body === null) {
      // Stop reading and close the connection once the answer is out: the rest is never taken in.
      res.once("finish", () => req.socket.destroy());
      return sendJson(res, 413, { mensaje: BODY_TOO_LARGE_MESSAGE }, { connection: "close" });
    }
    const result = await invokeRoute(
      {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: body.toString("utf8"),
        sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
      },
      // Matched once per request (it was twice).
      matched,
    );
    if (!result) return sendJson(res, 404, { mensaje: "Ruta no encontrada" });
    res.writeHead(result.status, {
      ...result.headers,
      ...(result.cookies.length ? { "set-cookie": result.cookies } : {}),
    });
    res.end(result.body);
  }

  /**
   * Only published image keys (shared/src/rules/public-images.ts), matched on the raw path: no
   * '..', no %-escape, no other prefix (never the upload staging prefix). The type comes from the
   * extension, never from the stored object, and the headers keep a browser from running it.
   */
  /**
   * Published images as the edge keeps them: CloudFront's /img/* behaviour caches each for a day.
   * A published key is never rewritten (an upload is published under a new key), so the copy is
   * the object's; a deleted image outlives its object here as long as it would at the edge. Each
   * image otherwise cost this process's CPU (a request to the S3 emulator and a fresh
   * compression), on the machine the browser under test shares (docs/performance.md, "Lighthouse
   * on the shopper pages").
   */
  const imageCache = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(1, body.length),
    ttl: IMAGE_MAX_AGE_S * 1000,
  });

  async function image(req: IncomingMessage, res: ServerResponse, key: string) {
    const type = publicImageType(key);
    if (!type) return sendText(res, 404, "Imagen no encontrada", IMAGE_SECURITY_HEADERS);
    const cached = imageCache.get(key);
    if (cached) return send(req, res, cached, type, `public, max-age=${IMAGE_MAX_AGE_S}`, IMAGE_SECURITY_HEADERS);
    try {
      const obj = await s3().send(new GetObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: key }));
      const body = Buffer.from(await obj.Body!.transformToByteArray());
      imageCache.set(key, body);
      send(req, res, body, type, `public, max-age=${IMAGE_MAX_AGE_S}`, IMAGE_SECURITY_HEADERS);
    } catch (err) {
      if (
        (err as Error).name === "NoSuchKey" ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      ) {
        return sendText(res, 404, "Imagen no encontrada", IMAGE_SECURITY_HEADERS);
      }
      throw err;
    }
  }

  function staticFile(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const decoded = decodePath(pathname);
    if (decoded === null) return sendText(res, 400, BAD_PATH);
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const file = join(webRoot, safe);
    if (!file.startsWith(webRoot)) return sendText(res, 403, "Prohibido");
    const isAsset = extname(safe) !== "";
    if (!isAsset || !existsSync(file) || !statSync(file).isFile()) {
      // Extension-less paths are pages: the renderer answers them as the edge does (its landing
      // page's HTML with the page's head and first screen, or a 404 for an unknown page).
      if (isAsset) return sendText(res, 404, "No encontrado");
      return page(req, res, pathname);
    }
    const hashed = safe.startsWith("/assets/");
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    send(req, res, readCached(file), type, hashed ? "public, max-age=31536000, immutable" : "no-cache", SPA_HEADERS);
  }

  /** A page, /sitemap.xml or /robots.txt from the renderer (scripts/local/page-server.ts). */
  async function page(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const answer = await renderLocalPage(req, pathname, webRoot);
    const { "content-type": type = "text/html; charset=utf-8", "cache-control": cache = "no-cache" } = answer.headers;
    send(req, res, Buffer.from(answer.body), type, cache, SPA_HEADERS, answer.status);
  }

  /** Built files change only on rebuild; keep them (and their compressed forms) in memory. */
  const fileCache = new Map<string, { mtime: number; body: Buffer }>();
  function readCached(file: string): Buffer {
    const mtime = statSync(file).mtimeMs;
    const hit = fileCache.get(file);
    if (hit && hit.mtime === mtime) return hit.body;
    const body = readFileSync(file);
    fileCache.set(file, { mtime, body });
    return body;
  }

  // Compressed like CloudFront does (brotli, else gzip) for text types.
  const compressed = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    type: string,
    cacheControl: string,
    security: Readonly<Record<string, string>>,
    status = 200,
  ) {
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": cacheControl,
      vary: "accept-encoding",
      ...security,
    };
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const textual = /text|javascript|json|svg/.test(type) && body.length > 1024;
    if (textual && /\bbr\b|\bgzip\b/.test(accepts)) {
      const forms = compressed.get(body) ?? {};
      compressed.set(body, forms);
      if (/\bbr\b/.test(accepts)) {
        forms.br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        body = forms.br;
        headers["content-encoding"] = "br";
      } else {
        forms.gzip ??= gzipSync(body, { level: 9 });
        body = forms.gzip;
        headers["content-encoding"] = "gzip";
      }
    }
    res.writeHead(status, { ...headers, "content-length": String(body.length) });
    res.end(body);
  }

  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => resolveServer(server));
  });
}

/**
 * The request body, or null as soon as it is known to exceed `limit` bytes (a Content-Length over
 * it, or the bytes received so far): then reading stops and nothing more is kept.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** The server's own API answers (404, 413, 500) carry the API headers, as endpoint()'s do. */
function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...extra,
    ...API_SECURITY_HEADERS,
  });
  res.end(JSON.stringify(body));
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  security: Readonly<Record<string, string>> = SPA_HEADERS,
) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...security });
  res.end(text);
}
