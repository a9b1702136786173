import { expect, signInAs, test, TINY_PNG } from "./support";

/**
 * 'Subir fotos' in /admin/productos (issue 48, item 1): several images at once, each listed by its
 * file name with its own progress bar, checked by the store like any upload; a file that is not
 * an image is refused by name without stopping the others.
 */
test("the admin uploads several photos at once and each is listed by its file name", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/productos");
  await page.getByTestId("subir-fotos").click();
  const dialog = page.getByRole("dialog", { name: "Subir fotos" });
  await expect(dialog.getByText("Suelta las fotos aquí")).toBeVisible();

  await dialog.getByLabel("Elegir fotos").setInputFiles([
    { name: "jean-azul-1.png", mimeType: "image/png", buffer: TINY_PNG },
    { name: "jean-azul-2.png", mimeType: "image/png", buffer: TINY_PNG },
    { name: "vestido-rojo.png", mimeType: "image/png", buffer: TINY_PNG },
    { name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("no es una foto") },
  ]);

  const row = (name: string) => dialog.getByTestId("foto-fila").filter({ hasText: name });
  for (const name of ["jean-azul-1.png", "jean-azul-2.png", "vestido-rojo.png"]) {
    await expect(row(name)).toHaveAttribute("data-estado", "subida");
    await expect(row(name).getByRole("progressbar", { name: `Progreso de ${name}` })).toHaveAttribute("value", "100");
  }
  await expect(row("notas.txt")).toHaveAttribute("data-estado", "error");
  await expect(row("notas.txt")).toContainText("Por favor selecciona una imagen válida");
  await expect(dialog.getByText("3 fotos subidas de 4")).toBeVisible();
});
