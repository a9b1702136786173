import { cents, CSRF, expect, guestCartLines, signedInShopper, test } from "./support";

/**
 * Issue 46, item 1: the first-purchase discount is the store's setting (the demo's is the spec's
 * 20 %), and the cart already shows it to a signed-in shopper who qualifies, priced by the server's
 * quote; a guest sees none.
 */
test("cart: a new signed-in shopper sees the store's first-purchase discount before checkout", async ({ page }) => {
  const { line } = (await guestCartLines(page.request))[0]!;
  await signedInShopper(page);
  const put = await page.request.put("/api/carrito", { headers: CSRF, data: { lineas: [line] } });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto("/carrito");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText("Descuento (primera compra -20%)")).toBeVisible();
  const subtotal = cents(await page.getByTestId("subtotal").textContent());
  const discount = cents(await page.getByTestId("discount").textContent());
  expect(discount).toBe(Math.round(subtotal * 0.2));
});

test("cart: a guest gets no first-purchase discount", async ({ page }) => {
  const { line } = (await guestCartLines(page.request))[0]!;
  await page.goto("/");
  await page.evaluate((l) => localStorage.setItem("shop-cart-guest", JSON.stringify([l])), line);
  await page.goto("/carrito");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("discount")).toHaveText("-$0.00");
  // (The demo banner invites guests to register for it; the summary gives them nothing.)
  await expect(page.getByTestId("cart-summary")).not.toContainText("primera compra");
});
