import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { discountPercent } from "@tienda/shared/rules/pricing";
import { startAppServer } from "../../../scripts/local/app-server";
import { listCategories } from "../../../functions/src/data/categories";
import { listStyles } from "../../../functions/src/data/styles";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { stockedProduct } from "../../helpers/checkout";
import { imagesOf, scriptCount, titleOf } from "../../unit/functions/seo-parse";

/**
 * A listing page's first view as the renderer answers it (issue 49, item 3): the first row of cards
 * and the first photo preloaded, drawn from the list API's own answer, which the HTML carries for
 * the SPA under the URL the SPA requests first. Through the local server, over the seeded store.
 */

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Tienda</title></head><body>' +
  '<div id="root"><div class="app-shell" aria-hidden="true"><div class="app-shell-header"></div></div></div>' +
  '<script type="module" src="/assets/index-abc.js"></script></body></html>';

let origin = "";
let server: Server | undefined;
let webRoot = "";

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "tienda-listados-"));
  writeFileSync(join(webRoot, "index.html"), TEMPLATE);
  server = await startAppServer({ port: 0, webRoot });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(webRoot, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await fetch(`${origin}${path}`, { redirect: "manual" });
  return { status: res.status, cache: res.headers.get("cache-control"), body: await res.text() };
}

/** The answer the HTML carries for the SPA: its URL and body (functions/src/pages/head.ts). */
function pageData(html: string): { url: string; body: { productos: Producto[] } } | undefined {
  const m = /<script type="application\/json" id="page-data" data-url="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  return m ? { url: m[1]!.replace(/&amp;/g, "&"), body: JSON.parse(m[2]!) as { productos: Producto[] } } : undefined;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map((m) => m[1]);

/**
 * The page's HTML and the API's answer to the URL it names, read one after the other. Other test
 * files write products meanwhile, so a pair read across a catalogue change is read again.
 */
async function pageAndApi(path: string) {
  for (let attempt = 0; ; attempt++) {
    const page = await get(path);
    const data = pageData(page.body);
    if (!data) return { page, data, api: undefined };
    const api = (await (await fetch(`${origin}${data.url}`)).json()) as unknown;
    if (JSON.stringify(api) === JSON.stringify(data.body) || attempt === 2) return { page, data, api };
  }
}

describe("a listing page's first view in its HTML", () => {
  it.each([
    ["/tienda", "/api/productos?orden=destacados&limite=12&pagina=1"],
    ["/ofertas", "/api/productos?en_oferta=true&orden=descuento&limite=100&pagina=1"],
    ["/nuevos-productos", "/api/productos?dias=30&orden=nuevos&direccion=desc&limite=12&pagina=1"],
    ["/mas-vendidos", "/api/productos?mas_vendidos=true&orden=popularidad&direccion=desc&limite=12&pagina=1"],
    ["/buscar?q=camisa", "/api/productos/buscar?q=camisa&limite=12&pagina=1"],
  ])("%s carries the API's answer to %s, its first row of cards and the first photo preloaded", async (path, url) => {
    const { page, data, api } = await pageAndApi(path);
    expect(page.status).toBe(200);
    // Prices are in the HTML: the edge keeps it as briefly as a product page.
    expect(page.cache).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(data?.url).toBe(url);
    expect(data!.body).toEqual(api);
    // /ofertas shows the discounted ones, biggest discount first, as its page sorts them.
    const pct = (p: Producto) => discountPercent(p.precio_original, p.precio);
    const shown =
      path === "/ofertas"
        ? data!.body.productos.filter((p) => pct(p) > 0).sort((a, b) => pct(b) - pct(a))
        : data!.body.productos;
    expect(shown.length).toBeGreaterThan(0);
    const first = shown.slice(0, 2);
    const cards = imagesOf(page.body);
    expect(cards.map((i) => i.src)).toEqual(first.map((p) => p.imagen));
    expect(cards.map((i) => i.alt)).toEqual(first.map((p) => p.nombre));
    expect(cards.map((i) => i.fetchpriority)).toEqual(["high", undefined].slice(0, first.length));
    for (const p of first) {
      expect(page.body).toContain(`href="/producto/${p.id}"`);
      expect(page.body).toContain(`$${p.precio.toFixed(2)}`);
    }
    // The first photo is requested first thing, before the scripts and styles the head names.
    expect(preloads(page.body)).toEqual([shown[0]!.imagen]);
    expect(page.body.indexOf('rel="preload" as="image"')).toBeLessThan(page.body.indexOf("<title>"));
    // The SPA still boots from it, once the first photo is painted (web/public/after-photo.js).
    expect(page.body).toContain('<script src="/after-photo.js" data-entry="/assets/index-abc.js" defer></script>');
  });

  it("the home carries its hero's API answer and draws the first slide, its photo preloaded", async () => {
    const page = await get("/");
    expect(page.status).toBe(200);
    const m = /<script type="application\/json" id="page-data" data-url="([^"]*)">([\s\S]*?)<\/script>/.exec(page.body);
    expect(m?.[1]).toBe("/api/contenido/hero");
    const api = (await (await fetch(`${origin}/api/contenido/hero`)).json()) as {
      diapositivas: Array<{ titulo: string; imagen: string }>;
    };
    expect(JSON.parse(m![2]!)).toEqual(api);
    const [first] = api.diapositivas;
    expect(page.body).toContain(`<h1>${first!.titulo}</h1>`);
    const photo = first!.imagen.startsWith("/") ? first!.imagen : `/${first!.imagen}`;
    expect(imagesOf(page.body).map((i) => [i.src, i.fetchpriority])).toEqual([[photo, "high"]]);
    expect(preloads(page.body)).toEqual([photo]);
  });

  it("a category and a style carry their own lists", async () => {
    const [category] = await listCategories();
    const [style] = await listStyles();
    for (const [path, url] of [
      [`/tienda/${category!.id}`, `/api/productos?categoria=${category!.id}&orden=destacados&limite=12&pagina=1`],
      [`/categoria/${style!.id}`, `/api/productos?estilo=${style!.id}&orden=destacados&limite=12&pagina=1`],
    ] as const) {
      const { page, data, api } = await pageAndApi(path);
      expect(page.status, path).toBe(200);
      expect(data?.url, path).toBe(url);
      expect(data!.body, path).toEqual(api);
      expect(imagesOf(page.body)[0]?.src, path).toBe(data!.body.productos[0]!.imagen);
    }
    // A style page's title and subtitle come from the styles' answer, carried beside the list.
    const html = (await get(`/categoria/${style!.id}`)).body;
    const styles =
      /<script type="application\/json" id="page-data-2" data-url="\/api\/estilos">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(styles![1]!)).toEqual(await (await fetch(`${origin}/api/estilos`)).json());
  });

  it("a filtered, sorted or later page, or a search without words, carries no list (the SPA asks for it)", async () => {
    for (const path of ["/tienda?talla=M", "/tienda?orden=price-low", "/tienda?pagina=2", "/buscar", "/buscar?q=%20"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(pageData(res.body), path).toBeUndefined();
      expect(imagesOf(res.body), path).toEqual([]);
      expect(preloads(res.body), path).toEqual([]);
      expect(res.body, path).toContain("<h1>");
    }
    // A parameter that is not the list's own (a campaign's) changes nothing.
    expect(pageData((await get("/tienda?utm_source=whatsapp")).body)?.url).toBe(
      "/api/productos?orden=destacados&limite=12&pagina=1",
    );
  });

  it("an unknown or hidden listing is still a 404 with no list", async () => {
    for (const path of ["/tienda/no-existe", `/categoria/no-existe-${randomUUID().slice(0, 8)}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(titleOf(res.body), path).toEqual(["Página no encontrada | Tienda"]);
      expect(pageData(res.body), path).toBeUndefined();
    }
  });

  it("keeps a hostile product name inside the card's text and attributes and the embedded JSON", async () => {
    const token = `zq${randomUUID().slice(0, 6)}`;
    const nombre = `Gorra ${token} "X" </script><script>alert(1)</script><img src=x onerror=alert(2)>`;
    await stockedProduct({ "M|Negro": 1 }, { nombre, descripcion: "Gorra" });
    // Written straight into the table (no catalogue version bump): the local server's copy is this process's.
    clearCatalogueCache();
    const page = await get(`/buscar?q=${token}`);
    const data = pageData(page.body);
    expect(data?.url).toBe(`/api/productos/buscar?q=${token}&limite=12&pagina=1`);
    expect(data!.body.productos.map((p) => p.nombre)).toEqual([nombre]);
    // The entry, the breadcrumbs' JSON-LD and the embedded answer: none opened by the name.
    expect(scriptCount(page.body)).toBe(3);
    expect(page.body).not.toContain("<img src=x");
    const [card] = imagesOf(page.body);
    expect(card!.alt).toBe(nombre);
  });
});
