import { expect, test } from "./support";

/** The offers page renders its answer as a deferred value: the list, its count and its pages still agree. */
test("offers: 15 per page, the next page, 30 per page and the name order", async ({ page }) => {
  await page.goto("/ofertas");
  const summary = page.getByText(/ofertas encontradas · Mostrando 1-15 de \d+/);
  await expect(summary).toBeVisible();
  const total = Number(/de (\d+)$/.exec((await summary.innerText()).trim())![1]);
  expect(total).toBeGreaterThan(15);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(15);
  await expect(page.getByText(`${total} productos con descuento`)).toBeVisible();

  await page.getByRole("button", { name: "Página 2" }).click();
  const secondEnd = Math.min(30, total);
  await expect(page.getByText(`Mostrando 16-${secondEnd} de ${total}`)).toBeVisible();
  await expect(cards).toHaveCount(secondEnd - 15);
  await expect(page.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Por página").selectOption("30");
  await expect(page.getByText(`Mostrando 1-${secondEnd} de ${total}`)).toBeVisible();
  await expect(cards).toHaveCount(secondEnd);

  await page.getByLabel("Ordenar por").selectOption("name");
  await expect(page.getByText(`Mostrando 1-${secondEnd} de ${total}`)).toBeVisible();
  // textContent: cards off screen skip rendering (content-visibility: auto), and innerText is empty there.
  const names = await cards.locator("h3").allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));
});
