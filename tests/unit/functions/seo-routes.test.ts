import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INFO_SLUGS } from "@tienda/shared/schemas/content-pages";
import { resolvePage, type PageSources } from "../../../functions/src/pages/resolve-page";
import { robotsTxt, sitemapXml } from "../../../functions/src/pages/sitemap";
import { productRecord } from "../../helpers/factories";
import { jsonLdOf, metaOf } from "./seo-parse";
import { injectPage } from "../../../functions/src/pages/head";

const ORIGIN = "https://tienda.example";
const NOW = new Date("2026-06-01T12:00:00.000Z");

/** A catalogue of one of each: what is not here is unknown. */
const sources: PageSources = {
  product: async (id) => (id === "p1" ? productRecord({ id: "p1", nombre: "Blusa" }) : null),
  category: async (id) => (id === "ropa-mujer" ? { nombre: "Ropa de Mujer", descripcion: "" } : null),
  style: async (id) => (id === "casual" ? { nombre: "Casual", descripcion: "Para cada día." } : null),
  brand: async (id) => (id === "urbano" ? "Urbano" : null),
  infoPage: async (slug) =>
    slug === "acerca" ? { titulo: "Acerca de", resumen: "Quiénes somos.", secciones: [] } : null,
};
const resolve = (path: string) => resolvePage({ path, origin: ORIGIN, now: NOW, maxEdgeSeconds: 30 }, sources);
const statusOf = async (path: string) => {
  const page = await resolve(path);
  return page === "plain" ? 200 : page.status;
};

describe("which page a path is", () => {
  it.each([
    ["/producto/nada"],
    ["/producto/p1/extra"],
    ["/producto/%ZZ"],
    ["/producto/..%2f..%2fetc"],
    ["/tienda/oculta"],
    ["/tienda/ropa-mujer/otra"],
    ["/categoria/nada"],
    ["/marca/nada"],
    ["/blog"],
    ["/no-existe"],
    ["/administrar"],
  ])("%s is unknown: 404", async (path) => {
    expect(await statusOf(path)).toBe(404);
  });

  it("answers an unknown page with the not-found title, kept out of search engines", async () => {
    const page = await resolve("/no-existe");
    if (page === "plain") throw new Error("expected a page");
    expect(page.head.title).toBe("Página no encontrada");
    expect(page.head.noindex).toBe(true);
  });

  it.each([
    ["/", "Inicio"],
    ["/producto/p1", "Blusa"],
    ["/tienda", "Tienda"],
    ["/tienda/ropa-mujer", "Ropa de Mujer"],
    ["/tienda/ropa-mujer/", "Ropa de Mujer"],
    ["/categoria/casual", "Estilo Casual"],
    ["/marca/urbano", "Urbano"],
    ["/ofertas", "Ofertas Especiales"],
    ["/novedades", "Novedades"],
    ["/mas-vendidos", "Productos Más Vendidos"],
    ["/acerca", "Acerca de"],
  ])("%s is a page of its own titled %s", async (path, title) => {
    const page = await resolve(path);
    if (page === "plain") throw new Error("expected a page");
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(title);
  });

  it("gives a listing its breadcrumbs, Open Graph and canonical URL", async () => {
    const page = await resolve("/tienda/ropa-mujer");
    if (page === "plain") throw new Error("expected a page");
    const html = injectPage('<html><head></head><body><div id="root"></div></body></html>', page);
    expect(metaOf(html, "og:url")).toEqual([`${ORIGIN}/tienda/ropa-mujer`]);
    expect(metaOf(html, "og:type")).toEqual(["website"]);
    expect(jsonLdOf(html)[0]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Inicio", item: `${ORIGIN}/` },
        { position: 2, name: "Tienda", item: `${ORIGIN}/tienda` },
        { position: 3, name: "Ropa de Mujer", item: `${ORIGIN}/tienda/ropa-mujer` },
      ],
    });
  });

  it("answers every route of the SPA's router 200 (none falls to the 404)", async () => {
    const router = readFileSync("web/src/app/router.tsx", "utf8");
    // The admin's sections are the routes nested in path="admin", relative to it.
    const adminBlock = /path="admin"[^>]*>([\s\S]*?)<\/Route>\s*\);/.exec(router)?.[1] ?? "";
    const admin = [...adminBlock.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!);
    expect(admin).toContain("productos");
    const paths = [...router.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== "*");
    expect(paths.length).toBeGreaterThan(20);
    // Parameters take a value the sources know.
    const urls = paths.map((p) =>
      `/${admin.includes(p) ? `admin/${p}` : p}`
        .replace("/*", "/categorias")
        .replace(":categoria", "ropa-mujer")
        .replace(":estilo", "casual")
        .replace(":marca", "urbano")
        .replace(":id", "p1")
        // Info pages live at any free slug: the sources know 'acerca'.
        .replace(":slug", "acerca"),
    );
    for (const url of [...urls, "/admin", ...INFO_SLUGS.filter((s) => s === "acerca").map((s) => `/${s}`)]) {
      expect(await statusOf(url), url).toBe(200);
    }
  });
});

describe("sitemap and robots", () => {
  const products = [
    productRecord({
      id: "p1",
      categoria_id: "ropa-mujer",
      estilo_id: "casual",
      updated_at: "2026-05-02T10:00:00.000Z",
    }),
    productRecord({
      id: "p&2",
      categoria_id: "ropa-mujer",
      estilo_id: "formal",
      updated_at: "2026-05-20T10:00:00.000Z",
    }),
  ];
  const xml = sitemapXml(ORIGIN, {
    products,
    categories: [{ id: "ropa-mujer" }],
    styles: [{ id: "casual" }, { id: "formal" }],
    infoPages: [
      { slug: "acerca", actualizado_en: "2026-05-10T08:00:00.000Z" },
      { slug: "envios", actualizado_en: null },
    ],
  });
  const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [
    m[1],
    m[2],
  ]);

  it("lists the home, the listings, each category, style, product and info page with lastmod", () => {
    expect(urls).toEqual([
      [`${ORIGIN}/`, "2026-05-20"],
      [`${ORIGIN}/tienda`, "2026-05-20"],
      [`${ORIGIN}/ofertas`, "2026-05-20"],
      [`${ORIGIN}/novedades`, "2026-05-20"],
      [`${ORIGIN}/nuevos-productos`, "2026-05-20"],
      [`${ORIGIN}/mas-vendidos`, "2026-05-20"],
      [`${ORIGIN}/tienda/ropa-mujer`, "2026-05-20"],
      [`${ORIGIN}/categoria/casual`, "2026-05-02"],
      [`${ORIGIN}/categoria/formal`, "2026-05-20"],
      [`${ORIGIN}/producto/p1`, "2026-05-02"],
      [`${ORIGIN}/producto/p%262`, "2026-05-20"],
      [`${ORIGIN}/acerca`, "2026-05-10"],
      // A page written before the store kept the date.
      [`${ORIGIN}/envios`, undefined],
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("robots.txt opens the shop, closes the private areas and names the sitemap", () => {
    const txt = robotsTxt(ORIGIN);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of ["/admin", "/perfil", "/carrito", "/pedido", "/login"]) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
