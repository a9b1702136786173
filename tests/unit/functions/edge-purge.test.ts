import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routeKey, routes, type RouteDef } from "@tienda/shared/routes";
import { INFO_SLUGS } from "@tienda/shared/schemas/content-pages";
import {
  ALL_PAGES,
  OFFER_JOB_PATHS,
  purgeEdge,
  purgePathsFor,
  PURGE_RESOURCES,
  resetEdgePurgeClient,
  resourceOf,
} from "../../../functions/src/lib/edge-purge";

/** A stand-in for CloudFront's CreateInvalidation (REST-XML), recording what it was asked. */
const calls: Array<{ url: string; body: string }> = [];
let status = 201;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    calls.push({ url: req.url!, body });
    if (status !== 201) {
      res.writeHead(status, { "content-type": "text/xml" });
      return res.end(
        "<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>no</Message></Error></ErrorResponse>",
      );
    }
    res.writeHead(201, { "content-type": "text/xml", location: "https://cloudfront/inv/I1" });
    res.end(
      `<?xml version="1.0"?><Invalidation><Id>I1</Id><Status>InProgress</Status><CreateTime>2026-11-26T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/api/*</Path></Items></Paths><CallerReference>x</CallerReference></InvalidationBatch></Invalidation>`,
    );
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID = "test";
  process.env.AWS_SECRET_ACCESS_KEY = "test";
  process.env.AWS_REGION = "us-east-1";
  process.env.AWS_MAX_ATTEMPTS = "1";
});
beforeEach(() => {
  calls.length = 0;
  status = 201;
  resetEdgePurgeClient();
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("purgeEdge", () => {
  it("does nothing where there is no edge (the local store)", async () => {
    delete process.env.DISTRIBUTION_ID;
    expect(await purgeEdge("categoria", ["/api/*"])).toBe("no-edge");
    expect(calls).toEqual([]);
  });

  it("invalidates the public reads of the store's distribution, a new reference each time", async () => {
    process.env.DISTRIBUTION_ID = "E2ABCDEF123";
    const paths = purgePathsFor("/api/categorias/{id}", { id: "c1" });
    expect(await purgeEdge("categoria", paths)).toBe("purged");
    expect(await purgeEdge("categoria", paths)).toBe("purged");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toContain("/distribution/E2ABCDEF123/invalidation");
    expect(calls[0]!.body).toContain(`<Quantity>${paths.length}</Quantity>`);
    for (const p of paths) expect(calls[0]!.body).toContain(`<Path>${p}</Path>`);
    const ref = (b: string) => /<CallerReference>([^<]+)<\/CallerReference>/.exec(b)![1];
    expect(ref(calls[0]!.body)).not.toBe(ref(calls[1]!.body));
  });

  it("reports a refused invalidation without throwing, so the admin's write still succeeds", async () => {
    process.env.DISTRIBUTION_ID = "E2ABCDEF123";
    status = 403;
    expect(await purgeEdge("contenido", ["/api/*"])).toBe("failed");
  });
});

/** CloudFront's invalidation match: an exact path, or a prefix when the path ends in '*'. */
const covers = (paths: readonly string[], url: string) =>
  paths.some((p) => (p.endsWith("*") ? url.startsWith(p.slice(0, -1)) : url === p));

const purging = (routes as readonly RouteDef[]).filter((r) => r.grants?.includes("cdn:invalidate"));
const params = { id: "p1", slug: "acerca", clave: "inicio" };

describe("the paths a write invalidates", () => {
  it("has a list for every route granted cdn:invalidate (none falls back to every page)", () => {
    for (const r of purging) expect(PURGE_RESOURCES, routeKey(r)).toContain(resourceOf(r.path));
  });

  it("always the API's public reads, never the build's hashed files, the images or the whole site", () => {
    for (const paths of [...purging.map((r) => purgePathsFor(r.path, params)), OFFER_JOB_PATHS, ALL_PAGES]) {
      for (const url of ["/assets/index-abc123.js", "/img/productos/x.webp", "/favicon.svg"]) {
        expect(covers(paths, url), `${url} in ${paths.join(" ")}`).toBe(false);
      }
      expect(paths).not.toContain("/*");
    }
    for (const r of purging) expect(purgePathsFor(r.path, params)[0], routeKey(r)).toBe("/api/*");
  });

  it("drops the rendered pages that show what the write changed", () => {
    const after = (method: string, path: string) =>
      purgePathsFor(purging.find((r) => r.method === method && r.path === path)!.path, params);
    // A product: its own page (both spellings the edge keys apart), the brands, the sitemap.
    const product = after("PUT", "/api/productos/{id}/stock");
    for (const url of ["/producto/p1", "/producto/p1/", "/marca/zara", "/sitemap.xml"])
      expect(covers(product, url), url).toBe(true);
    expect(covers(product, "/producto/p2")).toBe(false);
    // A category: its listing and every product page's breadcrumbs.
    const category = after("PUT", "/api/categorias/{id}");
    for (const url of ["/tienda/mujer", "/producto/p2", "/sitemap.xml"]) expect(covers(category, url), url).toBe(true);
    expect(covers(after("DELETE", "/api/estilos/{id}"), "/categoria/casual")).toBe(true);
    // The info page written, not the others.
    const info = after("PUT", "/api/paginas/{slug}");
    expect(info).toEqual(["/api/*", "/acerca", "/acerca/", "/sitemap.xml"]);
    // A review's visibility: its product's rating, on some product page.
    expect(covers(after("PATCH", "/api/admin/resenas/{id}"), "/producto/p9")).toBe(true);
    // Drawn by the SPA only: no page.
    expect(after("PUT", "/api/admin/ajustes")).toEqual(["/api/*"]);
    expect(after("PUT", "/api/contenido/{clave}")).toEqual(["/api/*"]);
    // The hero is in the home's HTML (its first slide and photo).
    expect(purgePathsFor("/api/contenido/{clave}", { clave: "hero" })).toEqual(["/api/*", "/"]);
  });

  it("spends at most three wildcard paths on one write (CloudFront runs 15 at once)", () => {
    for (const r of purging) {
      const wildcards = purgePathsFor(r.path, params).filter((p) => p.endsWith("*"));
      expect(wildcards.length, routeKey(r)).toBeLessThanOrEqual(3);
    }
    expect(OFFER_JOB_PATHS.filter((p) => p.endsWith("*")).length).toBeLessThanOrEqual(3);
  });

  it("falls back to every page with data for a resource without a list", () => {
    const paths = purgePathsFor("/api/nuevo-recurso/{id}", { id: "x" });
    expect(paths[0]).toBe("/api/*");
    for (const url of [
      "/producto/p1",
      "/tienda/c",
      "/categoria/e",
      "/marca/m",
      "/sitemap.xml",
      ...INFO_SLUGS.map((s) => `/${s}`),
    ])
      expect(covers(paths, url), url).toBe(true);
  });
});
