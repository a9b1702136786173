import { describe, expect, it } from "vitest";
import { spaContentSecurityPolicy } from "../../../shared/src/security-headers";
import { rawRequest, useTestAppServer } from "../security/app-server";

const app = useTestAppServer();

/** The local server answers client routes as CloudFront's viewer-request function does. */
describe("the SPA's HTML for a client route", () => {
  it("is the landing page's own file for a landing page's paths, with the page's own head", async () => {
    for (const [path, title] of [
      ["/tienda", "Tienda | Tienda"],
      ["/tienda/", "Tienda | Tienda"],
      ["/", "Inicio | Tienda"],
    ] as const) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(200);
      // The landing file's doctype, with the renderer's head (functions/src/pages) in its <title>'s place.
      expect(res.body.startsWith(`<!doctype html><title>${title}</title>`), path).toBe(true);
      expect(res.headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(res.headers["content-security-policy"], path).toBe(spaContentSecurityPolicy(["http://127.0.0.1:*"]));
    }
  });

  it("is index.html as built for a route with nothing of its own, and a 404 for an unknown route", async () => {
    for (const path of ["/perfil", "/admin/productos", "/carrito"]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(200);
      // The demo store's name rides along, so the app names the store without asking for it.
      expect(res.body, path).toBe('<!doctype html><title>Tienda</title><meta property="og:site_name" content="Tienda">');
    }
    const unknown = await rawRequest(app.origin, "GET", "/tienda/ropa-mujer/extra");
    expect(unknown.status).toBe(404);
    expect(unknown.body.startsWith("<!doctype html><title>Página no encontrada | Tienda</title>")).toBe(true);
  });

  it("still answers 404 for a missing file with an extension", async () => {
    expect((await rawRequest(app.origin, "GET", "/landing/nada.html")).status).toBe(404);
    expect((await rawRequest(app.origin, "GET", "/assets/nada.js")).status).toBe(404);
  });
});
