/**
 * An HTTP/2 front for the local store, as CloudFront is for the deployed one (the stack serves
 * HTTP/2 and HTTP/3): TLS with a throwaway self-signed certificate, every request passed to the
 * local store over HTTP/1.1. Browsers speak HTTP/2 only over TLS, and the local store speaks
 * HTTP/1.1, where Chrome opens six connections per host and Lighthouse's slow-4G model charges a
 * round trip for each request waiting for one; through this front a page's requests share one
 * connection, as they do from a phone to CloudFront. Used by scripts/perf/lighthouse.ts.
 *
 * Like CloudFront it keeps what the store's Cache-Control lets a shared cache keep (the built
 * files, published images, the public catalogue reads: `s-maxage`, else `max-age`)
 * and answers those from memory until they expire; everything else (the HTML, personal API
 * routes, any write) goes to the store every time. On the deployed store those answers come from
 * the edge, never from a Lambda; here the store shares the 2-core machine with the browser under
 * test, and answering them again on every load cost the page's main thread CPU time
 * (docs/performance.md, "Lighthouse on the shopper pages").
 */
import { Agent, request } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo } from "node:net";
import { LRUCache, type Perf } from "lru-cache";
import { generate } from "selfsigned";

/** Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/**
 * Seconds a shared cache (CloudFront) may keep an answer with this Cache-Control, 0 if none:
 * `s-maxage` first, else `max-age`; never with `no-store`, `no-cache` or `private`.
 */
export function sharedCacheSeconds(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map(
    cacheControl.split(",").map((d) => {
      const [name, value] = d.trim().toLowerCase().split("=");
      return [name!, value] as const;
    }),
  );
  if (directives.has("no-store") || directives.has("no-cache") || directives.has("private")) return 0;
  const seconds = (name: string) => {
    const n = Number(directives.get(name));
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  if (directives.has("s-maxage")) return seconds("s-maxage");
  return seconds("max-age");
}

/** CloudFront caches compressed and plain forms apart; so does the front. */
function encodingKey(acceptEncoding: string | string[] | undefined): string {
  const accepts = String(acceptEncoding ?? "");
  return /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : "identity";
}

interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
}

export interface H2FrontOptions {
  /** The cache's clock (tests); performance.now by default. */
  perf?: Perf;
}

export interface H2Front {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startH2Front(origin: string, options: H2FrontOptions = {}): Promise<H2Front> {
  const target = new URL(origin);
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    notAfterDate: new Date(Date.now() + 86_400_000),
  });
  // A connection per request: with kept-alive sockets one load in 72 lost three scripts to an
  // upstream error (a socket reused just as the store closed it when idle is the usual cause).
  // On loopback a new connection costs a fraction of a millisecond.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const clock = options.perf ?? performance;
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (a) => Math.max(1, a.body.length),
    perf: clock,
  });
  const server = createSecureServer(
    { key: pems.private, cert: pems.cert },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const key = req.method === "GET" ? `${encodingKey(req.headers["accept-encoding"])} ${req.url}` : undefined;
      const hit = key ? cache.get(key) : undefined;
      if (hit) {
        const age = Math.floor((clock.now() - hit.storedAt) / 1000);
        res.writeHead(hit.status, { ...hit.headers, age: String(age), "x-cache": "Hit from front" });
        res.end(hit.body);
        return;
      }
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(req.headers)) if (!k.startsWith(":") && v !== undefined) headers[k] = v;
      headers.host = target.host;
      // As a reverse proxy does (CloudFront included): the store's same-site check compares the
      // browser's Origin with the host the browser asked for, not with the store's own address.
      // Without these, every POST through the front was refused (403): the checkout's quote among
      // them, so Lighthouse measured the checkout with its summary in its error state.
      const authority = req.headers[":authority"];
      if (typeof authority === "string") headers["x-forwarded-host"] = authority;
      headers["x-forwarded-proto"] = "https";
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (up) => {
          const out: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
          const status = up.statusCode ?? 502;
          const seconds = sharedCacheSeconds(up.headers["cache-control"]);
          if (key && status === 200 && seconds > 0 && !up.headers["set-cookie"]) {
            const chunks: Buffer[] = [];
            up.on("data", (c: Buffer) => chunks.push(c));
            up.on("end", () => {
              if (!up.complete) return; // Cut short: not an answer to keep.
              cache.set(
                key,
                { status, headers: out, body: Buffer.concat(chunks), storedAt: clock.now() },
                { ttl: seconds * 1000 },
              );
            });
          }
          res.writeHead(status, { ...out, "x-cache": "Miss from front" });
          up.pipe(res);
        },
      );
      upstream.on("error", (err: NodeJS.ErrnoException) => {
        if (!res.headersSent) res.writeHead(502, { "x-front-error": err.code ?? err.message });
        res.end();
      });
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
