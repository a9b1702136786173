import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../../../scripts/local/app-server";
import { writeApiDocs } from "../../../scripts/openapi";
import { API_DOCS_CSP } from "../../../shared/src/openapi/docs-page";
import { routes } from "../../../shared/src/routes";
import { rawRequest } from "../security/app-server";

/** `npm start` serves the API reference the web build wrote, ahead of the API routes, as CloudFront does. */
let origin = "";
let server: Server;
let webRoot = "";

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "tienda-api-docs-"));
  writeApiDocs(webRoot);
  server = await startAppServer({ port: 0, webRoot });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(webRoot, { recursive: true, force: true });
});

describe("the API reference on the local server", () => {
  it("serves the OpenAPI document at /api/openapi.json, with every route", async () => {
    const res = await rawRequest(origin, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    for (const r of routes) expect(doc.paths[r.path]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
  });

  it("serves the reference page at /api/docs and /api/docs/ under its own CSP, with its same-origin scripts and stylesheet", async () => {
    for (const path of ["/api/docs", "/api/docs/"]) {
      const res = await rawRequest(origin, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(res.headers["content-security-policy"], path).toBe(API_DOCS_CSP);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
      expect(res.body).toContain('<link rel="stylesheet" href="/api/docs/swagger-ui.css" />');
      // The store's icon, or the browser asks for /favicon.ico, which no one serves.
      expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
      expect(res.body).not.toMatch(/<script>/);
    }
    const script = await rawRequest(origin, "GET", "/api/docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    const style = await rawRequest(origin, "GET", "/api/docs/swagger-ui.css");
    expect(style.status).toBe(200);
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(style.headers["content-security-policy"]).toBe(API_DOCS_CSP);
    const init = await rawRequest(origin, "GET", "/api/docs/init.js");
    expect(init.body).toContain('"url":"/api/openapi.json"');
    // Swagger UI would send the document's address to validator.swagger.io without this.
    expect(init.body).toContain('"validatorUrl":null');
  });

  it("leaves every other /api path to the routes", async () => {
    expect((await rawRequest(origin, "GET", "/api/docs/otro.js")).status).toBe(404);
    expect((await rawRequest(origin, "GET", "/api/docs/otro.js")).headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
