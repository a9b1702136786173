import { describe, expect, it } from "vitest";
import type { Product, BreadcrumbList, Offer, AggregateRating } from "schema-dts";
import { cutDescription, escapeHtml, jsonForScript } from "../../../functions/src/pages/html";
import { injectPage } from "../../../functions/src/pages/head";
import { PRODUCT_IMAGE_SIZE, productPage } from "../../../functions/src/pages/product-page";
import { homePage } from "../../../functions/src/pages/site-pages";
import { toApiProduct } from "../../../functions/src/domain/catalogue/to-api-product";
import { productRecord } from "../../helpers/factories";
import { canonicalOf, imagesOf, jsonLdOf, metaOf, scriptCount, titleOf } from "./seo-parse";

const ORIGIN = "https://tienda.example";
const NOW = new Date("2026-06-01T12:00:00.000Z");
/** The shape of the built index.html: title, description, the static shell in #root, the entry. */
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Tienda de ropa" /><title>Tienda</title></head><body>' +
  '<div id="root"><div class="app-shell" aria-hidden="true"><div class="app-shell-banner"></div></div></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

/** The store's name as its owner set it (settings' nombre_tienda). */
const NAME = "MODA CARACAS";
const render = (p = productRecord(), now = NOW) => injectPage(TEMPLATE, productPage(p, ORIGIN, now, 30, NAME));

/** The API answer a page carries for the app (its URL and parsed body). */
function embeddedOf(html: string): { url: string; body: Record<string, unknown> } {
  const m = /<script type="application\/json" id="page-data" data-url="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return { url: m![1]!, body: JSON.parse(m![2]!) as Record<string, unknown> };
}

/** The JSON-LD Product of a page, typed as schema.org's (only the fields Google's product snippets use). */
function productLd(html: string) {
  const ld = jsonLdOf(html).find((d) => d["@type"] === "Product") as Exclude<Product, string> & Record<string, unknown>;
  expect(ld).toBeDefined();
  return { ld, offer: ld.offers as Exclude<Offer, string> };
}

describe("escaping", () => {
  it("escapes text and attribute values", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("writes JSON a script cannot be closed by, and that parses back unchanged", () => {
    const value = { name: '</script><script>alert(1)</script><!-- \u2028 & "q"' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe("cutDescription", () => {
  it("keeps a short description whole, with its whitespace collapsed", () => {
    expect(cutDescription("  Camisa de lino.\n\nFresca  y ligera. ")).toBe("Camisa de lino. Fresca y ligera.");
  });

  it("cuts a long one at a word before 160 characters, with an ellipsis", () => {
    const words = Array.from({ length: 60 }, (_v, i) => `palabra${i}`).join(" ");
    const cut = cutDescription(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.length).toBeGreaterThan(120);
    expect(cut.endsWith("…")).toBe(true);
    // Whole words only: what is left before the ellipsis is a prefix of the text ending at a word.
    const kept = cut.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(" ");
  });
});

describe("a product page's HTML", () => {
  const product = productRecord({
    id: "p-camisa",
    nombre: "Camisa Oxford",
    descripcion: "Camisa de algodón. ".repeat(20),
    imagenes: ["img/productos/p-camisa-1.webp", "img/productos/p-camisa-2.webp"],
    precio_cents: 2599,
    calificacion: 4.5,
    num_resenas: 12,
    marca_nombre: "Urbano",
    categoria_nombre: "Ropa de Hombre",
    subcategoria_nombre: "Camisas",
  });
  const html = render(product);

  it("has one title with the product's and the store's name, and one description cut near 160", () => {
    expect(titleOf(html)).toEqual(["Camisa Oxford | MODA CARACAS"]);
    const [description] = metaOf(html, "description");
    expect(metaOf(html, "description")).toHaveLength(1);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description!.startsWith("Camisa de algodón. Camisa de algodón.")).toBe(true);
  });

  it("carries the canonical URL, Open Graph and the Twitter card", () => {
    const url = `${ORIGIN}/producto/p-camisa`;
    expect(canonicalOf(html)).toEqual([url]);
    expect(metaOf(html, "og:type")).toEqual(["product"]);
    expect(metaOf(html, "og:title")).toEqual(["Camisa Oxford | MODA CARACAS"]);
    expect(metaOf(html, "og:url")).toEqual([url]);
    expect(metaOf(html, "og:image")).toEqual([`${ORIGIN}/img/productos/p-camisa-1.webp`]);
    expect(metaOf(html, "og:image:width")).toEqual([String(PRODUCT_IMAGE_SIZE.width)]);
    expect(metaOf(html, "og:image:height")).toEqual([String(PRODUCT_IMAGE_SIZE.height)]);
    expect(metaOf(html, "product:price:amount")).toEqual(["25.99"]);
    expect(metaOf(html, "product:price:currency")).toEqual(["USD"]);
    expect(metaOf(html, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("has one JSON-LD Product with what Google's product snippets need", () => {
    const { ld, offer } = productLd(html);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld.name).toBe("Camisa Oxford");
    expect(ld.sku).toBe("p-camisa");
    expect(ld.image).toEqual([`${ORIGIN}/img/productos/p-camisa-1.webp`, `${ORIGIN}/img/productos/p-camisa-2.webp`]);
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Urbano" });
    expect(ld.category).toBe("Ropa de Hombre > Camisas");
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: "25.99",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${ORIGIN}/producto/p-camisa`,
    });
    expect(offer.priceValidUntil).toBeUndefined();
    const rating = ld.aggregateRating as Exclude<AggregateRating, string>;
    expect(rating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    const trail = jsonLdOf(html).find((d) => d["@type"] === "BreadcrumbList") as unknown as Exclude<
      BreadcrumbList,
      string
    >;
    expect(trail.itemListElement).toHaveLength(3);
  });

  it("shows the name and the main image, sized and with fetchpriority=high, inside #root after the shell", () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script src="/after-photo.js"'));
    expect(root.indexOf("app-shell")).toBeLessThan(root.indexOf("ssr-product"));
    expect(root).toContain("<h1>Camisa Oxford</h1>");
    expect(root).toContain("$25.99");
    expect(imagesOf(root)).toEqual([
      {
        class: "ssr-product-img",
        src: "/img/productos/p-camisa-1.webp",
        alt: "Camisa Oxford",
        width: "600",
        height: "750",
        fetchpriority: "high",
      },
    ]);
    // The snippet sits inside #root (which React's createRoot empties), so nothing is left behind.
    expect(html.indexOf("ssr-product")).toBeLessThan(html.lastIndexOf("</div></div>"));
  });

  it("carries the product's API answer for the app inside #root, where React's first render drops it", () => {
    const { url, body } = embeddedOf(html);
    expect(url).toBe("/api/productos/producto/p-camisa");
    expect(body).toEqual(JSON.parse(JSON.stringify(toApiProduct(product))));
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('<script src="/after-photo.js"'));
  });

  it("preloads the main image first thing in the head, ahead of the app's stylesheets and scripts", () => {
    const head = html.slice(html.indexOf("<head>") + "<head>".length);
    expect(
      head.startsWith('<link rel="preload" as="image" href="/img/productos/p-camisa-1.webp" fetchpriority="high">'),
    ).toBe(true);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it("holds the app's styles, preloads and entry until the photo is painted (web/public/after-photo.js)", () => {
    const built = TEMPLATE.replace(
      "</head>",
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />' +
        '<link rel="stylesheet" crossorigin href="/assets/app.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/app.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/page.css"></head>',
    ).replace(
      '<script type="module" src="/assets/index.js">',
      '<script type="module" crossorigin src="/assets/index.js">',
    );
    const page = injectPage(built, productPage(product, ORIGIN, NOW, 30, NAME));
    expect(page).toContain('<link data-after-photo="stylesheet" crossorigin href="/assets/app.css">');
    expect(page).toContain('<link data-after-photo="modulepreload" crossorigin href="/assets/app.js">');
    expect(page).toContain('<link data-after-photo="preload" as="style" crossorigin href="/assets/page.css">');
    // What the first paint uses stays: the icon and the photo's own preload.
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/img/productos/p-camisa-1.webp" fetchpriority="high">',
    );
    expect(page).not.toMatch(/rel="(stylesheet|modulepreload)"/);
    expect(page).not.toContain('type="module"');
    expect(page).toContain('<script src="/after-photo.js" data-entry="/assets/index.js" defer></script>');
    // A page without a photo in its HTML loads the app as built.
    const home = injectPage(built, homePage(ORIGIN, NAME));
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(home).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(home).not.toContain("after-photo");
  });

  it("says OutOfStock when no variant has stock, and has no rating without reviews", () => {
    const page = render(
      productRecord({ stock_variantes: { "M|Negro": 0, "L|Negro": 0 }, num_resenas: 0, calificacion: 0 }),
    );
    const { ld, offer } = productLd(page);
    expect(offer.availability).toBe("https://schema.org/OutOfStock");
    expect(ld.aggregateRating).toBeUndefined();
    expect(page).toContain("<p>Agotado</p>");
  });
});

describe("prices under an offer", () => {
  const offer = (fin: string | null, inicio: string | null = null) => ({
    porcentaje: 20,
    precio_base_cents: 5000,
    inicio,
    fin,
    flash: false,
  });

  it("shows the offer's price with its end as priceValidUntil, the edge keeping it no longer than the offer runs", () => {
    const p = productRecord({
      precio_cents: 4000,
      precio_original_cents: 5000,
      oferta: offer("2026-06-01T12:00:10.000Z"),
    });
    const page = productPage(p, ORIGIN, NOW, 30);
    const html = injectPage(TEMPLATE, page);
    expect(productLd(html).offer).toMatchObject({ price: "40.00", priceValidUntil: "2026-06-01" });
    expect(html).toContain("$40.00 <s>$50.00</s>");
    expect(page.edgeSeconds).toBe(10);
  });

  it("shows the base price once the offer has ended, even before the offers job has moved the stored price", () => {
    // The stored record still has the offer's price: the job runs once a minute.
    const p = productRecord({
      precio_cents: 4000,
      precio_original_cents: 5000,
      oferta: offer("2026-06-01T11:59:50.000Z"),
    });
    const html = render(p);
    expect(productLd(html).offer.price).toBe("50.00");
    expect(metaOf(html, "product:price:amount")).toEqual(["50.00"]);
    expect(html).not.toContain("<s>");
    // The app starts from the same price the HTML shows.
    expect(embeddedOf(html).body).toMatchObject({ precio: 50, precio_original: null, porcentaje_descuento: 0 });
  });

  it("leaves the default edge lifetime when the next change is further away than it", () => {
    const p = productRecord({ oferta: offer("2026-06-02T00:00:00.000Z") });
    expect(productPage(p, ORIGIN, NOW, 30).edgeSeconds).toBeUndefined();
  });
});

describe("hostile names and descriptions", () => {
  const nombre = `Camisa "Rock" </script><script>alert('nombre')</script>`;
  const descripcion = `Algodón <b>fino</b>" onload="alert(1) </SCRIPT><img src=x onerror=alert(2)> & más`;
  const html = render(productRecord({ nombre, descripcion }));

  it("never ends the JSON-LD early nor opens a script of their own", () => {
    // The template's entry script, the two JSON-LD blocks (Product, BreadcrumbList) and the embedded
    // API answer, nothing more.
    expect(scriptCount(html)).toBe(4);
    expect(html).not.toMatch(/<script>alert|<img src=x/i);
    const { ld } = productLd(html);
    expect(ld.name).toBe(nombre);
    expect(ld.description).toBe(descripcion);
    expect(embeddedOf(html).body).toMatchObject({ nombre, descripcion });
  });

  it("stays inside its attributes and elements", () => {
    expect(titleOf(html)).toEqual([`${nombre} | MODA CARACAS`]);
    expect(metaOf(html, "og:title")).toEqual([`${nombre} | MODA CARACAS`]);
    expect(metaOf(html, "description")).toEqual([descripcion]);
    expect(imagesOf(html).map((i) => i.alt)).toEqual([nombre]);
    expect(html).not.toContain('" onload="');
  });
});

describe("the home page", () => {
  it("carries Organization and a WebSite whose SearchAction is /buscar?q=", () => {
    const html = injectPage(TEMPLATE, homePage(ORIGIN, NAME));
    const ld = jsonLdOf(html);
    expect(ld.map((d) => d["@type"])).toEqual(["Organization", "WebSite"]);
    expect(ld[1]).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${ORIGIN}/buscar?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
    expect(titleOf(html)).toEqual(["Inicio | MODA CARACAS"]);
    expect(metaOf(html, "og:site_name")).toEqual([NAME]);
    expect(ld[0]).toMatchObject({ name: NAME });
    expect(canonicalOf(html)).toEqual([`${ORIGIN}/`]);
  });

  it("names no store while its owner has given no name (issue 46, item 3)", () => {
    const home = injectPage(TEMPLATE, homePage(ORIGIN));
    expect(titleOf(home)).toEqual(["Inicio"]);
    expect(metaOf(home, "og:site_name")).toEqual([]);
    expect(jsonLdOf(home)[0]).not.toHaveProperty("name");
    const product = injectPage(TEMPLATE, productPage(productRecord({ nombre: "Camisa Oxford" }), ORIGIN, NOW, 30));
    expect(titleOf(product)).toEqual(["Camisa Oxford"]);
    expect(product).not.toContain("seller");
    expect(product).not.toMatch(/\| Tienda|"Tienda"/);
  });
});

describe("the home's hero in its HTML", () => {
  const slide = {
    id: "s1",
    titulo: `Rebajas </h1><script>alert(1)</script>`,
    descripcion: `Todo "a mitad" & más`,
    textoBoton: "Comprar",
    enlaceBoton: "/ofertas",
    imagen: "img/hero/rebajas.webp",
    altImagen: "Modelo con vestido",
    tema: "dark" as const,
    estadisticas: [
      { numero: "1K+", etiqueta: "Productos" },
      { numero: "2", etiqueta: "Tiendas" },
      { numero: "24h", etiqueta: "Envío" },
    ],
  };
  const hero = { diapositivas: [slide, { ...slide, id: "s2", titulo: "Segunda" }] };

  it("draws the first slide with its photo preloaded first and carries the hero's answer for the SPA", () => {
    const html = injectPage(TEMPLATE, homePage(ORIGIN, NAME, { hero }));
    // What #root shows (the embedded answer after it holds every slide).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
    expect(root).toContain('<section class="ssr-hero ssr-hero-dark" aria-label="Destacados">');
    expect(root).toContain("<h1>Rebajas &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(root).toContain("Todo &quot;a mitad&quot; &amp; más");
    expect(root).toContain('<a class="ssr-hero-cta" href="/ofertas">Comprar</a>');
    expect(root).not.toContain("Segunda");
    expect(imagesOf(root)).toEqual([
      { src: "/img/hero/rebajas.webp", alt: "Modelo con vestido", width: "600", height: "600", fetchpriority: "high" },
    ]);
    const head = html.slice(html.indexOf("<head>") + "<head>".length);
    expect(head.startsWith('<link rel="preload" as="image" href="/img/hero/rebajas.webp" fetchpriority="high">')).toBe(
      true,
    );
    // The entry, the two JSON-LD blocks and the hero's answer: none opened by the title.
    expect(scriptCount(html)).toBe(4);
    expect(embeddedOf(html)).toEqual({ url: "/api/contenido/hero", body: hero });
  });

  it("links the button only within the store, and preloads no photo of another site", () => {
    const html = injectPage(
      TEMPLATE,
      homePage(ORIGIN, NAME, {
        hero: {
          diapositivas: [{ ...slide, enlaceBoton: "javascript:alert(1)", imagen: "https://otro.example/x.webp" }],
        },
      }),
    );
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
    expect(root).toContain('<a class="ssr-hero-cta" href="/tienda">');
    expect(root).not.toContain("javascript:");
    expect(html).not.toContain('rel="preload" as="image"');
    expect(imagesOf(html)).toEqual([]);
  });

  it("leaves a store without a hero to the SPA ('Tienda en preparación'), with the answer it would get", () => {
    const html = injectPage(TEMPLATE, homePage(ORIGIN, null, { hero: null }));
    expect(html).not.toContain("ssr-hero");
    expect(embeddedOf(html)).toEqual({ url: "/api/contenido/hero", body: null });
  });
});
