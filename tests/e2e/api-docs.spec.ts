import { expect, signInAs, test } from "./support";

// Swagger UI's bundle (about 1.7 MB) and the document are parsed on a busy test machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The API reference renders in a real browser under its own CSP (shared/src/openapi/docs-page.ts):
 * Swagger UI draws the document's routes with their Spanish summaries, nothing is blocked by the
 * policy, and the page reaches no host but the store's. The admin area's footer links to it, an
 * operation with a body shows its request example, and "Try it out" calls this store. (One visit
 * serves all of it.)
 */
test("the admin area's footer leads to the API reference, which renders the document and its request examples with nothing blocked and no outside requests", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, "admin");
  await page.goto("/admin");
  const link = page.getByTestId("admin-footer").getByRole("link", { name: "Referencia de la API" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  // From here on, what the reference's page asks for and what its policy blocks.
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) outside.push(r.url());
  });
  const failed: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/docs");
  await link.click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: /API de la Tienda/ }).first()).toBeVisible({ timeout: 60_000 });
  // A route's summary from shared/src/openapi/route-docs.ts, and the document's schemas.
  await expect(page.getByText("Lista de productos", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schemas" })).toBeVisible();

  // An operation with a body shows its request example (shared/src/openapi/examples.ts): a link to
  // the operation (#/Tag/operationId) opens it, and the first example is the order's.
  await page.evaluate(() => {
    window.location.hash = "#/Pedidos/PostApiPedido";
  });
  await page.reload();
  await expect(page.getByText(/Av\. Francisco de Miranda/).first()).toBeVisible({ timeout: 30_000 });

  // "Try it out" sends the request to this store and shows its answer.
  const categories = page.locator("#operations-Catálogo-GetApiCategorias");
  await categories.getByText("Categorías visibles", { exact: true }).click();
  await categories.getByRole("button", { name: "Try it out" }).click();
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/categorias");
  await categories.getByRole("button", { name: "Execute" }).click();
  expect((await sent).status()).toBe(200);
  await expect(categories.locator(".live-responses-table tr.response .response-col_status")).toHaveText("200");

  expect(blocked).toEqual([]);
  expect(outside).toEqual([]);
  // Every file the page asked for was there.
  expect(failed).toEqual([]);
});
