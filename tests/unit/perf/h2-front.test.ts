import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startH2Front, type H2Front } from "../../../scripts/perf/h2-front";

/** perf:lighthouse's HTTP/2 front (scripts/perf/h2-front.ts) must hand the store's answers on unchanged. */
describe("the HTTP/2 front for Lighthouse", () => {
  let origin: Server;
  let front: H2Front;
  const seen: Array<{ method?: string; url?: string; host?: string; body: string }> = [];

  beforeAll(async () => {
    origin = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        if (req.url === "/reset") return req.socket.destroy();
        seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
        res.writeHead(req.url === "/missing" ? 404 : 200, {
          "content-type": "application/json",
          "cache-control": "public, max-age=60",
          connection: "keep-alive",
        });
        res.end(JSON.stringify({ path: req.url }));
      });
    });
    await new Promise<void>((r) => origin.listen(0, "127.0.0.1", r));
    front = await startH2Front(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
  }, 30_000);

  afterAll(async () => {
    await front.close();
    await new Promise((r) => origin.close(r));
  });

  async function h2(path: string, method = "GET", body?: string) {
    const client = connect(front.url, { rejectUnauthorized: false });
    try {
      return await new Promise<{ status: number; headers: Record<string, unknown>; body: string; alpn?: string }>(
        (resolve, reject) => {
          const req = client.request({ ":path": path, ":method": method, "content-type": "application/json" });
          let text = "";
          let head: Record<string, unknown> = {};
          req.on("response", (h) => (head = h));
          req.on("data", (c) => (text += c));
          req.on("end", () =>
            resolve({ status: Number(head[":status"]), headers: head, body: text, alpn: client.alpnProtocol }),
          );
          req.on("error", reject);
          req.end(body);
        },
      );
    } finally {
      client.close();
    }
  }

  it("speaks HTTP/2 over TLS and passes path, query, status and headers through", async () => {
    const res = await h2("/api/productos?orden=destacados&limite=12");
    expect(res.alpn).toBe("h2");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ path: "/api/productos?orden=destacados&limite=12" });
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    // HTTP/2 forbids connection-specific headers; the store's keep-alive must not reach the browser.
    expect(res.headers.connection).toBeUndefined();
    expect(seen.at(-1)?.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await h2("/missing")).status).toBe(404);
  });

  it("answers 502 naming the error when the store drops the connection, and keeps serving", async () => {
    const res = await h2("/reset");
    expect(res.status).toBe(502);
    expect(res.headers["x-front-error"]).toBe("ECONNRESET");
    expect((await h2("/after-reset")).status).toBe(200);
  });

  it("forwards a request's body", async () => {
    await h2("/api/carrito", "POST", '{"a":1}');
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/api/carrito", body: '{"a":1}' });
  });
});
