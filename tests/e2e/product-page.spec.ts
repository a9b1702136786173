import { expect, test } from "./support";

/**
 * The product page's testimonials and related products sit below the product: they mount as the
 * shopper scrolls towards them, and each related product links to its own page.
 */
test("product page: testimonials and related products appear on scrolling and link on", async ({ page }) => {
  await page.goto("/producto/p005");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const related = page.getByRole("heading", { name: "TAMBIÉN TE PUEDE GUSTAR" });
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    await expect(related).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByRole("heading", { name: "OPINIONES DE CLIENTES" })).toBeAttached();
  const section = page.getByRole("region", { name: "TAMBIÉN TE PUEDE GUSTAR" });
  const cards = section.getByTestId("product-card");
  expect(await cards.count()).toBeGreaterThan(0);
  const name = (await cards.first().locator("h3").textContent())!;
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).not.toHaveURL(/\/producto\/p005$/);
});
