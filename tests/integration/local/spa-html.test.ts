import { describe, expect, it } from "vitest";
import { spaContentSecurityPolicy } from "../../../shared/src/security-headers";
import { rawRequest, useTestAppServer } from "../security/app-server";

const app = useTestAppServer();

/** The local server answers client routes as CloudFront's viewer-request function does. */
describe("the SPA's HTML for a client route", () => {
  it("is the landing page's own file for a landing page's paths", async () => {
    for (const path of ["/tienda", "/tienda/ropa-mujer", "/tienda/ropa-mujer/"]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe("<!doctype html><title>Tienda · shop</title>");
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.headers["content-security-policy"], path).toBe(spaContentSecurityPolicy(["http://127.0.0.1:*"]));
    }
    expect((await rawRequest(app.origin, "GET", "/")).body).toBe("<!doctype html><title>Tienda · home</title>");
  });

  it("is index.html for any other route, and for a landing page whose file the build did not write", async () => {
    for (const path of ["/perfil", "/tienda/ropa-mujer/extra", "/admin/productos", "/producto/p005"]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toBe("<!doctype html><title>Tienda</title>");
    }
  });

  it("still answers 404 for a missing file with an extension", async () => {
    expect((await rawRequest(app.origin, "GET", "/landing/nada.html")).status).toBe(404);
    expect((await rawRequest(app.origin, "GET", "/assets/nada.js")).status).toBe(404);
  });
});
