/// <reference lib="dom" />
import { canonicalOf, imagesOf, jsonLdOf, metaOf, titleOf } from "../unit/functions/seo-parse";
import { expect, test, variantsWithStock } from "./support";

/**
 * A product link shared in WhatsApp or Instagram (issue 38): the HTML the store answers already
 * says what the product is (what a link preview or a crawler reads, with no script), and the same
 * page opened in a browser paints the product's name and photo from that HTML, then boots the SPA,
 * which sells as before. Unknown pages answer a true 404 and the SPA still draws its not-found page.
 */

interface ApiProduct {
  id: string;
  nombre: string;
  precio: number;
  imagenes: string[];
}

/** The JSON-LD Product fields a product snippet needs. */
interface ProductLd {
  name: string;
  image: string[];
  offers: { price: string | number; priceCurrency: string; availability: string; url: string };
}

test("a shared product link unfolds from its HTML and the page sells as before", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const [stocked] = await variantsWithStock(request, { min: 1 });
  const id = stocked!.productoId;
  const product = (await (await request.get(`/api/productos/producto/${id}`)).json()) as ApiProduct;
  const url = `${baseURL}/producto/${id}`;

  // What a link preview reads: no JavaScript, only the answer's HTML.
  const shared = await request.get(`/producto/${id}`);
  expect(shared.status()).toBe(200);
  expect(shared.headers()["content-type"]).toContain("text/html");
  const html = await shared.text();
  expect(titleOf(html)).toEqual([`${product.nombre} | Tienda`]);
  expect(canonicalOf(html)).toEqual([url]);
  expect(metaOf(html, "og:title")[0]).toContain(product.nombre);
  expect(metaOf(html, "og:type")).toEqual(["product"]);
  expect(metaOf(html, "product:price:amount")).toEqual([product.precio.toFixed(2)]);
  const [ogImage] = metaOf(html, "og:image");
  expect(ogImage!.startsWith(`${baseURL}/`), ogImage).toBe(true);
  expect(ogImage!.endsWith(product.imagenes[0]!.replace(/^\//, ""))).toBe(true);
  const photo = await request.get(ogImage!);
  expect(photo.ok()).toBe(true);
  expect(photo.headers()["content-type"]).toMatch(/^image\//);
  const ld = jsonLdOf(html).find((d) => d["@type"] === "Product") as ProductLd | undefined;
  expect(ld).toBeDefined();
  expect(ld!.name).toBe(product.nombre);
  expect(ld!.image).toContain(ogImage);
  expect(ld!.offers).toMatchObject({
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url,
  });
  expect(Number(ld!.offers.price)).toBe(product.precio);

  // The browser: the name and the photo are in the HTML it receives, before any script runs.
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  const response = await page.goto(`/producto/${id}`);
  expect(response!.status()).toBe(200);
  const received = await response!.text();
  const rootStart = received.indexOf('<div id="root">');
  expect(rootStart).toBeGreaterThan(-1);
  const firstScreen = received.slice(rootStart);
  const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(firstScreen)?.[1];
  expect(
    heading
      ?.replace(/&amp;/g, "&")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  ).toBe(product.nombre);
  const hero = imagesOf(firstScreen).find((img) => img.fetchpriority === "high");
  expect(hero, "the main photo, fetched first").toBeDefined();
  expect(new URL(hero!.src!, baseURL).href).toBe(ogImage);

  // The SPA takes over: its own heading (one, the first screen's is replaced) and its buttons.
  await expect(page.getByRole("heading", { level: 1, name: product.nombre })).toHaveCount(1, { timeout: 30_000 });
  const add = page.getByTestId("add-to-cart");
  await expect(add).toBeVisible({ timeout: 30_000 });
  // Adding without a size opens the size picker (its own chunk: a loaded machine may take a while).
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Selecciona una talla" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog
    .getByRole("button", { name: /^Talla \S+$/ })
    .first()
    .click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Producto agregado al carrito").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("cart-trigger")).toHaveAccessibleName("Carrito, 1 artículo");
  await page.goto("/carrito");
  await expect(page.getByTestId("cart-line")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("cart-line")).toContainText(product.nombre);
  expect(errors).toEqual([]);

  // Without JavaScript at all (a reader that runs no script), the first screen still shows both.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const bare = await noScript.newPage();
    await bare.goto(`/producto/${id}`);
    await expect(bare.getByRole("heading", { level: 1, name: product.nombre })).toBeVisible({ timeout: 30_000 });
    const img = bare.locator('img[fetchpriority="high"]');
    await expect(img).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
  } finally {
    await noScript.close();
  }
});

test("an unknown product or page answers 404 and the SPA still draws its not-found page", async ({ page, request }) => {
  const shared = await request.get("/producto/no-existe-este");
  expect(shared.status()).toBe(404);
  const html = await shared.text();
  expect(metaOf(html, "robots")[0]).toContain("noindex");
  expect(html).toContain('<div id="root">');

  const product = await page.goto("/producto/no-existe-este");
  expect(product!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Producto no encontrado" })).toBeVisible({ timeout: 30_000 });

  const unknown = await page.goto("/esto-no-existe");
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
});
