import type { LambdaFunctionURLEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putObjects } from "../../../scripts/local/seed-store";
import { env, resetEnvCache } from "../../../functions/src/lib/env";
import { clearSiteFiles } from "../../../functions/src/data/site-files";
import { handler, VIEWER_HOST_HEADER } from "../../../functions/src/handlers/paginas-html/render-page";
import { stockedProduct } from "../../helpers/checkout";
import { canonicalOf, jsonLdOf } from "../../unit/functions/seo-parse";

/**
 * The renderer's Lambda as CloudFront calls it (a function URL event): the built HTML from the
 * site bucket (here a prefix-free key in the emulator's images bucket), the origin from the
 * viewer's host the edge copied, nothing but GET and HEAD.
 */
const TEMPLATE = '<!doctype html><html><head><title>Tienda</title></head><body><div id="root"></div></body></html>';

function event(path: string, headers: Record<string, string> = {}, method = "GET"): LambdaFunctionURLEvent {
  return { rawPath: path, headers, requestContext: { http: { method } } } as unknown as LambdaFunctionURLEvent;
}

const appOrigin = process.env.APP_ORIGIN;

beforeAll(async () => {
  // Without a domain of its own the stack gives the renderer no APP_ORIGIN.
  delete process.env.APP_ORIGIN;
  // The images bucket stands in for the site bucket: the handler only needs a bucket with index.html.
  process.env.WEB_BUCKET = env().IMAGES_BUCKET;
  resetEnvCache();
  clearSiteFiles();
  await putObjects(env().IMAGES_BUCKET, [{ key: "index.html", body: TEMPLATE, contentType: "text/html" }]);
});
afterAll(() => {
  delete process.env.WEB_BUCKET;
  process.env.APP_ORIGIN = appOrigin;
  resetEnvCache();
});

describe("the page renderer's Lambda", () => {
  it("renders a product page with URLs on the viewer's host", async () => {
    const p = await stockedProduct({ "M|Negro": 2 }, { nombre: "Falda Plisada" });
    const res = await handler(event(`/producto/${p.id}`, { [VIEWER_HOST_HEADER]: "d111.cloudfront.net" }));
    expect(res.statusCode).toBe(200);
    const body = String(res.body);
    expect(canonicalOf(body)).toEqual([`https://d111.cloudfront.net/producto/${p.id}`]);
    expect(jsonLdOf(body).find((d) => d["@type"] === "Product")?.name).toBe("Falda Plisada");
    expect(res.headers?.["cache-control"]).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  it("answers an unknown page 404 and a HEAD without a body", async () => {
    const host = { [VIEWER_HOST_HEADER]: "d111.cloudfront.net" };
    expect((await handler(event("/no-existe", host))).statusCode).toBe(404);
    const head = await handler(event("/", host, "HEAD"));
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("names the store's own domain when it has one, whatever the host", async () => {
    process.env.APP_ORIGIN = "https://tienda.example";
    resetEnvCache();
    try {
      const res = await handler(event("/ofertas", { [VIEWER_HOST_HEADER]: "d111.cloudfront.net" }));
      expect(canonicalOf(String(res.body))).toEqual(["https://tienda.example/ofertas"]);
    } finally {
      delete process.env.APP_ORIGIN;
      resetEnvCache();
    }
  });

  it("renders every kind of page with only what the stack gives it: the table and the site bucket", async () => {
    const p = await stockedProduct({ "S|Azul": 1 }, { nombre: "Blusa Sin Buckets" });
    const kept = { images: process.env.IMAGES_BUCKET, receipts: process.env.RECEIPTS_BUCKET };
    delete process.env.IMAGES_BUCKET;
    delete process.env.RECEIPTS_BUCKET;
    resetEnvCache();
    try {
      const host = { [VIEWER_HOST_HEADER]: "d111.cloudfront.net" };
      const product = await handler(event(`/producto/${p.id}`, host));
      expect(product.statusCode).toBe(200);
      expect(jsonLdOf(String(product.body)).find((d) => d["@type"] === "Product")?.name).toBe("Blusa Sin Buckets");
      for (const path of ["/", "/ofertas", "/sitemap.xml", "/robots.txt"]) {
        expect((await handler(event(path, host))).statusCode, path).toBe(200);
      }
    } finally {
      process.env.IMAGES_BUCKET = kept.images;
      process.env.RECEIPTS_BUCKET = kept.receipts;
      resetEnvCache();
    }
  });

  it("refuses a host that is not a plain name, and any method but GET and HEAD", async () => {
    const bad = await handler(event("/", { [VIEWER_HOST_HEADER]: 'x"><script>alert(1)</script>' }));
    expect(bad.statusCode).toBe(400);
    expect((await handler(event("/", {}))).statusCode).toBe(400);
    const post = await handler(event("/", { [VIEWER_HOST_HEADER]: "d111.cloudfront.net" }, "POST"));
    expect(post.statusCode).toBe(405);
  });
});
