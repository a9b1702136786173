import { afterEach, describe, expect, it, vi } from "vitest";
import { firstCardImage, landingRequests } from "../../../web/src/app/landing-requests";
import { cartProductUrls } from "../../../web/src/features/cart/early";
import { catalogueRequest } from "../../../web/src/features/catalogue/api/catalogue-request";
import { parseCatalogueParams, SEARCH_SORTS, SHOP_SORTS } from "../../../web/src/features/catalogue/api/catalogue-url";
import { embeddedAnswer, fetchEarly, takeEarly } from "../../../web/src/lib/early-fetch";
import { startLandingRequests } from "../../../web/src/app/landing-requests";

describe("a landing page's first API reads, sent by the entry (web/src/app/landing-requests.ts)", () => {
  it("are the URLs the pages request (as the local store logs them)", () => {
    expect(landingRequests("/tienda", "")).toEqual([
      "/api/productos?orden=destacados&limite=12&pagina=1",
      "/api/categorias",
    ]);
    expect(landingRequests("/tienda/ropa-mujer", "?pagina=2&color=Negro,Azul")[0]).toBe(
      "/api/productos?categoria=ropa-mujer&color=Negro%2CAzul&orden=destacados&limite=12&pagina=2",
    );
    expect(landingRequests("/buscar", "?q=camisa")[0]).toBe("/api/productos/buscar?q=camisa&limite=12&pagina=1");
    // A sorted search is a filtered list, not the search endpoint.
    expect(landingRequests("/buscar", "?q=camisa&orden=price-low")[0]).toBe(
      "/api/productos?q=camisa&orden=precio&direccion=asc&limite=12&pagina=1",
    );
    expect(landingRequests("/producto/p%C3%B10", "")).toEqual(["/api/productos/producto/p%C3%B10"]);
    expect(landingRequests("/ofertas", "")).toEqual([
      "/api/productos?en_oferta=true&orden=descuento&limite=100&pagina=1",
    ]);
  });

  it("on the cart, are the stored guest lines' products, once each, in the lines' order", () => {
    const stored = [
      { productoId: "p005", talla: "M", color: "Negro", cantidad: 1 },
      { productoId: "p\u00f10", talla: "S", color: "Azul", cantidad: 2 },
      { productoId: "p005", talla: "L", color: "Negro", cantidad: 1 },
    ];
    expect(landingRequests("/carrito", "", () => stored)).toEqual([
      "/api/productos/producto/p005",
      "/api/productos/producto/p%C3%B10",
    ]);
    // An empty, missing or broken stored cart asks for nothing.
    expect(landingRequests("/carrito", "", () => [])).toEqual([]);
    expect(cartProductUrls(null)).toEqual([]);
    expect(cartProductUrls([{ productoId: 5 }, null, "x", { productoId: "" }])).toEqual([]);
    // The checkout prices the cart with the server's quote (a POST), which is not sent early.
    expect(landingRequests("/carrito/pago", "", () => stored)).toEqual([]);
  });

  it("are none where the page would not read (an empty search) or is not a landing page", () => {
    expect(landingRequests("/buscar", "")).toEqual(["/api/categorias"]);
    expect(landingRequests("/admin", "")).toEqual([]);
    expect(landingRequests("/favoritos", "")).toEqual([]);
  });

  it("the catalogue's request is the same function CatalogueView queries", () => {
    const state = parseCatalogueParams(new URLSearchParams("q=camisa"), "relevance");
    expect(catalogueRequest(state, { sorts: SEARCH_SORTS, defaultSort: "relevance", search: true })).toEqual({
      kind: "search",
      q: "camisa",
      limite: 12,
      pagina: 1,
    });
    const shop = catalogueRequest(parseCatalogueParams(new URLSearchParams("stock=1"), "featured"), {
      sorts: SHOP_SORTS,
      defaultSort: "featured",
      fixed: { estilo: "casual" },
    });
    expect(shop).toMatchObject({
      kind: "list",
      enabled: true,
      params: { estilo: "casual", en_stock: true, orden: "destacados" },
    });
  });

  it("takes the first card's image for the preload", () => {
    expect(firstCardImage({ productos: [{ imagen: "img/productos/p005-1.svg" }, { imagen: "/x.svg" }] })).toBe(
      "/img/productos/p005-1.svg",
    );
    expect(firstCardImage({ productos: [] })).toBeUndefined();
    expect(firstCardImage(null)).toBeUndefined();
  });
});

describe("early GETs handed to the page's own request (web/src/lib/early-fetch.ts)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is taken once, by the same URL, within 30 s, as a copy the page can read", async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    fetchEarly("/api/a", 1_000);
    expect(fetchMock).toHaveBeenCalledWith("/api/a", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    expect(takeEarly("/api/b", 2_000)).toBeUndefined();
    const taken = takeEarly("/api/a", 2_000);
    expect(await (await taken!).json()).toEqual({ ok: true });
    expect(takeEarly("/api/a", 2_000)).toBeUndefined();

    fetchEarly("/api/old", 1_000);
    expect(takeEarly("/api/old", 31_001)).toBeUndefined();
  });

  /** A page whose HTML carries `body` as the answer for `url`, and maybe more (functions/src/pages/head.ts writes them). */
  const pageWith = (url: string, body: string, ...more: Array<[string, string]>) => {
    const ids = new Map([["page-data", [url, body]], ...more.map((m, i) => [`page-data-${i + 2}`, m] as const)]);
    return {
      getElementById: (id: string) => {
        const found = ids.get(id);
        return found ? { textContent: found[1], dataset: { url: found[0] } } : null;
      },
    } as unknown as Document;
  };

  it("takes a rendered page's embedded answer instead of requesting it, once, for its own URL only", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const doc = pageWith("/api/productos/producto/p005", '{"id":"p005","nombre":"Camiseta \\u003c/script\\u003e"}');

    startLandingRequests("/producto/p005", "", doc);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarly("/api/productos/producto/p006", 2_000)).toBeUndefined();
    const taken = takeEarly("/api/productos/producto/p005", 2_000);
    expect(await (await taken!).json()).toEqual({ id: "p005", nombre: "Camiseta </script>" });
    expect(takeEarly("/api/productos/producto/p005", 2_000)).toBeUndefined();
  });

  it("takes a rendered listing's first list, on a landing page and on any other, instead of requesting it", async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const list = "/api/productos?orden=destacados&limite=12&pagina=1";
    startLandingRequests("/tienda", "", pageWith(list, '{"productos":[{"id":"p001"}]}'));
    // Only the categories are asked for: the list is the page's, and its first photo is preloaded by the HTML.
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/categorias"]);
    expect(await (await takeEarly(list)!).json()).toEqual({ productos: [{ id: "p001" }] });

    // A style page is no landing page: the list its CatalogueView asks for is still the HTML's.
    fetchMock.mockClear();
    const style = "/api/productos?estilo=casual&orden=destacados&limite=12&pagina=1";
    startLandingRequests(
      "/categoria/casual",
      "",
      pageWith(style, '{"productos":[]}', ["/api/estilos", '{"estilos":[]}']),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await (await takeEarly(style)!).json()).toEqual({ productos: [] });
    // Its styles (the page's title and subtitle) as well, and at once for the route's first render.
    expect(embeddedAnswer("/api/estilos")).toEqual({ estilos: [] });
    expect(embeddedAnswer("/api/estilos", Date.now() + 31_000)).toBeUndefined();
    expect(embeddedAnswer("/api/contenido/hero")).toBeUndefined();
    expect(await (await takeEarly("/api/estilos")!).json()).toEqual({ estilos: [] });
  });

  it("on the cart, requests each line's product and preloads the first line's photo once it answers", async () => {
    const fetchMock = vi.fn(
      async (url: string) =>
        new Response(JSON.stringify({ id: url.split("/").pop(), imagen: `img/${url.split("/").pop()}.svg` })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const appended: Array<Record<string, string>> = [];
    const doc = {
      getElementById: () => null,
      createElement: () => {
        const attrs: Record<string, string> = {};
        return { ...attrs, setAttribute: (k: string, v: string) => (attrs[k] = v), attrs };
      },
      head: {
        appendChild: (el: Record<string, unknown>) => appended.push({ ...(el.attrs as object), ...el } as never),
      },
    } as unknown as Document;
    const stored = [
      { productoId: "p005", talla: "M", color: "Negro", cantidad: 1 },
      { productoId: "p007", talla: "S", color: "Azul", cantidad: 1 },
    ];
    startLandingRequests("/carrito", "", doc, () => stored);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      "/api/productos/producto/p005",
      "/api/productos/producto/p007",
    ]);
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]).toMatchObject({ rel: "preload", as: "image", href: "/img/p005.svg", fetchpriority: "high" });
    // The cart's own request for a line's product takes the answer already on its way.
    expect(await (await takeEarly("/api/productos/producto/p007")!).json()).toMatchObject({ id: "p007" });
  });

  it("requests the product when the page's HTML carries no answer for it (the SPA's plain HTML)", () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    startLandingRequests("/producto/p007", "", pageWith("/api/productos/producto/p005", "{}"));
    expect(fetchMock).toHaveBeenCalledWith("/api/productos/producto/p007", expect.anything());
  });
});
