import { expect, test } from "./support";

/** The home page's first screen: the hero carousel (its dots switch slides) and the brands strip. */
test("home: the hero's slides and dots, its call to action and the brands strip", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Destacados" });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();

  const dots = hero.getByRole("button", { name: /^Ir a la diapositiva \d+$/ });
  const slides = await dots.count();
  expect(slides).toBeGreaterThan(1);
  await expect(dots.first()).toHaveAttribute("aria-current", "true");
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(dots.first()).toHaveAttribute("aria-current", "false");
  // Only the shown slide is exposed; its call to action is reachable.
  const shown = hero.getByRole("group", { name: `2 de ${slides}` });
  await expect(shown).toBeVisible();
  await expect(hero.getByRole("group", { name: `1 de ${slides}` })).toHaveCount(0);

  const brands = page.getByRole("region", { name: "NUESTRAS MARCAS" });
  await expect(brands.getByRole("link")).toHaveCount(6);

  await dots.first().click();
  const first = hero.getByRole("group", { name: `1 de ${slides}` });
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/tienda/);
});
