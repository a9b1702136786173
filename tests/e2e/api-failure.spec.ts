import type { Page } from "@playwright/test";
import { expect, test } from "./support";

/**
 * When the API fails, the shopper is told so (the storefront spec's error notifications, as
 * toasts) and the page keeps its frame with an error state and a way to retry: never a blank page.
 * /api/* is blocked in the browser with page.route: answered 503 with the server's own message,
 * or the connection is cut.
 */
const UNAVAILABLE = "El servicio no está disponible. Inténtalo de nuevo en unos minutos.";

async function failApi(page: Page, how: "503" | "abort" = "503") {
  await page.route("**/api/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    // The session check and the static content may fail too; only the catalogue reads matter here,
    // but nothing under /api is answered normally.
    if (how === "abort") return route.abort("connectionfailed");
    return route.fulfill({
      status: 503,
      contentType: "application/json; charset=utf-8",
      headers: { "retry-after": "30" },
      body: JSON.stringify({ mensaje: UNAVAILABLE, ruta: path }),
    });
  });
}

/**
 * A listing or the home opened from its link carries its first list in its HTML (functions/src/pages),
 * so nothing is asked that could fail: the reads that can fail are the ones made when the shopper
 * moves there inside the store. Opens the cart (no list of its own), waits for the app, then breaks
 * the API and moves to `path` as the app's own links do (history + popstate, React Router's).
 */
async function failApiAndGo(page: Page, path: string, how: "503" | "abort" = "503") {
  await page.goto("/carrito");
  await expect(page.getByRole("main").getByText("Tu carrito está vacío").first()).toBeVisible();
  await failApi(page, how);
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** The page is not blank: the header and footer of the store are there. */
async function expectFrame(page: Page) {
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("footer").first()).toBeVisible();
}

test.describe("the store when the API fails", () => {
  test("the catalogue: toast 'Error al cargar productos: …' and an error state with a retry", async ({ page }) => {
    await failApiAndGo(page, "/tienda");
    await expect(page.getByText(`Error al cargar productos: ${UNAVAILABLE}`).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error al cargar productos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reintentar" }).first()).toBeVisible();
    await expectFrame(page);
  });

  test("a product page: toast 'Error al obtener producto: …' and an error state, not 'not found'", async ({ page }) => {
    // A product page opened from its link carries its product in the HTML (functions/src/pages), so
    // the read that can fail is the one made when the shopper moves to a product inside the store.
    await page.goto("/tienda/ropa-hombre");
    const card = page.locator('a[href^="/producto/"]').first();
    await expect(card).toBeVisible();
    // The first cards are the HTML's until the app takes over (its sort control is the app's own):
    // a click before that would open the product's own HTML, which carries the product.
    await expect(page.getByLabel("Ordenar por").first()).toBeVisible();
    await failApi(page);
    await card.click();
    await expect(page).toHaveURL(/\/producto\//);
    await expect(page.getByText(`Error al obtener producto: ${UNAVAILABLE}`).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error al obtener producto" })).toBeVisible();
    await expectFrame(page);
  });

  test("a category page: toast 'Error al obtener productos de {categoría}: …'", async ({ page }) => {
    await failApiAndGo(page, "/tienda/ropa-hombre");
    await expect(
      page.getByText(/^Error al obtener productos de .+: El servicio no está disponible/).first(),
    ).toBeVisible();
    await expectFrame(page);
  });

  test("a style page: toast 'Error al obtener productos de estilo {estilo}: …'", async ({ page }) => {
    await failApiAndGo(page, "/categoria/formal");
    await expect(page.getByText(`Error al obtener productos de estilo Formal: ${UNAVAILABLE}`).first()).toBeVisible();
    await expectFrame(page);
  });

  test("the search: toast 'Error en la búsqueda: …'", async ({ page }) => {
    await failApiAndGo(page, "/buscar?q=camisa");
    await expect(page.getByText(`Error en la búsqueda: ${UNAVAILABLE}`).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error en la búsqueda" })).toBeVisible();
    await expectFrame(page);
  });

  test("the offers: toast 'Error al cargar productos con descuento: …' and the offers error state", async ({
    page,
  }) => {
    await failApiAndGo(page, "/ofertas");
    await expect(page.getByText(`Error al cargar productos con descuento: ${UNAVAILABLE}`).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error al cargar ofertas" })).toBeVisible();
    await expectFrame(page);
  });

  test("the home page: toast 'Error al cargar productos populares: …', the sections show their error states", async ({
    page,
  }) => {
    await failApiAndGo(page, "/");
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText(`Error al cargar productos populares: ${UNAVAILABLE}`).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Error al cargar productos populares" })).toBeVisible();
    await expectFrame(page);
  });

  test("a cut connection: the catalogue still says what happened and offers a retry that works", async ({ page }) => {
    await failApiAndGo(page, "/tienda", "abort");
    await expect(page.getByText(/^Error al cargar productos: /).first()).toBeVisible();
    await expectFrame(page);
    // The API is back: the retry shows the products.
    await page.unroute("**/api/**");
    await page.getByRole("button", { name: "Reintentar" }).first().click();
    await expect(page.getByRole("alert").filter({ hasText: "Error al cargar productos" })).toHaveCount(0);
    await expect(page.locator('a[href^="/producto/"]').first()).toBeVisible();
  });

  test("the checkout form, when its checks cannot load (offline): says so, and checks on the next try", async ({
    page,
    request,
  }) => {
    // The form's schemas are a chunk of their own, loaded when the shopper first uses the form.
    const producto = (await (await request.get("/api/productos/producto/p005")).json()) as {
      variantes: Array<{ talla: string; color: string; stock: number }>;
    };
    const v = producto.variantes.find((x) => x.stock > 0)!;
    const line = { productoId: "p005", talla: v.talla, color: v.color, cantidad: 1 };
    await page.addInitScript((cart) => localStorage.setItem("shop-cart-guest", cart), JSON.stringify([line]));
    let offline = true;
    await page.route("**/assets/checkout-input-*.js", (route) =>
      offline ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto("/carrito/pago");
    const step1 = page.getByRole("form", { name: "1. Información de Envío" });
    await step1.getByRole("button", { name: "Continuar" }).click();
    await expect(
      step1.getByRole("alert").filter({ hasText: "No se pudo conectar con el servidor. Inténtalo de nuevo." }),
    ).toBeVisible();
    await expect(step1.getByText("Nombre es requerido")).toHaveCount(0);

    offline = false;
    await step1.getByRole("button", { name: "Continuar" }).click();
    await expect(step1.getByText("Nombre es requerido")).toBeVisible();
    await expect(step1.getByText("No se pudo conectar con el servidor. Inténtalo de nuevo.")).toHaveCount(0);
  });
});
