import { expect, test } from "./support";

/** The home page's first screen: the hero carousel (its dots switch slides) and the brands strip. */
test("home: the hero's slides and dots, its call to action and the brands strip", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Destacados" });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();

  const dots = hero.getByRole("button", { name: /^Ir a la diapositiva \d+$/ });
  // The HTML draws the first slide alone (functions/src/pages); the app adds the dots.
  await expect(dots.nth(1)).toBeVisible();
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

/**
 * A listing's first view comes in its HTML (issue 49, item 3): the first cards are there before any
 * script runs, and the app starts from the list the HTML carries instead of asking for it again.
 */
test("shop: the first cards are in the page's HTML, and the app does not request that list again", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/tienda")).text();
  const first = /<article class="ssr-card">[\s\S]*?<a class="ssr-card-name" href="[^"]+">([^<]+)<\/a>/.exec(html);
  expect(first, "the HTML's first card").not.toBeNull();

  const lists: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/productos") lists.push(r.url());
  });
  await page.goto("/tienda");
  const card = page.getByTestId("product-card").first();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(first![1]!.replace(/&amp;/g, "&"));
  await expect(page.getByTestId("result-count")).toBeVisible();
  expect(lists).toEqual([]);
});
