// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_VIEW_STYLE, holdApp, withCartFirstView } from "../../../web/build/cart-first-view";

const PUBLIC = join(__dirname, "../../../web/public");
const CART_PAINT = readFileSync(join(PUBLIC, "cart-paint.js"), "utf8");
const AFTER_PHOTO = readFileSync(join(PUBLIC, "after-photo.js"), "utf8");

const BUILT = `<!doctype html>
<html>
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" crossorigin href="/assets/app-shared.css">
    <link rel="modulepreload" crossorigin href="/assets/app.js">
    <link rel="preload" as="style" crossorigin href="/assets/page-cart.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-entry.js">
  </head>
  <body><div id="root"><div class="app-shell" aria-hidden="true"></div></div></body>
</html>`;

describe("the cart's and the checkout's landing HTML (web/build/cart-first-view.ts)", () => {
  it("holds the app's styles, preloads and entry, and loads the view's script, then after-photo.js naming the entry", () => {
    const html = withCartFirstView(BUILT, "cart");
    expect(html).toContain('<link data-after-photo="stylesheet" crossorigin href="/assets/app-shared.css">');
    expect(html).toContain('<link data-after-photo="modulepreload" crossorigin href="/assets/app.js">');
    expect(html).toContain('<link data-after-photo="preload" as="style" crossorigin href="/assets/page-cart.css">');
    expect(html).toContain('<link data-after-photo="modulepreload" crossorigin href="/assets/start-entry.js">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toMatch(/rel="(stylesheet|modulepreload)"/);
    expect(html).not.toContain('type="module"');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    // In this order: the view's data, its script (deferred scripts run in order), then the app's start.
    expect(scripts).toEqual([
      '<script type="application/json" id="cart-paint-colores">',
      '<script src="/cart-paint.js" data-page="cart" defer>',
      '<script src="/after-photo.js" data-entry="/assets/index-a.js" defer>',
    ]);
    expect(html.indexOf(CART_VIEW_STYLE)).toBeLessThan(html.indexOf("</head>"));
    expect(withCartFirstView(BUILT, "checkout")).toContain('<script src="/cart-paint.js" data-page="checkout" defer>');
  });

  it("carries the colour swatches as data, with no script the CSP would refuse", () => {
    const html = withCartFirstView(BUILT, "cart");
    const colours = JSON.parse(/id="cart-paint-colores">([^<]*)</.exec(html)![1]!) as Record<string, string>;
    expect(colours.Negro).toBe("#1a1a1a");
    // Every other <script> has a src: nothing inline runs.
    const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attrs, body]) => body && !/type="application\/json"/.test(attrs!),
    );
    expect(inline).toEqual([]);
  });

  it("stops the build when the HTML has no single module entry to hold", () => {
    expect(() => holdApp("<html><head></head><body></body></html>", "cart")).toThrow(/one module entry/);
  });
});

/** A product answer as GET /api/productos/producto/{id} gives it (the fields the view reads). */
const product = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  nombre: `Producto ${id}`,
  precio: 19.99,
  imagen: `img/productos/${id}.webp`,
  stock: 10,
  variantes: [{ talla: "M", color: "Negro", stock: 5 }],
  ...over,
});

describe("the cart's first view (web/public/cart-paint.js)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let answers: Record<string, unknown>;
  let drawnEvents: number;
  const onDrawn = () => drawnEvents++;

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><div class="app-shell"></div></div>' +
      '<script type="application/json" id="cart-paint-colores">{"Negro":"#1a1a1a"}</script>';
    localStorage.clear();
    answers = {};
    drawnEvents = 0;
    document.addEventListener("tienda:drawn", onDrawn);
    fetchMock = vi.fn((url: string) => {
      const body = answers[url];
      return Promise.resolve(
        body === undefined
          ? new Response("{}", { status: 404 })
          : new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
      );
    });
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    document.removeEventListener("tienda:drawn", onDrawn);
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  /** Runs the script as the page's <script src="/cart-paint.js" data-page="…"> would. */
  function run(page: "cart" | "checkout") {
    const tag = document.createElement("script");
    tag.setAttribute("data-page", page);
    Object.defineProperty(document, "currentScript", { value: tag, configurable: true });
    new Function(CART_PAINT)();
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const view = () => document.querySelector("#root .cp-view");
  const root = () => document.getElementById("root")!;

  it("draws the empty cart for a browser last seen as a guest's with no lines, at once", () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    run("cart");
    expect(view()?.querySelector("h2")?.textContent).toBe("Tu carrito está vacío");
    expect(view()?.querySelector("p")?.textContent).toBe("Agrega algunos productos para comenzar");
    expect(view()?.querySelector("a.cp-button")?.getAttribute("href")).toBe("/tienda");
    expect(view()?.querySelector("a.cp-button")?.textContent).toBe("Continuar Comprando");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(drawnEvents).toBe(1);
    expect(root().hasAttribute("data-drawing")).toBe(false);
  });

  it("draws the checkout's empty page with its own texts and crumbs", () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    run("checkout");
    expect(view()?.querySelector("h2")?.textContent).toBe("Carrito vacío");
    expect(view()?.querySelector("p")?.textContent).toBe("Agrega productos a tu carrito para finalizar la compra.");
    expect(view()?.querySelector("a.cp-button")?.textContent).toBe("Ir a la tienda");
    expect(Array.from(view()!.querySelectorAll("nav li:not([aria-hidden])")).map((li) => li.textContent)).toEqual([
      "Inicio",
      "Carrito",
      "Checkout",
    ]);
  });

  it("draws nothing for a browser last seen signed in: the account's cart is on the server", () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("account"));
    localStorage.setItem(
      "shop-cart-guest",
      JSON.stringify([{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }]),
    );
    run("cart");
    expect(view()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(drawnEvents).toBe(1);
  });

  it("asks the session of a browser never seen, and keeps its answer as useCart does", async () => {
    answers["/api/auth/sesion"] = { usuario: null };
    run("cart");
    expect(view()).toBeNull();
    expect(root().hasAttribute("data-drawing")).toBe(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/sesion", expect.objectContaining({ credentials: "same-origin" }));
    expect(JSON.parse(localStorage.getItem("shop-cart-owner")!)).toBe("guest");
    expect(view()?.querySelector("h2")?.textContent).toBe("Tu carrito está vacío");
    expect(drawnEvents).toBe(1);

    document.body.innerHTML = '<div id="root"></div>';
    localStorage.clear();
    answers["/api/auth/sesion"] = { usuario: { id: "u1" } };
    run("cart");
    await settle();
    expect(JSON.parse(localStorage.getItem("shop-cart-owner")!)).toBe("account");
    expect(view()).toBeNull();
    expect(drawnEvents).toBe(2);
  });

  it("draws nothing when the session cannot be read", async () => {
    run("checkout");
    await settle();
    expect(view()).toBeNull();
    expect(localStorage.getItem("shop-cart-owner")).toBeNull();
    expect(drawnEvents).toBe(1);
  });

  it("draws a guest's lines as the cart reads them, then each one's photo, name and price from its product", async () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    localStorage.setItem(
      "shop-cart-guest",
      JSON.stringify([
        { productoId: "p1", talla: "M", color: "Negro", cantidad: 1 },
        { productoId: "p2", talla: "<b>L</b>", color: "Rojo", cantidad: 2 },
        { productoId: "p1", talla: "M", color: "Negro", cantidad: 2 },
        { productoId: "", cantidad: 1 },
        { productoId: "p3", cantidad: 0 },
        "basura",
      ]),
    );
    answers["/api/productos/producto/p1"] = product("p1");
    answers["/api/productos/producto/p2"] = product("p2", {
      precio: 5,
      imagen: "https://cdn.example/p2.webp",
      variantes: [{ talla: "<b>L</b>", color: "Rojo", stock: 2 }],
    });
    run("cart");
    expect(view()?.querySelector("h1")?.textContent).toBe("TU CARRITO");
    // The lines wait for their products, so none changes height once painted; so does the app's start.
    expect(view()!.querySelectorAll("li.cp-line")).toHaveLength(0);
    expect(drawnEvents).toBe(0);
    expect(root().hasAttribute("data-drawing")).toBe(true);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/productos/producto/p1",
      "/api/productos/producto/p2",
    ]);
    const lines = Array.from(view()!.querySelectorAll("li.cp-line"));
    // Duplicates merged (3 units of p1), malformed lines dropped, as sanitizeLines does.
    expect(lines).toHaveLength(2);
    expect(lines[0]!.querySelector(".cp-qty p")?.textContent).toBe("3");
    // Stored text is drawn as text.
    expect(lines[1]!.querySelector(".cp-meta")?.textContent).toBe("Talla: <b>L</b>");
    expect(lines[0]!.querySelector(".cp-swatch")?.getAttribute("style")).toBe("background:#1a1a1a");
    expect(lines[1]!.querySelector(".cp-swatch")?.getAttribute("style")).toContain("gray-300");
    expect(view()!.querySelectorAll(".cp-bone")).toHaveLength(0);
    const [first, second] = Array.from(view()!.querySelectorAll("img"));
    expect(first?.getAttribute("src")).toBe("/img/productos/p1.webp");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("alt")).toBe("Producto p1");
    expect(second?.getAttribute("src")).toBe("https://cdn.example/p2.webp");
    expect(second?.hasAttribute("fetchpriority")).toBe(false);
    expect(lines[0]!.querySelector("a.cp-name")?.getAttribute("href")).toBe("/producto/p1");
    expect(lines[0]!.querySelector(".cp-price")?.textContent).toBe("$19.99");
    expect(lines[1]!.querySelector(".cp-price")?.textContent).toBe("$5.00");
    // Each answer stays in #root for the app's own queries (lib/early-fetch.ts keepPageData), in order.
    const kept = Array.from(root().querySelectorAll('script[type="application/json"]')).map((el) => [
      el.id,
      el.getAttribute("data-url"),
      (JSON.parse(el.textContent!) as { id: string }).id,
    ]);
    expect(kept).toEqual([
      ["page-data", "/api/productos/producto/p1", "p1"],
      ["page-data-2", "/api/productos/producto/p2", "p2"],
    ]);
    expect(drawnEvents).toBe(1);
    expect(root().hasAttribute("data-drawing")).toBe(false);
  });

  it("leaves a line the app would mark (short of stock, product gone) as placeholders, and still lets the app start", async () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    localStorage.setItem(
      "shop-cart-guest",
      JSON.stringify([
        { productoId: "p1", talla: "M", color: "Negro", cantidad: 9 },
        { productoId: "gone", talla: "M", color: "Negro", cantidad: 1 },
      ]),
    );
    answers["/api/productos/producto/p1"] = product("p1");
    run("cart");
    await settle();
    expect(view()!.querySelectorAll("img")).toHaveLength(0);
    expect(view()!.querySelectorAll(".cp-img.cp-bone")).toHaveLength(2);
    expect(view()!.querySelector(".cp-name")).toBeNull();
    expect(drawnEvents).toBe(1);
  });

  it("stays over the app's main while the app shows its route's skeleton, and leaves once the page is in", async () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    run("cart");
    const drawnView = view()!;
    // React's first render empties #root and shows the route's skeleton.
    root().innerHTML = '<main id="contenido"><div aria-busy="true">…</div></main>';
    await settle();
    expect(drawnView.isConnected).toBe(true);
    expect(drawnView.parentElement).toBe(document.body);
    expect(drawnView.classList.contains("cp-over")).toBe(true);
    // The page replaces the skeleton: the view goes.
    document.getElementById("contenido")!.innerHTML = "<div><h2>Tu carrito está vacío</h2></div>";
    await settle();
    expect(drawnView.isConnected).toBe(false);
  });

  it("goes with React's first render when that already draws the page", async () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    run("cart");
    const drawnView = view()!;
    root().innerHTML = '<main id="contenido"><div><h2>Tu carrito está vacío</h2></div></main>';
    await settle();
    expect(drawnView.isConnected).toBe(false);
  });

  it("draws the checkout's heading for a guest with lines, without asking for the products", () => {
    localStorage.setItem("shop-cart-owner", JSON.stringify("guest"));
    localStorage.setItem(
      "shop-cart-guest",
      JSON.stringify([{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }]),
    );
    run("checkout");
    expect(view()?.querySelector("h1")?.textContent).toBe("Finalizar Compra");
    expect(view()?.querySelector("a.cp-back")?.getAttribute("href")).toBe("/carrito");
    expect(view()?.querySelector(".cp-empty")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(drawnEvents).toBe(1);
  });
});

describe("the app's start on the cart pages (web/public/after-photo.js)", () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    document.head.innerHTML =
      '<link data-after-photo="modulepreload" href="/assets/app.js">' +
      '<script src="/after-photo.js" data-entry="/assets/index-a.js"></script>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });
  const started = () => document.head.querySelector('script[type="module"][src="/assets/index-a.js"]') !== null;
  const runFrames = () => {
    for (let i = 0; i < 2; i++) {
      const now = frames;
      frames = [];
      now.forEach((cb) => cb(0));
    }
  };

  it("waits while the view is drawn, then for its photo's paint, before fetching the app", () => {
    document.body.innerHTML = '<div id="root" data-drawing=""></div>';
    new Function(AFTER_PHOTO)();
    runFrames();
    expect(started()).toBe(false);
    const img = document.createElement("img");
    img.setAttribute("fetchpriority", "high");
    img.src = "/img/p1.webp";
    // Still loading (jsdom loads no image).
    Object.defineProperty(img, "complete", { value: false });
    document.getElementById("root")!.appendChild(img);
    document.getElementById("root")!.removeAttribute("data-drawing");
    document.dispatchEvent(new Event("tienda:drawn"));
    runFrames();
    expect(started()).toBe(false);
    img.dispatchEvent(new Event("load"));
    runFrames();
    expect(started()).toBe(true);
    expect(document.head.querySelector('link[rel="modulepreload"][href="/assets/app.js"]')).not.toBeNull();
  });

  it("starts the app after its longest wait even when the view never says it is drawn", () => {
    document.body.innerHTML = '<div id="root" data-drawing=""></div>';
    new Function(AFTER_PHOTO)();
    vi.advanceTimersByTime(1499);
    expect(started()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(true);
  });

  it("starts two frames after a view without a photo is drawn", () => {
    document.body.innerHTML = '<div id="root" data-drawing=""></div>';
    new Function(AFTER_PHOTO)();
    document.getElementById("root")!.removeAttribute("data-drawing");
    document.dispatchEvent(new Event("tienda:drawn"));
    expect(started()).toBe(false);
    runFrames();
    expect(started()).toBe(true);
  });
});
