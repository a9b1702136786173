import { cents, expect, snap, test } from "./support";

test("home → category → filter → product → size → cart → quantity → promo → totals", async ({ page }) => {
  // Prepare: the home page with its seven sections.
  await page.goto("/");
  await expect(page).toHaveTitle(/Inicio/);
  await expect(page.getByRole("heading", { name: "NUEVOS PRODUCTOS" })).toBeVisible();
  // The lower sections mount as the shopper scrolls towards them (within a screen of the viewport).
  const happy = page.getByRole("heading", { name: "NUESTROS CLIENTES FELICES" });
  await expect(happy).toHaveCount(0);
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(happy).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole("heading", { name: /LO MÁS VENDIDO|MÁS VENDIDOS/ })).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "home-1280");

  // Category from the mega-menu.
  await page.waitForLoadState("networkidle");
  await page.getByTestId("mega-menu-trigger").hover();
  await expect(page.getByText("Pasa el mouse sobre una categoría")).toBeVisible();
  await page
    .getByTestId("mega-menu")
    .getByRole("link", { name: /Ropa de Hombre/ })
    .click();
  await expect(page).toHaveURL(/\/tienda\/ropa-hombre/);
  await expect(page.getByRole("heading", { level: 1, name: "Ropa de Hombre" })).toBeVisible();
  const count = page.getByTestId("result-count");
  // The store the browser tests share may have gained products (the admin journeys create some):
  // the page must show what the API counts for the category.
  const inCategory = (await (await page.request.get("/api/productos?categoria=ropa-hombre&limite=1")).json()) as {
    total: number;
  };
  expect(inCategory.total).toBeGreaterThanOrEqual(15);
  await expect(count).toContainText(`de ${inCategory.total} productos`);

  // Filter by size XXL: the facet count predicts the result, and the URL keeps the filter.
  const xxl = page.getByRole("button", { name: /^Talla XXL \(/ });
  const expected = Number(/\((\d+)\)/.exec((await xxl.getAttribute("aria-label")) ?? "")?.[1]);
  await xxl.click();
  await expect(page).toHaveURL(/talla=XXL/);
  await expect(count).toContainText(`de ${expected} productos`);
  await snap(page, "categoria-1280");

  // Product detail.
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/producto\//);
  await snap(page, "producto-1280");

  // Adding without a size opens the size picker; choosing M adds the item.
  await page.getByTestId("add-to-cart").click();
  const dialog = page.getByRole("dialog", { name: "Selecciona una talla" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Talla M", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cart-trigger")).toHaveAccessibleName("Carrito, 1 artículo");

  // Cart page: raise the quantity, apply a promo code, check the totals.
  await page.goto("/carrito");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.getByRole("button", { name: /^Aumentar cantidad/ }).click();
  await expect(page.getByTestId("cantidad").first()).toHaveText("2");

  const promo = page.getByLabel("Código promocional");
  await promo.fill("nopuede");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText("Código promocional inválido")).toBeVisible();
  await promo.fill("save20");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByTestId("discount")).not.toHaveText("-$0.00");

  const subtotal = cents(await page.getByTestId("subtotal").textContent());
  const discount = cents(await page.getByTestId("discount").textContent());
  const shippingText = (await page.getByTestId("shipping").textContent()) ?? "";
  const shipping = shippingText === "Gratis" ? 0 : cents(shippingText);
  const total = cents(await page.getByTestId("total").textContent());
  expect(discount).toBe(Math.round(subtotal * 0.2));
  expect(shipping).toBe(subtotal > 10000 ? 0 : 1500);
  expect(total).toBe(subtotal - discount + shipping);
  await snap(page, "carrito-1280");
});

test("search tolerates missing accents and typos", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Buscar productos" });
  await box.fill("pantalon");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/buscar\?q=pantalon/);
  await expect(page.getByTestId("product-card").first()).toContainText(/Pantal[oó]n/i);

  await page.goto("/buscar?q=camsia");
  await expect(page.getByTestId("product-card").first()).toContainText(/Camisa/i);
  await snap(page, "buscar-1280");
});

test("filters and page survive a reload and the back button", async ({ page }) => {
  await page.goto("/tienda");
  await page.getByRole("button", { name: /^Negro \(/ }).click();
  await expect(page).toHaveURL(/color=Negro/);
  await page.getByRole("button", { name: "Página 2" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).not.toHaveURL(/pagina=2/);
  await expect(page).toHaveURL(/color=Negro/);
});

// An unknown product and an unknown page (their not-found pages, the way home and the 404 status):
// shared-link.spec.ts.

test("footer links lead to real pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.locator("nav a").first()).toBeVisible();
  const hrefs = await footer.locator("nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs.filter((h) => h.startsWith("/"))) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Página no encontrada");
  }
});
