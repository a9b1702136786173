/**
 * Cache-Control of the API: the public catalogue reads (routes marked
 * `cache: "public"`) may be kept by CloudFront and browsers; errors and
 * everything personal are `no-store`. Checked through the handler bridge for
 * every cacheable route, and once through the local HTTP server as a browser sees it.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes, type RouteDef } from "../../shared/src/routes";
import { PUBLIC_CACHE_CONTROL } from "../../functions/src/domain/catalogue/edge-cache";
import { startAppServer } from "../../scripts/local/app-server";
import { freePort } from "../../scripts/local/ports";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";

const cacheable = (routes as readonly RouteDef[]).filter((r) => r.cache === "public");

/** A request each cacheable route answers with 200. */
const REQUESTS: Record<string, { path: string; query?: Record<string, string> }> = {
  "GET /api/productos": { path: "/api/productos", query: { categoria: "calzado", orden: "precio" } },
  "GET /api/productos/producto/{id}": { path: "/api/productos/producto/p001" },
  "GET /api/productos/producto": { path: "/api/productos/producto", query: { categoria: "accesorios" } },
  "GET /api/productos/buscar": { path: "/api/productos/buscar", query: { q: "camisa" } },
  "GET /api/productos/populares": { path: "/api/productos/populares" },
  "GET /api/productos/descuento": { path: "/api/productos/descuento" },
  "GET /api/productos/nuevos": { path: "/api/productos/nuevos" },
  "GET /api/categorias": { path: "/api/categorias" },
  "GET /api/testimonio": { path: "/api/testimonio" },
  "GET /api/contenido/{clave}": { path: "/api/contenido/banner" },
  "GET /api/estilos": { path: "/api/estilos" },
  "GET /api/paginas": { path: "/api/paginas" },
  "GET /api/paginas/{slug}": { path: "/api/paginas/acerca" },
  "GET /api/ajustes/contacto": { path: "/api/ajustes/contacto" },
  "GET /api/productos/{id}/resenas": { path: "/api/productos/p001/resenas" },
};

describe("Cache-Control of the public catalogue reads", () => {
  it("has a request for every route marked cacheable", () => {
    expect(cacheable.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  it.each(cacheable.map((r) => `${r.method} ${r.path}`))(
    "%s: public, a minute, then stale while revalidating",
    async (key) => {
      const { path, query } = REQUESTS[key]!;
      const res = await call("GET", path, { query });
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
      expect(res.cookies).toEqual([]);
    },
  );

  it("answers the same public headers to a signed-in shopper (the answer does not depend on who asks)", async () => {
    const { cookie } = await sessionAs("user");
    const anonymous = await call("GET", "/api/productos", { query: { color: "Negro" } });
    const signedIn = await call("GET", "/api/productos", { query: { color: "Negro" }, cookie });
    expect(signedIn.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(signedIn.cookies).toEqual([]);
  });

  it.each([
    ["an unknown product (404)", "/api/productos/producto/no-existe", {}],
    ["a bad filter (400)", "/api/productos", { limite: "500" }],
    ["an unknown content block (404)", "/api/contenido/no-existe", {}],
    ["an unknown group (404)", "/api/productos/producto", { categoria: "no-existe" }],
  ])("keeps errors out of caches: %s is no-store", async (_name, path, query) => {
    const res = await call("GET", path, { query });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("Cache-Control of personal routes", () => {
  it.each(["/api/carrito", "/api/favoritos", "/api/auth/sesion"])("%s is no-store, signed in or not", async (path) => {
    const { cookie } = await sessionAs("user");
    for (const res of [await call("GET", path), await call("GET", path, { cookie })]) {
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("an admin write on the cached /api/categorias path is no-store", async () => {
    const { cookie } = await sessionAs("admin");
    const res = await call("POST", "/api/categorias", { cookie, body: { id: "x" } });
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("through the local HTTP server", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    server = await startAppServer({ port, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(() => {
    server.close();
    server.closeAllConnections();
  });

  it("sends the public Cache-Control on the catalogue list and no-store on the cart", async () => {
    const list = await fetch(`${origin}/api/productos?categoria=calzado&orden=precio`);
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    await list.arrayBuffer();

    const { cookie } = await sessionAs("user");
    const cart = await fetch(`${origin}/api/carrito`, { headers: { cookie } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get("cache-control")).toBe("no-store");
    await cart.arrayBuffer();
  });
});
