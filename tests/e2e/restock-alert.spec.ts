import { CSRF, expect, mailsTo, signedInShopper, signInAs, test } from "./support";

/**
 * 'Avísame cuando llegue' in the browser (issue 48, items 4 and 5): a signed-in shopper asks for
 * a sold-out size on the product page (her email prefilled), the admin sees the demand at
 * /admin/productos/avisos and restocks it from there, and the shopper's email arrives in the
 * store's mail catcher with the product's link.
 *
 * The demo's p003 ('Camisa de Vestir Slim Fit') is sold out in size XL in every colour; the test
 * puts XL/Negro back at 0 when it ends, as the seed had it.
 */
const PRODUCT = { id: "p003", nombre: "Camisa de Vestir Slim Fit" };

test("a shopper waits for a sold-out size and the email arrives when the admin restocks it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const shopper = await signedInShopper(page);

  await page.goto(`/producto/${PRODUCT.id}`);
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT.nombre })).toBeVisible();
  await page.getByRole("radio", { name: "Negro" }).click();
  await expect(page.getByRole("radio", { name: "Talla XL agotada" })).toBeDisabled();
  await page.getByRole("button", { name: "¿Se agotó tu talla? Avísame cuando llegue" }).click();

  // The lazily loaded form: the sold-out size of the chosen colour, her email already there.
  await expect(page.getByLabel("Talla", { exact: true })).toHaveValue("XL");
  await expect(page.getByLabel("Tu email")).toHaveValue(shopper.email);
  await page.getByRole("button", { name: "Avísame", exact: true }).click();
  await expect(
    page.getByText("¡Listo! Te escribiremos a ese email cuando esta talla y color vuelvan a estar disponibles."),
  ).toBeVisible();

  // The admin, in a browser of her own, restocks what is asked for from the demand list.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await signInAs(admin, "admin");
    await admin.goto("/admin");
    await expect(admin.getByTestId("personas-esperan")).toContainText(/personas? esperan?/);
    await admin.getByTestId("personas-esperan").getByRole("link").click();
    await expect(admin).toHaveURL(/\/admin\/productos\/avisos$/);
    const row = admin.getByTestId("demanda-fila").filter({ hasText: PRODUCT.nombre }).filter({ hasText: "Negro" });
    await expect(row).toContainText("XL");
    await expect(row).toContainText("1 persona");
    await row.getByRole("button", { name: /Reabastecer/ }).click();
    const dialog = admin.getByRole("dialog", { name: `Stock: ${PRODUCT.nombre}` });
    await expect(dialog.locator('[data-testid="stock-row"][data-variante="XL|Negro"]')).toContainText(
      "1 persona espera",
    );
    await dialog.getByTestId("stock-input-XL|Negro").fill("5");
    await dialog.getByRole("button", { name: "Guardar stock" }).click();
    await expect(admin.getByText("Stock actualizado")).toBeVisible();

    // The store's sender job delivers it within its interval.
    await expect
      .poll(async () => (await mailsTo(shopper.email)).filter((m) => m.subject.startsWith("Ya llegó")).length, {
        timeout: 90_000,
      })
      .toBe(1);
    const [mail] = (await mailsTo(shopper.email)).filter((m) => m.subject.startsWith("Ya llegó"));
    expect(mail!.subject).toContain(`${PRODUCT.nombre} (talla XL, Negro)`);
    expect(mail!.text).toContain(`/producto/${PRODUCT.id}`);
    expect(mail!.text).toMatch(/\/api\/avisos\/baja\?token=[\w-]+/);
  } finally {
    // As the seed had it, for any later spec.
    await admin.request.put(`/api/productos/${PRODUCT.id}/stock`, {
      headers: CSRF,
      data: { stock_variantes: { "XL|Negro": 0 } },
    });
    await adminContext.close();
  }
});
