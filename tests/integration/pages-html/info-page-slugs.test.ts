import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "@tienda/shared/schemas/content-pages";
import { startAppServer } from "../../../scripts/local/app-server";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { getCatalogue } from "../../../functions/src/data/catalogue-cache";

/**
 * Info pages at any free slug the admin chooses (issue 46, item 8): created with PUT
 * /api/paginas/{slug}, served by the API and the page renderer, listed with their last change,
 * which the sitemap gives as lastmod; slugs the store uses itself are refused.
 */
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Tienda</title></head><body><div id="root"></div></body></html>';

let origin = "";
let server: Server | undefined;
let webRoot = "";

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "tienda-paginas-slug-"));
  writeFileSync(join(webRoot, "index.html"), TEMPLATE);
  server = await startAppServer({ port: 0, webRoot });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(webRoot, { recursive: true, force: true });
});

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const page = (titulo: string) => ({
  titulo,
  resumen: "Cómo llegan tus pedidos",
  secciones: [{ titulo: "Tiempos", parrafos: ["Despachamos en 24 horas a todo el país."] }],
});
const sitemap = async () => {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
  }));
};

describe("an info page at an address of the admin's choosing", () => {
  it("is created at /envios, served by the API and the renderer, listed, and dated in the sitemap", async () => {
    const slug = `envios-${Date.now().toString(36)}`;
    expect((await fetch(`${origin}/${slug}`)).status).toBe(404);
    expect((await call("GET", `/api/paginas/${slug}`)).body).toBeNull();

    const put = await call("PUT", `/api/paginas/${slug}`, { ...asAdmin, body: page("Envíos") });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ slug, pagina: { titulo: "Envíos" } });
    const today = new Date().toISOString().slice(0, 10);
    expect(put.body.actualizado_en.slice(0, 10)).toBe(today);

    expect((await call("GET", `/api/paginas/${slug}`)).body.titulo).toBe("Envíos");
    const html = await fetch(`${origin}/${slug}`);
    expect(html.status).toBe(200);
    const body = await html.text();
    expect(body).toContain("<title>Envíos");
    expect(body).toContain(`${origin}/${slug}`);

    const listed = await call("GET", "/api/paginas");
    expect(listed.headers["cache-control"]).toMatch(/public/);
    expect(listed.body.paginas).toContainEqual({ slug, titulo: "Envíos", actualizado_en: put.body.actualizado_en });
    const admins = await call("GET", "/api/admin/paginas", asAdmin);
    expect(admins.body.paginas.find((p: { slug: string }) => p.slug === slug)).toMatchObject({
      pagina: { titulo: "Envíos" },
      actualizado_en: put.body.actualizado_en,
    });

    expect(await sitemap()).toContainEqual({ loc: `${origin}/${slug}`, lastmod: today });

    expect((await call("DELETE", `/api/paginas/${slug}`, asAdmin)).status).toBe(200);
    expect((await fetch(`${origin}/${slug}`)).status).toBe(404);
    expect((await call("GET", "/api/paginas")).body.paginas.map((p: { slug: string }) => p.slug)).not.toContain(slug);
    expect((await sitemap()).map((e) => e.loc)).not.toContain(`${origin}/${slug}`);
  });

  it("gives every URL of the demo's sitemap a lastmod, the 18 info pages included", async () => {
    const entries = await sitemap();
    expect(entries.length).toBeGreaterThan(100);
    // A listing's date is its newest product's: only a category or style with no product yet has
    // none (other test files create such empty ones in this store while this runs).
    const { products } = await getCatalogue();
    const listed = new Set(
      products.flatMap((p) => [`${origin}/tienda/${p.categoria_id}`, `${origin}/categoria/${p.estilo_id}`]),
    );
    const undated = entries.filter((e) => !e.lastmod).map((e) => e.loc);
    expect(undated.filter((loc) => listed.has(loc) || !/\/(tienda|categoria)\/[^/]+$/.test(loc))).toEqual([]);
    expect(entries.map((e) => e.loc)).toContain(`${origin}/terminos`);
  });

  it("refuses the store's own addresses and malformed ones (400, in Spanish), and writes nothing", async () => {
    for (const slug of ["tienda", "producto", "carrito", "admin", "api", "img", "ofertas", "login", "perfil"]) {
      expect(RESERVED_SLUGS).toContain(slug);
      const res = await call("PUT", `/api/paginas/${slug}`, { ...asAdmin, body: page("Choque") });
      expect(res.status, slug).toBe(400);
      expect(res.body.mensaje).toBe("Esa dirección ya la usa la tienda; elige otra");
      expect(res.body.errores).toEqual({ slug: "Esa dirección ya la usa la tienda; elige otra" });
    }
    for (const slug of ["Envios", "envios_rapidos", "-envios", "envios--x", "envíos", "a".repeat(61)]) {
      const res = await call("PUT", `/api/paginas/${encodeURIComponent(slug)}`, { ...asAdmin, body: page("Mal") });
      expect(res.status, slug).toBe(400);
      expect(res.body.mensaje).toMatch(/^La dirección (solo admite|admite hasta)/);
    }
    // What the store serves there is unchanged, and no such page is listed.
    expect((await fetch(`${origin}/ofertas`)).status).toBe(200);
    expect((await call("GET", "/api/paginas/tienda")).status).toBe(404);
    const slugs = (await call("GET", "/api/paginas")).body.paginas.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain("tienda");
  });

  it("is written by admins only", async () => {
    const shopper = await sessionAs("user");
    expect((await call("PUT", "/api/paginas/envios", { body: page("x") })).status).toBe(401);
    expect((await call("PUT", "/api/paginas/envios", { cookie: shopper.cookie, body: page("x") })).status).toBe(403);
  });
});
