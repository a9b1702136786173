import { expect, signInAs, snap, test } from "./support";

test("a guest is asked to sign in to favourite from a card", async ({ page }) => {
  await page.goto("/tienda");
  const card = page.getByTestId("product-card").first();
  await card.hover();
  await card.getByRole("button", { name: /a favoritos$/ }).click();
  await expect(page.getByText("Debes iniciar sesión para realizar esta acción")).toBeVisible();
});

test("favourites page: add from the product page, search, select and remove", async ({ page }) => {
  await page.goto("/favoritos");
  await expect(page.getByText("No tienes favoritos aún")).toBeVisible();

  // Signed in as the demo shopper: the hearts below are saved on her account.
  await signInAs(page, "maria");
  await page.reload();
  await expect(page.getByRole("button", { name: "Cuenta de María" })).toBeVisible();

  for (const id of ["p005", "p001"]) {
    await page.goto(`/producto/${id}`);
    await page.getByTestId("detail-favorite").click();
    await expect(page.getByTestId("detail-favorite")).toHaveAttribute("aria-pressed", "true");
  }
  await page.goto("/favoritos");
  await expect(page.getByRole("heading", { name: "Mis Favoritos" })).toBeVisible();
  await expect(page.getByText("2 productos guardados")).toBeVisible();
  await snap(page, "favoritos-1280");

  await page.getByLabel("Buscar en favoritos").fill("zzzz");
  await expect(page.getByText("No se encontraron resultados")).toBeVisible();
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(page.getByTestId("favorite-item")).toHaveCount(2);

  await page.getByRole("button", { name: "Seleccionar todo" }).click();
  await page.getByRole("button", { name: /Eliminar seleccionados/ }).click();
  await expect(page.getByText("No tienes favoritos aún")).toBeVisible();
});
