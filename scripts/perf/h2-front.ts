/**
 * An HTTP/2 front for the local store, as CloudFront is for the deployed one (the stack serves
 * HTTP/2 and HTTP/3): TLS with a throwaway self-signed certificate, every request passed to the
 * local store over HTTP/1.1. Browsers speak HTTP/2 only over TLS, and the local store speaks
 * HTTP/1.1, where Chrome opens six connections per host and Lighthouse's slow-4G model charges a
 * round trip for each request waiting for one; through this front a page's requests share one
 * connection, as they do from a phone to CloudFront. Used by scripts/perf/lighthouse.ts.
 */
import { Agent, request } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/** Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

export interface H2Front {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startH2Front(origin: string): Promise<H2Front> {
  const target = new URL(origin);
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    notAfterDate: new Date(Date.now() + 86_400_000),
  });
  // A connection per request: with kept-alive sockets one load in 72 lost three scripts to an
  // upstream error (a socket reused just as the store closed it when idle is the usual cause).
  // On loopback a new connection costs a fraction of a millisecond.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const server = createSecureServer(
    { key: pems.private, cert: pems.cert },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(req.headers)) if (!k.startsWith(":") && v !== undefined) headers[k] = v;
      headers.host = target.host;
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (up) => {
          const out: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
          res.writeHead(up.statusCode ?? 502, out);
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
