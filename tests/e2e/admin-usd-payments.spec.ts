import { expect, signInAs, test } from "./support";

/**
 * Issue 47, item 2: the owner turns cash in dollars on in /admin/ajustes with its instructions
 * (the public settings then offer it), and off again (its entry leaves datos_pago). An empty
 * instruction is refused in Spanish at the field.
 */
test("admin: cash in dollars is enabled and disabled from /admin/ajustes", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin");
  await page.goto("/admin/ajustes");
  await expect(page.getByRole("heading", { level: 1, name: "Ajustes de la Tienda" })).toBeVisible();
  const cash = page.getByTestId("ajustes-efectivo_usd-activo");
  await expect(cash).not.toBeChecked();

  await cash.check();
  const instrucciones = page.getByRole("textbox", { name: /Instrucciones/ }).last();
  await page.getByTestId("ajustes-guardar").click();
  await expect(page.getByText("Escribe las instrucciones del pago en efectivo (hasta 300 caracteres)")).toBeVisible();
  await instrucciones.fill("Paga en billetes al retirar en la tienda; llevamos cambio.");
  await page.getByTestId("ajustes-guardar").click();
  await expect(page.getByText("Ajustes guardados correctamente").first()).toBeVisible();
  const on = await (await page.request.get("/api/ajustes/publicos")).json();
  expect(on.datos_pago.efectivo_usd).toEqual({
    instrucciones: "Paga en billetes al retirar en la tienda; llevamos cambio.",
  });

  await page.reload();
  await expect(page.getByTestId("ajustes-efectivo_usd-activo")).toBeChecked();
  await page.getByTestId("ajustes-efectivo_usd-activo").uncheck();
  await page.getByTestId("ajustes-guardar").click();
  await expect(page.getByText("Ajustes guardados correctamente").first()).toBeVisible();
  const off = await (await page.request.get("/api/ajustes/publicos")).json();
  expect(off.datos_pago.efectivo_usd).toBeUndefined();
});
