import { expect, test } from "./support";
import { collectStoreLinks, deadLinks } from "./support/links";

/**
 * The demo store: its menus, footer and info pages name many pages; every link the store draws
 * answers a page, the phone drawer's 'Contáctanos' and 'Centro de Ayuda' included (issue 46, item 8).
 */
test("every link the demo store draws answers a page", async ({ page }) => {
  test.setTimeout(180_000);
  const links = await collectStoreLinks(page, ["/acerca", "/terminos"]);
  // The demo has its contact and help pages, so the drawer links to them.
  expect([...links.keys()]).toEqual(expect.arrayContaining(["/contacto", "/ayuda", "/terminos"]));
  expect(links.size).toBeGreaterThan(20);
  expect(await deadLinks(page, links)).toEqual([]);
});
