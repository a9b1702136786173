import { expect, test } from "./support";
import { collectStoreLinks, deadLinks } from "./support/links";

/**
 * A store from empty (SEED=none; projects empty-desktop and empty-mobile): no info page is written,
 * so the links the code would draw to them ('Contáctanos', 'Centro de Ayuda') are not drawn, and
 * every link that is drawn answers a page (issue 46, item 8).
 */
test("a store from empty links only to pages that exist", async ({ page }) => {
  test.setTimeout(120_000);
  const links = await collectStoreLinks(page);
  expect(links.size).toBeGreaterThan(3);
  expect([...links.keys()]).not.toContain("/contacto");
  expect([...links.keys()]).not.toContain("/ayuda");
  expect(await deadLinks(page, links)).toEqual([]);
});
