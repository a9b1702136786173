/**
 * Deployed, an admin write to what the edge caches drops the edge's copies at once
 * (lib/edge-purge.ts): endpoint() asks CloudFront for one invalidation after a successful answer
 * of a route granted "cdn:invalidate", and none after a refused one or a read; it names the API's
 * reads and the rendered pages the write changed. The offers job does the same when it moved a price.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { resetEdgePurgeClient } from "../../../functions/src/lib/edge-purge";
import { runJob as applyOffers } from "../../../functions/src/jobs/apply-offer-schedule";
import { stockedProduct } from "../../helpers/checkout";

const invalidations: string[] = [];
/** The paths each invalidation named, in order. */
const purged: string[][] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    invalidations.push(`${req.method} ${req.url}`);
    purged.push([...body.matchAll(/<Path>([^<]+)<\/Path>/g)].map((m) => m[1]!));
    res.writeHead(201, { "content-type": "text/xml" });
    res.end("<Invalidation><Id>I1</Id><Status>InProgress</Status></Invalidation>");
  });
});
const saved = { ...process.env };
const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.DISTRIBUTION_ID = "E2PRUEBA";
  // As a Lambda has them (the local store's clients carry their own fixed ones).
  process.env.AWS_ACCESS_KEY_ID = "prueba";
  process.env.AWS_SECRET_ACCESS_KEY = "prueba";
  process.env.AWS_MAX_ATTEMPTS = "1";
});
beforeEach(() => {
  invalidations.length = 0;
  purged.length = 0;
  // The stand-in again (a test below points the client at nothing).
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resetEdgePurgeClient();
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("edge invalidation after the admin's writes", () => {
  it("invalidates once after a successful write, never after a refused one or a read", async () => {
    const current = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
    expect(invalidations).toEqual([]);
    const { actualizado_por: _p, actualizado_en: _e, ...editable } = current;

    const saved = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: editable });
    expect(saved.status).toBe(200);
    expect(invalidations).toEqual(["POST /2020-05-31/distribution/E2PRUEBA/invalidation"]);
    // The settings show on no rendered page: the API's reads only.
    expect(purged).toEqual([["/api/*"]]);

    const refused = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...editable, horas_limite_pago: 0 },
    });
    expect(refused.status).toBe(400);
    const shopper = await sessionAs("user");
    expect((await call("PUT", "/api/admin/ajustes", { cookie: shopper.cookie, body: editable })).status).toBe(403);
    expect(invalidations).toHaveLength(1);
  });

  it("leaves the write standing when CloudFront refuses the invalidation", async () => {
    process.env.AWS_ENDPOINT_URL_CLOUDFRONT = "http://127.0.0.1:9"; // nothing listens there
    resetEdgePurgeClient();
    const current = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
    const { actualizado_por: _p, actualizado_en: _e, ...editable } = current;
    const res = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: editable });
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe("Ajustes guardados correctamente");
  });

  it("drops a product's own page, the brand pages and the sitemap after a product write, never the build's files", async () => {
    const p = await stockedProduct({ "M|Negro": 3 }, { precio_cents: 5000 });
    const fin = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call("PUT", `/api/productos/${p.id}/oferta`, {
      ...asAdmin,
      body: { porcentaje: 10, flash: true, fin },
    });
    expect(res.status).toBe(200);
    expect(purged).toEqual([["/api/*", `/producto/${p.id}`, `/producto/${p.id}/`, "/marca/*", "/sitemap.xml"]]);
  });

  it("a products import drops the edge's copies only when it wrote something: never for its plan", async () => {
    const p = await stockedProduct({ "M|Negro": 3 }, { precio_cents: 5000 });
    const csv = `id;precio\r\n${p.id};55\r\n`;
    const plan = await call("POST", "/api/admin/productos/importar", { ...asAdmin, body: { csv, confirmar: false } });
    expect(plan.body).toMatchObject({ actualizar: 1, aplicado: false });
    expect(purged).toEqual([]);
    const applied = await call("POST", "/api/admin/productos/importar", { ...asAdmin, body: { csv, confirmar: true } });
    expect(applied.body).toMatchObject({ actualizar: 1, aplicado: true });
    expect(purged).toEqual([["/api/*", "/marca/*", "/sitemap.xml"]]);
    // The same file again writes nothing, and drops nothing.
    expect(
      (await call("POST", "/api/admin/productos/importar", { ...asAdmin, body: { csv, confirmar: true } })).body,
    ).toMatchObject({ actualizar: 0 });
    expect(purged).toHaveLength(1);
  });

  it("drops the info page written and the sitemap", async () => {
    const current = await call("GET", "/api/paginas/tutorial");
    expect(current.status).toBe(200);
    const { titulo, resumen, secciones } = current.body;
    const res = await call("PUT", "/api/paginas/tutorial", { ...asAdmin, body: { titulo, resumen, secciones } });
    expect(res.status).toBe(200);
    expect(purged).toEqual([["/api/*", "/tutorial", "/tutorial/", "/sitemap.xml"]]);
  });

  it("the offers job drops the API's reads and every product page when it moved a price, and nothing otherwise", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 10000 });
    const inicio = new Date(Date.now() + 60_000).toISOString();
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 15, inicio } });
    purged.length = 0;
    // Nothing was due in 2000: no price moved, no invalidation.
    expect((await applyOffers(new Date("2000-01-01T00:00:00Z"))).applied).toBe(0);
    expect(purged).toEqual([]);
    expect((await applyOffers(new Date(Date.now() + 61_000))).applied).toBeGreaterThan(0);
    expect(purged).toEqual([["/api/*", "/producto/*", "/sitemap.xml"]]);
  });
});
