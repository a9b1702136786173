import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { CSRF, expect as baseExpect, signInAs, test } from "./support";

/**
 * The admin's 'Tienda' → Inicio, Páginas, Menús y pie and Testimonios: what the admin publishes in
 * the browser reaches the storefront. Storefront checks open a fresh context (a returning browser
 * may keep public reads a minute). Each test puts back what it changed, for the other specs.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

async function storefront(browser: Browser, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test("the admin edits the hero and an info page; the storefront shows them", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  await signInAs(page, "admin");
  const before = await (await page.request.get("/api/admin/contenido")).json();
  const pageBefore = await (await page.request.get("/api/paginas/carrera")).json();
  try {
    await page.goto("/admin/tienda/inicio");
    const hero = page.getByTestId("hero-form");
    await expect(hero.getByTestId("diapositiva-0-titulo")).toHaveValue(before.bloques.hero.diapositivas[0].titulo);
    await hero.getByTestId("diapositiva-0-titulo").fill(`TEMPORADA ${tag}`);
    // The preview follows the form before anything is published.
    await expect(hero.getByLabel("Vista previa de la diapositiva").first()).toContainText(`TEMPORADA ${tag}`);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/contenido/hero") && r.request().method() === "PUT",
    );
    await page.getByTestId("hero-form-guardar").click();
    expect((await saved).status(), await (await saved).text()).toBe(200);
    await expect(page.getByText("Hero publicado")).toBeVisible();

    // A bad link is refused in Spanish on its field, nothing is sent.
    await hero.getByLabel("Enlace del botón").first().fill("javascript:alert(1)");
    await page.getByTestId("hero-form-guardar").click();
    await expect(
      hero.getByText("El enlace debe ser una ruta de la tienda (/...) o una dirección https://"),
    ).toBeVisible();

    await page
      .getByRole("navigation", { name: "Secciones de la tienda" })
      .getByRole("link", { name: "Páginas" })
      .click();
    await page.getByRole("listitem").filter({ hasText: "/carrera" }).click();
    await page.getByTestId("pagina-titulo").fill(`Trabaja con nosotros ${tag}`);
    await page.getByTestId("pagina-seccion-0-parrafos").fill(`Buscamos vendedores en Maracaibo.\n\nEscríbenos ${tag}.`);
    await expect(page.getByLabel("Vista previa de la página")).toContainText(`Escríbenos ${tag}.`);
    const pageSaved = page.waitForResponse(
      (r) => r.url().endsWith("/api/paginas/carrera") && r.request().method() === "PUT",
    );
    await page.getByTestId("pagina-form-guardar").click();
    expect((await pageSaved).status(), await (await pageSaved).text()).toBe(200);

    await storefront(browser, "/", async (shop) => {
      await expect(shop.getByRole("heading", { level: 1, name: `TEMPORADA ${tag}` })).toBeVisible();
    });
    await storefront(browser, "/carrera", async (shop) => {
      await expect(shop.getByRole("heading", { level: 1, name: `Trabaja con nosotros ${tag}` })).toBeVisible();
      await expect(shop.getByText("Buscamos vendedores en Maracaibo.")).toBeVisible();
      await expect(shop.getByText(`Escríbenos ${tag}.`)).toBeVisible();
    });
  } finally {
    await page.request.put("/api/contenido/hero", { headers: CSRF, data: before.bloques.hero });
    await page.request.put("/api/paginas/carrera", { headers: CSRF, data: pageBefore });
  }
});

test("the admin edits the header menu and the footer; the storefront shows them", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  await signInAs(page, "admin");
  const before = await (await page.request.get("/api/admin/contenido")).json();
  try {
    await page.goto("/admin/tienda/menus");
    const nav = page.getByTestId("navegacion-form");
    // The screen's chunk and the content load first; on a busy machine that takes a while.
    await expect(nav.getByLabel("Enlace 1: nombre")).toHaveValue(before.bloques.navegacion.elementosMenu[0].nombre, {
      timeout: 90_000,
    });

    // A link that is neither a store path nor https:// is refused in Spanish on its field.
    await nav.getByLabel("Ruta o https://").first().fill("javascript:alert(1)");
    await page.getByTestId("navegacion-form-guardar").click();
    await expect(
      nav.getByText("El enlace debe ser una ruta de la tienda (/...) o una dirección https://"),
    ).toBeVisible();
    await nav.getByLabel("Ruta o https://").first().fill(before.bloques.navegacion.elementosMenu[0].enlace);

    await nav.getByLabel("Enlace 1: nombre").fill(`Novedades ${tag}`);
    const navSaved = page.waitForResponse(
      (r) => r.url().endsWith("/api/contenido/navegacion") && r.request().method() === "PUT",
    );
    await page.getByTestId("navegacion-form-guardar").click();
    expect((await navSaved).status(), await (await navSaved).text()).toBe(200);
    await expect(page.getByText("Menú publicado")).toBeVisible();

    const footer = page.getByTestId("footer-form");
    await footer.getByLabel("Descripción").fill(`Ropa hecha en Valencia ${tag}`);
    const footerSaved = page.waitForResponse(
      (r) => r.url().endsWith("/api/contenido/footer") && r.request().method() === "PUT",
    );
    await page.getByTestId("footer-form-guardar").click();
    expect((await footerSaved).status(), await (await footerSaved).text()).toBe(200);
    await expect(page.getByText("Pie de página publicado")).toBeVisible();

    await storefront(browser, "/", async (shop) => {
      await expect(
        shop
          .getByRole("banner")
          .getByRole("link", { name: `Novedades ${tag}` })
          .first(),
      ).toBeVisible();
      await expect(shop.getByRole("contentinfo").getByText(`Ropa hecha en Valencia ${tag}`)).toBeVisible();
    });
  } finally {
    await page.request.put("/api/contenido/navegacion", { headers: CSRF, data: before.bloques.navegacion });
    await page.request.put("/api/contenido/footer", { headers: CSRF, data: before.bloques.footer });
  }
});

test("the admin creates, edits, hides and deletes a testimonial; the public list follows", async ({ page }) => {
  test.setTimeout(300_000);
  const nombre = `Ana ${randomUUID().slice(0, 6).toUpperCase()}`;
  // The public list the home page's carousel reads (a request context keeps no HTTP cache).
  const publicNames = async () =>
    ((await (await page.request.get("/api/testimonio")).json()) as { nombre: string }[]).map((t) => t.nombre);
  await signInAs(page, "admin");
  await page.goto("/admin/tienda/testimonios");
  const list = page.getByRole("list", { name: "Testimonios" });
  const row = list.getByRole("listitem").filter({ hasText: nombre });
  try {
    // Required fields are refused in Spanish before anything is sent.
    await page.getByTestId("testimonio-nuevo").click();
    await page.getByTestId("testimonio-guardar").click();
    // On their fields (the toast repeats them, so the form is named).
    await expect(page.getByTestId("testimonio-form").getByText("El nombre es requerido")).toBeVisible();
    await expect(page.getByTestId("testimonio-form").getByText("El testimonio es requerido")).toBeVisible();

    await page.getByTestId("testimonio-nombre").fill(nombre);
    await page.getByTestId("testimonio-texto").fill("La franela llegó a Mérida en dos días y la talla fue exacta.");
    await page.getByTestId("testimonio-form").getByLabel("Calificación").selectOption("4");
    await page.getByTestId("testimonio-guardar").click();
    await expect(page.getByText("Testimonio creado")).toBeVisible();
    await expect(row).toContainText("La franela llegó a Mérida");
    await expect(row.getByLabel("4 de 5 estrellas")).toBeVisible();
    await expect.poll(async () => (await publicNames()).includes(nombre)).toBe(true);

    await row.getByRole("button", { name: "Editar" }).click();
    await page.getByTestId("testimonio-texto").fill("La franela llegó a Mérida en dos días; volveré a comprar.");
    await page.getByTestId("testimonio-guardar").click();
    await expect(page.getByText("Testimonio actualizado")).toBeVisible();
    await expect(row).toContainText("volveré a comprar");

    await row.getByRole("button", { name: "Ocultar" }).click();
    await expect(row.getByText("Oculto", { exact: true })).toBeVisible();
    await expect.poll(async () => (await publicNames()).includes(nombre)).toBe(false);

    await row.getByRole("button", { name: "Mostrar" }).click();
    await expect(row.getByText("Oculto", { exact: true })).toHaveCount(0);
    await expect.poll(async () => (await publicNames()).includes(nombre)).toBe(true);
  } finally {
    if (await row.count()) {
      page.once("dialog", (d) => void d.accept());
      await row.getByRole("button", { name: "Eliminar" }).click();
      await expect(page.getByText("Testimonio eliminado")).toBeVisible();
      await expect(row).toHaveCount(0);
    }
  }
  expect((await publicNames()).includes(nombre)).toBe(false);
});

test("the admin writes an info page at an address of her own; the store's own addresses are refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = `envios-${randomUUID().slice(0, 6)}`;
  await signInAs(page, "admin");
  await page.goto("/admin/tienda/paginas");
  const nueva = page.getByRole("form", { name: "Nueva página" });
  try {
    // An address the store answers itself, and a malformed one, are refused in place.
    await nueva.getByTestId("pagina-nueva-slug").fill("carrito");
    await nueva.getByRole("button", { name: "Crear página" }).click();
    await expect(nueva.getByText("Esa dirección ya la usa la tienda; elige otra")).toBeVisible();
    await nueva.getByTestId("pagina-nueva-slug").fill("Envíos Rápidos");
    await nueva.getByRole("button", { name: "Crear página" }).click();
    await expect(nueva.getByText(/La dirección solo admite minúsculas/)).toBeVisible();

    await nueva.getByTestId("pagina-nueva-slug").fill(slug);
    await nueva.getByRole("button", { name: "Crear página" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: `/${slug}` })).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("pagina-titulo").fill("Envíos");
    await page.getByTestId("pagina-seccion-0-parrafos").fill("Despachamos a todo el país en 24 horas.");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/paginas/${slug}`) && r.request().method() === "PUT",
    );
    await page.getByTestId("pagina-form-guardar").click();
    expect((await saved).status(), await (await saved).text()).toBe(200);

    await storefront(browser, `/${slug}`, async (shop) => {
      await expect(shop.getByRole("heading", { level: 1, name: "Envíos" })).toBeVisible();
      await expect(shop.getByText("Despachamos a todo el país en 24 horas.")).toBeVisible();
    });
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(new RegExp(`/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  } finally {
    await page.request.delete(`/api/paginas/${slug}`, { headers: CSRF });
  }
});
