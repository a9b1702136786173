import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, guestCartLines, signInAs, test } from "./support";

/**
 * The admin's 'Promociones' screen: a code made in the browser is refused in a shopper's cart with
 * the rule it breaks, applies once the admin removes that rule, and stops applying when turned off;
 * it is deleted at the end, so the seeded store the other specs read is as it was.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

/** A new shopper with one product in the cart applies `codigo` and sees the answer. */
async function applyInCart(browser: Browser, codigo: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const { line } = (await guestCartLines(page.request))[0]!;
    await page.addInitScript((cart) => localStorage.setItem("shop-cart-guest", cart), JSON.stringify([line]));
    await page.goto("/carrito");
    await page.getByLabel("Código promocional").fill(codigo.toLowerCase());
    await page.getByRole("button", { name: "Aplicar" }).click();
    await check(page);
  } finally {
    await context.close();
  }
}

test.setTimeout(360_000);

test("the admin creates, edits, turns off and deletes a promo code; the cart follows each change", async ({
  page,
  browser,
}) => {
  const codigo = `E2E${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;
  await signInAs(page, "admin");
  await page.goto("/admin/tienda/promociones");
  const secciones = page.getByRole("navigation", { name: "Secciones de la tienda" });
  await expect(secciones.getByRole("link", { name: "Promociones" })).toHaveAttribute("aria-current", "page");
  try {
    // Spanish validation before anything is sent.
    await page.getByTestId("promo-nuevo").click();
    await page.getByTestId("promo-codigo").fill("x");
    await page.getByTestId("promo-porcentaje").fill("95");
    await page.getByTestId("promo-guardar").click();
    // On their fields (the toast repeats them, so the form is named).
    const form = page.getByTestId("promo-form");
    await expect(form.getByText("El porcentaje debe ser un número entero entre 1 y 90")).toBeVisible();
    await expect(
      form.getByText("El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos"),
    ).toBeVisible();

    await page.getByTestId("promo-codigo").fill(codigo.toLowerCase());
    await page.getByTestId("promo-porcentaje").fill("15");
    await page.getByTestId("promo-usos-maximos").fill("5");
    await page.getByTestId("promo-subtotal-minimo").fill("99999");
    await page.getByTestId("promo-guardar").click();
    const row = page.getByTestId(`promo-${codigo}`);
    await expect(row).toContainText("-15%");
    await expect(row.getByTestId("promo-usos")).toContainText("0 de 5 usos");
    await expect(row.getByTestId("promo-estado")).toHaveText("Activo");

    await applyInCart(browser, codigo, async (cart) => {
      await expect(cart.getByText("Este código requiere un subtotal mínimo de", { exact: false })).toBeVisible();
    });

    // Without the minimum it applies.
    await row.getByRole("button", { name: "Editar" }).click();
    await page.getByTestId("promo-subtotal-minimo").fill("");
    await page.getByTestId("promo-guardar").click();
    await expect(row).not.toContainText("Subtotal mínimo");
    await applyInCart(browser, codigo, async (cart) => {
      await expect(cart.getByText(`Descuento (${codigo} -15%)`)).toBeVisible();
    });

    // Turned off, it no longer applies.
    await row.getByRole("button", { name: "Desactivar" }).click();
    await expect(row.getByTestId("promo-estado")).toHaveText("Inactivo");
    await applyInCart(browser, codigo, async (cart) => {
      await expect(cart.getByText("Este código promocional no está activo")).toBeVisible();
    });
  } finally {
    await page.goto("/admin/tienda/promociones");
    const row = page.getByTestId(`promo-${codigo}`);
    if (await row.count()) {
      await row.getByRole("button", { name: "Eliminar" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
      await expect(row).toHaveCount(0);
    }
  }
});
