/// <reference lib="dom" />
import { expect, linkSentTo, SHOPPER_PASSWORD as PASSWORD, signedInShopper, test, unique } from "./support";

/**
 * Security follow-ups, in the browser: a new sign-in email takes the current password (the profile
 * form asks for it only when the email field changed), and it changes only when the link emailed
 * to the new address is opened (issue 32, item 6).
 */

/** The link that confirms a new sign-in email. */
const CONFIRM_EMAIL_LINK = /\/perfil\/confirmar-email\?token=[\w-]+/;

test("changing the sign-in email asks for the current password, then a link sent to the new address", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // page.request shares the page's cookies: the browser is signed in as the new shopper.
  const { email: anterior } = await signedInShopper(page, { password: PASSWORD });

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
  // Nothing changes yet: the page says a link went to the new address.
  await expect(page.getByTestId("email-pendiente")).toContainText(nuevo);
  await expect(page.locator('[data-field="email"]')).toHaveText(anterior);

  // The store's job sends the email within seconds; its link confirms the change.
  let link: string | null = null;
  await expect
    .poll(async () => (link = await linkSentTo(nuevo, CONFIRM_EMAIL_LINK)), {
      timeout: 60_000,
    })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page.getByText("Tu email se actualizó correctamente")).toBeVisible();
  await expect(page.getByRole("status").getByText(nuevo)).toBeVisible();
  await page.getByRole("link", { name: "Ir a mi perfil" }).click();
  await expect(page.locator('[data-field="email"]')).toHaveText(nuevo);

  // The link works once.
  await page.goto(link!);
  await expect(page.getByText(/El enlace para confirmar el email no es válido o ya caducó/)).toBeVisible();
});
