import { expect, signInAs, test } from "./support";

// Scalar's bundle (about 5 MB) and the document are parsed on a busy test machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The API reference renders in a real browser under its own CSP (shared/src/openapi/docs-page.ts):
 * Scalar draws the document's routes in Spanish, nothing is blocked by the policy, and the page
 * reaches no host but the store's. The admin area's footer links to it, and an operation with a
 * body shows its request example. (One visit serves all three: Scalar takes long to load on a busy
 * machine.)
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
  await expect(page.getByRole("heading", { name: "API de la Tienda" }).first()).toBeVisible({ timeout: 150_000 });
  // A route's summary from shared/src/openapi/route-docs.ts, and Scalar's own labels in Spanish.
  await expect(page.getByText("Lista de productos").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Modelos", { exact: true }).first()).toBeVisible();

  // An operation with a body shows its request example (shared/src/openapi/examples.ts): Scalar
  // draws the first example in the operation's request sample; the order example's address.
  await page.evaluate(() => {
    window.location.hash = "#tag/pedidos/POST/api/pedido";
  });
  await expect(page.getByText(/Av\. Francisco de Miranda/).first()).toBeVisible({ timeout: 60_000 });

  // The one expected refusal: the zod bundled in Scalar probes `Function("")` in a try/catch to
  // choose its fast path, and falls back when the policy says no; nothing else may be blocked.
  expect(blocked.filter((v) => v !== "Content Security Policy: script-src eval")).toEqual([]);
  expect(outside).toEqual([]);
});
