/// <reference lib="dom" />
import type { Page } from "@playwright/test";
import { expect, signedInShopper, test, TINY_PNG, unique, variantsWithStock } from "./support";

/**
 * Account journeys against the local store (`npm start`): identity comes from the server
 * (HttpOnly cookie + GET /api/auth/sesion), never from browser storage.
 */
const PASSWORD = "Girasol#Azul47";
const NEW_PASSWORD = "Marea-Verde-2931";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByRole("button", { name: "Iniciar Sesión" }).click();
}

async function signOut(page: Page) {
  // The desktop user menu opens on hover (spec: "opens on hover or click").
  await page
    .getByRole("button", { name: /^Cuenta de / })
    .first()
    .hover();
  await page.getByRole("menuitem", { name: "Cerrar Sesión" }).click();
  await expect(page.getByText("Sesión cerrada correctamente").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
}

test("register → sign out → sign in → edit profile → change password → sign in with the new password", async ({
  page,
}) => {
  // Six steps and four password hashes, often the first test of its worker (nothing warm yet).
  test.setTimeout(120_000);
  const email = `e2e-${unique()}@prueba.tienda`;

  // Register from the banner route, coming back to the page we were on.
  await page.goto("/registro");
  await expect(page.getByRole("heading", { name: "Crear Cuenta" })).toBeVisible();
  const reg = page.getByRole("form", { name: "Crear cuenta" });
  await reg.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(reg.getByText("El nombre es requerido")).toBeVisible();
  await reg.getByLabel("Nombre").fill("Elena");
  await reg.getByLabel("Apellido").fill("Prueba");
  await reg.getByLabel("Email").fill(email);
  await reg.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-strength")).toBeVisible();
  await reg.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await reg.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(page.getByText("¡Cuenta creada exitosamente!")).toBeVisible();
  await page.waitForURL((u) => u.pathname === "/");

  // The session survives a reload (restored from the server), and no identity sits in storage.
  await page.reload();
  await expect(page.getByText("Elena").first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(email);
  expect(await page.evaluate(() => document.cookie)).not.toContain("tienda_sesion");

  await signOut(page);

  // Wrong password first: the spec's message; then the right one.
  await signIn(page, email, "Incorrecta#123");
  await expect(page.getByText("Email o contraseña incorrectos")).toBeVisible();
  await page.getByRole("form", { name: "Iniciar sesión" }).getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("form", { name: "Iniciar sesión" }).getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByText("¡Inicio de sesión exitoso!")).toBeVisible();
  await page.waitForURL((u) => u.pathname === "/");

  // Profile: read-only → edit → save (phone validated), persisted on the server.
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Elena Prueba" })).toBeVisible();
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  const edit = page.getByRole("form", { name: "Editar información personal" });
  await edit.getByLabel("Teléfono").fill("0123");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByText("Teléfono inválido")).toBeVisible();
  // Avatar: a file over 5 MB is refused in the page; a small PNG goes straight to storage.
  const avatarInput = page.getByTestId("avatar-input");
  await avatarInput.setInputFiles({
    name: "grande.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("La imagen no puede ser mayor a 5MB")).toBeVisible();
  await avatarInput.setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: TINY_PNG });
  await edit.getByLabel("Teléfono").fill("+58 412 555 0101");
  await edit.getByLabel("Ciudad").fill("Mérida");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Perfil actualizado correctamente").first()).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-field="city"]')).toHaveText("Mérida");
  await expect(page.locator('[data-field="phone"]')).toHaveText("+58 412 555 0101");
  const avatar = page.getByRole("img", { name: "Foto de perfil" });
  await expect(avatar).toHaveAttribute("src", /^\/img\/avatars\/[0-9a-f-]{36}\.png$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Settings: the password panel keeps its button disabled until all three fields are filled.
  await page.getByRole("tab", { name: /Configuración/ }).click();
  await expect(page).toHaveURL(/tab=settings/);
  await page.getByRole("button", { name: "Cambiar Contraseña" }).click();
  const pw = page.getByRole("form", { name: "Cambiar contraseña" });
  const submit = pw.getByRole("button", { name: "Actualizar Contraseña" });
  await pw.getByLabel("Contraseña actual").fill(PASSWORD);
  await pw.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
  await expect(submit).toBeDisabled();
  await pw.getByLabel("Confirmar nueva contraseña").fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Contraseña cambiada correctamente").first()).toBeVisible();

  // Still signed in here (fresh session); sign out and back in with the new password.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Elena Prueba" })).toBeVisible();
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("Email o contraseña incorrectos")).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText("¡Inicio de sesión exitoso!")).toBeVisible();
  await page.goto("/perfil?tab=personal");
  await expect(page.locator('[data-field="city"]')).toHaveText("Mérida");
});

test("a guest cart merges into the account on sign-in and follows the shopper", async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account with one line already saved on the server (made through the API, another "browser").
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Requested-With": "tienda" } });
  const { email } = await signedInShopper(other, { firstName: "Mario", password: PASSWORD });
  const [a, b] = await variantsWithStock(other, { count: 2 });
  await other.put("/api/carrito", {
    data: { lineas: [{ productoId: a!.productoId, talla: a!.talla, color: a!.color, cantidad: 1 }] },
  });

  // As a guest in this browser: a cart in local storage with the same line and another one.
  await page.goto("/");
  await page.evaluate(
    (lineas) => localStorage.setItem("shop-cart-guest", JSON.stringify(lineas)),
    [
      { productoId: a!.productoId, talla: a!.talla, color: a!.color, cantidad: 2 },
      { productoId: b!.productoId, talla: b!.talla, color: b!.color, cantidad: 1 },
    ],
  );
  await page.goto(`/producto/${a!.productoId}`);
  await page.getByRole("link", { name: "Iniciar Sesión" }).first().click();
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(PASSWORD);
  await form.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByText("Tus productos se han sincronizado con tu cuenta").first()).toBeVisible();
  // Back to the page the shopper came from.
  await page.waitForURL((u) => u.pathname === `/producto/${a!.productoId}`);

  // Quantities added up on the server; the other browser sees the merged cart.
  const merged = await (await other.get("/api/carrito")).json();
  expect(merged.lineas).toEqual([
    { productoId: a!.productoId, talla: a!.talla, color: a!.color, cantidad: 3 },
    { productoId: b!.productoId, talla: b!.talla, color: b!.color, cantidad: 1 },
  ]);
  expect(await page.evaluate(() => localStorage.getItem("shop-cart-guest"))).toBeNull();

  // Signing out leaves the account's cart on the server and an empty guest cart here.
  await page.goto("/carrito");
  await signOut(page);
  await page.goto("/carrito");
  await expect(page.getByText("Tu carrito está vacío")).toBeVisible();
  expect((await (await other.get("/api/carrito")).json()).lineas).toHaveLength(2);
  await other.dispose();
});
