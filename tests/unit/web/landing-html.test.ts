import { describe, expect, it } from "vitest";
import { withLandingPreloads } from "../../../web/build/preload-app";
import { landingHtmlFile, spaHtmlFile } from "../../../shared/src/landing-pages";

const INDEX = `<!doctype html>
<html>
  <head>
    <link rel="modulepreload" crossorigin href="/assets/start-react-dom-a.js">
    <script type="module" crossorigin src="/assets/start-entry-b.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("a landing page's HTML (web/build/preload-app.ts)", () => {
  it("lists the page's styles as style preloads and its chunks as module preloads, in order, before the entry", () => {
    const html = withLandingPreloads(INDEX, [
      "/assets/shop-shared-c.css",
      "/assets/shop-route-d.js",
      "/assets/shop-shared-e.js",
    ]);
    const links = [...html.matchAll(/<link [^>]+>|<script [^>]+>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-react-dom-a.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/shop-shared-c.css">',
      '<link rel="modulepreload" crossorigin href="/assets/shop-route-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shop-shared-e.js">',
      '<script type="module" crossorigin src="/assets/start-entry-b.js">',
    ]);
    // Nothing else changes: no inline script (the CSP allows none), the same body.
    expect(
      html.replace(
        /(?<!\s)\s*<link rel="(preload|modulepreload)" (as="style" )?crossorigin href="\/assets\/shop-[^"]+">/g,
        "",
      ),
    ).toBe(INDEX);
  });

  it("is index.html itself when the page has no files of its own", () => {
    expect(withLandingPreloads(INDEX, [])).toBe(INDEX);
  });

  it("stops the build when index.html has no entry script to put them before", () => {
    expect(() => withLandingPreloads("<html><head></head></html>", ["/assets/x.js"])).toThrow(/module script/);
  });
});

describe("the HTML file for a client route (shared/src/landing-pages.ts)", () => {
  it("is the landing page's for its paths and index.html for the rest", () => {
    expect(spaHtmlFile("/")).toBe(landingHtmlFile("home"));
    expect(spaHtmlFile("/tienda/ropa-mujer")).toBe("landing/shop.html");
    expect(spaHtmlFile("/producto/p005")).toBe("landing/product.html");
    expect(spaHtmlFile("/carrito/pago")).toBe("landing/checkout.html");
    expect(spaHtmlFile("/perfil")).toBe("index.html");
    expect(spaHtmlFile("/admin/productos")).toBe("index.html");
  });
});
