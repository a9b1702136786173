/// <reference lib="dom" />
import { expect, test } from "@playwright/test";
import { SHOPPER_PASSWORD as PASSWORD, signedInShopper } from "../helpers/browser";

/**
 * Security follow-up, in the browser: a new sign-in email takes the current password (the profile
 * form asks for it only when the email field changed).
 */
const unique = () => Math.random().toString(36).slice(2, 10);

test("changing the sign-in email asks for the current password", async ({ page }) => {
  // page.request shares the page's cookies: the browser is signed in as the new shopper.
  await signedInShopper(page, { password: PASSWORD });

  await page.goto("/perfil");
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  const edit = page.getByRole("form", { name: "Editar información personal" });
  // No password field while the email is unchanged.
  await expect(edit.getByLabel("Contraseña actual")).toHaveCount(0);

  const nuevo = `e2e-${unique()}@prueba.tienda`;
  await edit.getByLabel("Email").fill(nuevo);
  const current = edit.getByLabel("Contraseña actual");
  await expect(current).toBeVisible();
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByText("Ingresa tu contraseña actual para cambiar el email")).toBeVisible();

  await current.fill("No#Es#La#Mia1");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByText("La contraseña actual es incorrecta")).toBeVisible();

  await current.fill(PASSWORD);
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Perfil actualizado correctamente").first()).toBeVisible();
  await expect(page.locator('[data-field="email"]')).toHaveText(nuevo);
});
