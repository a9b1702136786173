import type { Page } from "@playwright/test";
import { expect, snap, test } from "./support";

/**
 * A shopper on a store started with SEED=none (projects empty-desktop and empty-mobile in
 * playwright.config.ts): no products, categories, content blocks or testimonials. Every missing
 * block hides its section; nothing on the page is an error.
 */

/** Texts of a failed load anywhere on the storefront (storefront spec §8). */
const ERROR_TEXT = /Error al cargar|No se pudieron cargar|Error HTTP|Ha ocurrido un error/;

function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** The home page once every section has its answer, scrolled down so the deferred ones decide too. */
async function openSettledHome(page: Page) {
  const lastAnswers = [
    page.waitForResponse((r) => r.url().endsWith("/api/contenido/newsletter")),
    page.waitForResponse((r) => r.url().endsWith("/api/testimonio")),
    page.waitForResponse((r) => r.url().endsWith("/api/contenido/footer")),
    // The store has no name in its HTML, so the header asks for it (and the footer reads the same answer).
    page.waitForResponse((r) => r.url().endsWith("/api/ajustes/contacto")),
  ];
  await page.goto("/");
  await Promise.all(lastAnswers);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The deferred sections mounted (their placeholder is gone) and showed nothing.
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
}

test("empty store: a tidy 'Tienda en preparación' home with no error and no empty sections", async ({ page }, info) => {
  const consoleErrors = watchConsoleErrors(page);
  await openSettledHome(page);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Tienda en preparación" })).toBeVisible();
  await expect(main).toContainText("Estamos preparando nuestro catálogo. Vuelve pronto.");
  // No hero, banner, brands, product rows, styles, testimonials or newsletter.
  await expect(page.getByRole("region", { name: "Destacados" })).toHaveCount(0);
  await expect(page.getByTestId("top-banner")).toHaveCount(0);
  await expect(main.getByRole("heading")).toHaveCount(1);
  await expect(main.getByRole("button", { name: "Reintentar" })).toHaveCount(0);
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  await snap(page, `tienda-vacia-${info.project.name}`);
});

test("empty store: the header and footer work with no categories", async ({ page, isMobile }) => {
  await openSettledHome(page);

  // Nothing the owner did not set: no payment marks before she saves her payment details, no name.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("list", { name: "Métodos de pago" })).toHaveCount(0);
  await expect(footer).not.toContainText(/Visa|PayPal|TIENDA|Tienda ©/);
  await expect(page).toHaveTitle("Inicio");

  if (isMobile) {
    // The drawer asks which info pages exist; a store from empty has none, so no link to them.
    const pages = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/paginas");
    await page.getByTestId("open-drawer").click();
    const drawer = page.getByTestId("mobile-drawer");
    expect((await (await pages).json()).paginas).toEqual([]);
    await expect(drawer.getByRole("button", { name: /Ver todas las categorías/ })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Contáctanos" })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: "Centro de Ayuda" })).toHaveCount(0);
    await drawer.getByRole("button", { name: /Ver todas las categorías/ }).click();
    const menu = page.getByTestId("mobile-category-menu");
    await expect(menu).toContainText("Aún no hay categorías");
    await menu.getByRole("button", { name: "Cerrar categorías" }).click();
    await expect(menu).toBeHidden();

    await page.getByTestId("toggle-search").click();
    const box = page.getByTestId("mobile-search").getByRole("searchbox");
    await box.fill("camisa");
    await box.press("Enter");
  } else {
    await page.getByTestId("mega-menu-trigger").click();
    await expect(page.getByTestId("mega-menu")).toContainText("Aún no hay categorías");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mega-menu")).toBeHidden();

    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Tienda", exact: true })
      .click();
    await expect(page).toHaveURL(/\/tienda$/);
    // The spec's empty catalogue.
    await expect(page.getByRole("main")).toContainText("No hay productos disponibles");
    await expect(page.getByRole("button", { name: "Recargar página" })).toBeVisible();

    const box = page.getByRole("searchbox").first();
    await box.fill("camisa");
    await box.press("Enter");
  }
  await expect(page).toHaveURL(/\/buscar\?q=camisa/);
  await expect(page.getByRole("main")).toContainText("No se encontraron productos");
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);

  await page
    .getByRole("link", { name: /Inicio$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tienda en preparación" })).toBeVisible();
});

test("empty store: a failed load is still an error, never mistaken for an absent block", async ({ page }) => {
  // Only the first screen's two blocks fail; an absent block is a 200 null, this is a 503.
  await page.route(/\/api\/contenido\/(hero|marcas)$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ mensaje: "El servicio no está disponible. Inténtalo de nuevo en unos minutos." }),
    }),
  );
  // The home's HTML carries its hero block (functions/src/pages): the read that can fail is the one
  // made when the shopper comes back home inside the store (history + popstate, as its links do).
  await page.goto("/carrito");
  await expect(page.getByRole("main").getByText("Tu carrito está vacío").first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, "", "/");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("alert").filter({ hasText: "Error al cargar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No se pudieron cargar las marcas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tienda en preparación" })).toHaveCount(0);
});
