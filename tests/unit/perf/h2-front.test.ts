import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedCacheSeconds, startH2Front, type H2Front } from "../../../scripts/perf/h2-front";

/** perf:lighthouse's HTTP/2 front (scripts/perf/h2-front.ts) must hand the store's answers on unchanged. */
describe("the HTTP/2 front for Lighthouse", () => {
  let origin: Server;
  let front: H2Front;
  const seen: Array<{ method?: string; url?: string; host?: string; forwardedHost?: string; proto?: string; body: string }> =
    [];
  /** The cache's clock, moved by the tests. */
  let now = 0;
  const hits = (url: string) => seen.filter((s) => s.url === url).length;

  beforeAll(async () => {
    origin = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        if (req.url === "/reset") return req.socket.destroy();
        seen.push({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          forwardedHost: req.headers["x-forwarded-host"] as string | undefined,
          proto: req.headers["x-forwarded-proto"] as string | undefined,
          body,
        });
        // /cc/<Cache-Control>/… answers with that Cache-Control; /cookie/… also sets a cookie.
        const cc = /^\/cc\/([^/]+)/.exec(req.url ?? "")?.[1];
        res.writeHead(req.url === "/missing" ? 404 : 200, {
          "content-type": "application/json",
          "cache-control": cc ? decodeURIComponent(cc) : "public, max-age=60",
          connection: "keep-alive",
          ...(req.url?.startsWith("/cookie/") ? { "set-cookie": "sesion=x" } : {}),
        });
        res.end(JSON.stringify({ path: req.url }));
      });
    });
    await new Promise<void>((r) => origin.listen(0, "127.0.0.1", r));
    front = await startH2Front(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`, {
      perf: { now: () => now },
    });
  }, 30_000);

  afterAll(async () => {
    await front.close();
    await new Promise((r) => origin.close(r));
  });

  async function h2(path: string, method = "GET", body?: string, encoding = "gzip, deflate, br") {
    const client = connect(front.url, { rejectUnauthorized: false });
    try {
      return await new Promise<{ status: number; headers: Record<string, unknown>; body: string; alpn?: string }>(
        (resolve, reject) => {
          const req = client.request({
            ":path": path,
            ":method": method,
            "content-type": "application/json",
            "accept-encoding": encoding,
          });
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

  it("tells the store which host the browser asked for, as a reverse proxy does", async () => {
    // The store's same-site check compares the Origin with it: without it every POST was a 403.
    await h2("/api/pedido/cotizacion", "POST", "{}");
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      forwardedHost: new URL(front.url).host,
      proto: "https",
    });
    expect(seen.at(-1)?.host).not.toBe(new URL(front.url).host);
  });

  it("keeps what a shared cache may keep, as CloudFront does, and answers it again without the store", async () => {
    const first = await h2("/api/categorias");
    expect(first.headers["x-cache"]).toBe("Miss from front");
    now += 5_000;
    const second = await h2("/api/categorias");
    expect(second.headers["x-cache"]).toBe("Hit from front");
    expect(second.headers.age).toBe("5");
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("public, max-age=60");
    expect(hits("/api/categorias")).toBe(1);
    // Another query string is another answer.
    await h2("/api/categorias?x=1");
    expect(hits("/api/categorias?x=1")).toBe(1);
  });

  it("asks the store again once the answer's s-maxage (else max-age) has passed", async () => {
    const path = `/cc/${encodeURIComponent("public, max-age=600, s-maxage=10")}/lista`;
    await h2(path);
    now += 9_000;
    expect((await h2(path)).headers["x-cache"]).toBe("Hit from front");
    now += 2_000;
    expect((await h2(path)).headers["x-cache"]).toBe("Miss from front");
    expect(hits(path)).toBe(2);
  });

  it("keeps the compressed and plain forms apart", async () => {
    await h2("/api/contenido/footer", "GET", undefined, "br");
    await h2("/api/contenido/footer", "GET", undefined, "identity");
    expect((await h2("/api/contenido/footer", "GET", undefined, "gzip, br")).headers["x-cache"]).toBe("Hit from front");
    expect(hits("/api/contenido/footer")).toBe(2);
  });

  it("never keeps personal or uncacheable answers, errors, answers that set a cookie, or writes", async () => {
    for (const cc of ["no-store", "private, max-age=60", "no-cache", "public"]) {
      const path = `/cc/${encodeURIComponent(cc)}/sesion`;
      await h2(path);
      const again = await h2(path);
      expect(again.headers["x-cache"], cc).toBe("Miss from front");
      expect(hits(path), cc).toBe(2);
    }
    await h2("/missing");
    await h2("/missing");
    expect(hits("/missing")).toBe(3); // once in the first test, twice here
    await h2("/cookie/a");
    await h2("/cookie/a");
    expect(hits("/cookie/a")).toBe(2);
    await h2("/api/carrito", "POST", "{}");
    await h2("/api/carrito", "POST", "{}");
    expect(seen.filter((s) => s.url === "/api/carrito" && s.body === "{}")).toHaveLength(2);
  });
});

describe("sharedCacheSeconds", () => {
  it.each([
    ["public, max-age=60, s-maxage=60, stale-while-revalidate=300", 60],
    ["public, max-age=31536000, immutable", 31_536_000],
    ["public, max-age=86400", 86_400],
    ["max-age=600, s-maxage=30", 30],
    ["Public, Max-Age=5", 5],
    ["max-age=60", 60],
    ["no-cache", 0],
    ["no-store", 0],
    ["private, max-age=60", 0],
    ["public, s-maxage=60, no-store", 0],
    ["public, max-age=abc", 0],
    ["public", 0],
    [undefined, 0],
  ])("%s → %d s", (cc, seconds) => {
    expect(sharedCacheSeconds(cc)).toBe(seconds);
  });
});
