import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support";

/**
 * Issue 46, item 11: the owner types amounts the Venezuelan way. In /admin/ajustes the BCV rate
 * '1.234,5678' is saved as 1234.5678 and '236,4582'-style input keeps its decimals (a number
 * input once turned '236,4582' into 2364582). The store's rate is put back as it was, written
 * with a decimal comma too, since the other journeys read it.
 */
async function savedRate(page: Page): Promise<number> {
  const res = await page.request.get("/api/admin/ajustes");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tasa_bcv: { valor: number } }).tasa_bcv.valor;
}

async function saveRate(page: Page, typed: string): Promise<void> {
  const input = page.getByTestId("ajustes-tasa");
  await input.fill(typed);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/ajustes") && r.request().method() === "PUT");
  await page.getByTestId("ajustes-guardar").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Ajustes guardados correctamente").first()).toBeVisible();
}

test("the BCV rate is read with a decimal comma and thousands dots", async ({ page }) => {
  await signInAs(page, "admin");
  const rate = await savedRate(page);
  await page.goto("/admin/ajustes");
  await expect(page.getByTestId("ajustes-tasa")).not.toHaveValue("", { timeout: 30_000 });

  await saveRate(page, "1.234,5678");
  expect(await savedRate(page)).toBe(1234.5678);

  const [whole, decimals = "0"] = String(rate).split(".");
  await saveRate(page, `${whole},${decimals}`);
  expect(await savedRate(page)).toBe(rate);
});
