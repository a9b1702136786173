/**
 * Deployed, an admin write to what the edge caches drops the edge's copies at once
 * (lib/edge-purge.ts): endpoint() asks CloudFront for one invalidation after a successful answer
 * of a route granted "cdn:invalidate", and none after a refused one or a read.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { resetEdgePurgeClient } from "../../../functions/src/lib/edge-purge";

const invalidations: string[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    invalidations.push(`${req.method} ${req.url}`);
    res.writeHead(201, { "content-type": "text/xml" });
    res.end("<Invalidation><Id>I1</Id><Status>InProgress</Status></Invalidation>");
  });
});
const saved = { ...process.env };
const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DISTRIBUTION_ID = "E2PRUEBA";
  // As a Lambda has them (the local store's clients carry their own fixed ones).
  process.env.AWS_ACCESS_KEY_ID = "prueba";
  process.env.AWS_SECRET_ACCESS_KEY = "prueba";
  process.env.AWS_MAX_ATTEMPTS = "1";
});
beforeEach(() => {
  invalidations.length = 0;
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

    const refused = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: { ...editable, horas_limite_pago: 0 } });
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
});
