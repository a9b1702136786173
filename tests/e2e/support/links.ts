import { expect, type Page } from "@playwright/test";

/**
 * The store's own links as a shopper meets them (issue 46, item 8): every same-origin link drawn in
 * the header, the phone drawer, the footer and a few pages' bodies, asked of the server (the page
 * renderer answers an unknown page 404), so no link the store draws leads nowhere.
 */

/** The pages whose links are walked, besides the home and the phone drawer. */
export const LINK_PAGES = ["/carrito", "/favoritos", "/login", "/registro", "/forgot-password", "/tienda", "/ofertas"];

/** Same-origin paths of every link on the page now (mailto:, tel:, https://elsewhere left out). */
async function linksOnPage(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === origin)
    .map((u) => u.pathname);
}

/** Waits until the page's requests have settled (links drawn from answers are in the page). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** Every path the store links to from its home (header, footer), its phone drawer and LINK_PAGES. */
export async function collectStoreLinks(page: Page, extraPages: readonly string[] = []): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const add = (from: string, paths: string[]) => paths.forEach((p) => found.has(p) || found.set(p, from));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await settle(page);
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await settle(page);
  add("/", await linksOnPage(page));

  for (const path of [...LINK_PAGES, ...extraPages]) {
    await page.goto(path);
    await settle(page);
    add(path, await linksOnPage(page));
  }

  // The phone drawer (drawn only when opened).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await settle(page);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await settle(page);
  const inDrawer = await drawer
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  add("menú del teléfono", inDrawer);
  return found;
}

/** Asks the server for each path; answers the ones that are 404 (or any error), with where they were drawn. */
export async function deadLinks(page: Page, links: Map<string, string>): Promise<string[]> {
  const dead: string[] = [];
  for (const [path, from] of links) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    if (res.status() >= 400) dead.push(`${path} (${res.status()}, en ${from})`);
  }
  return dead;
}
