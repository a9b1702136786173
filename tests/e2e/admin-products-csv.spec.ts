/// <reference lib="dom" />
import { readFileSync } from "node:fs";
import { CSRF, expect as baseExpect, signInAs, test, unique } from "./support";

/**
 * Products by spreadsheet (docs/product-csv.md) in a real browser: the admin exports the
 * catalogue with 'Exportar CSV', edits one product's price and one size's stock in the file,
 * saves it as Excel on Windows does (Windows-1252), imports it with 'Importar CSV', reads the plan
 * and presses 'Importar'; the product then has the new price and stock.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

test("the admin exports the products, edits the file, reads the plan and imports it", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, "admin");
  // A product of this test's own, so no other journey's product changes.
  const [categorias, estilos] = await Promise.all([
    page.request.get("/api/admin/categorias").then((r) => r.json()),
    page.request.get("/api/estilos").then((r) => r.json()),
  ]);
  const nombre = `Chaqueta Ñandú ${unique()}`;
  const created = await page.request.post("/api/productos", {
    headers: CSRF,
    data: {
      nombre,
      descripcion: "Para el frío, con capucha",
      precio: 39.9,
      categoria_id: categorias.categorias[0].id,
      estilo_id: estilos.estilos[0].id,
      tallas: ["M", "L"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 3, "L|Negro": 2 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { producto: { id: string } }).producto.id;

  await page.goto("/admin/productos");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Productos" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("exportar-productos").click()]);
  expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path())!, "utf8");
  expect(
    exported.startsWith(
      "\uFEFFid;nombre;descripcion;categoria;subcategoria;estilo;marca;precio;talla;color;stock;activo;imagenes\r\n",
    ),
  ).toBe(true);

  // The admin keeps her product's rows, raises the price and counts 7 in size M.
  const lines = exported.replace(/^\uFEFF/, "").split("\r\n");
  const mine = lines.filter((l) => l.startsWith(`${id};`));
  expect(mine).toHaveLength(2);
  const edited = [
    lines[0],
    ...mine.map((l) => {
      const cells = l.split(";");
      cells[7] = "44,50";
      if (cells[8] === "M") cells[10] = "7";
      return cells.join(";");
    }),
  ].join("\r\n");
  // Excel on Windows saves "CSV" in Windows-1252: one byte per character (Ñ is 0xD1, ú 0xFA).
  const latin1 = Buffer.from(edited, "latin1");

  await page.getByTestId("importar-csv").click();
  const dialog = page.getByTestId("importar-productos");
  await expect(dialog.getByText("Importar productos (CSV)")).toBeVisible();
  await dialog
    .getByTestId("archivo-productos")
    .setInputFiles({ name: "productos.csv", mimeType: "text/csv", buffer: latin1 });
  await expect(dialog.getByText("Lo que hará la importación")).toBeVisible();
  await expect(dialog.getByTestId("importacion-actualizar")).toContainText("1");
  await expect(dialog.getByTestId("importacion-crear")).toContainText("0");
  await expect(dialog.getByTestId("detalle-importacion")).toContainText(`cambia «${nombre}» (precio, stock M / Negro)`);
  await dialog.getByTestId("confirmar-importacion").click();
  await expect(page.getByText("Importación terminada")).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = (await (await page.request.get(`/api/admin/productos/${id}`)).json()) as {
    precio: number;
    variantes: Array<{ talla: string; color: string; stock: number }>;
  };
  expect(after.precio).toBe(44.5);
  expect(after.variantes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ talla: "M", color: "Negro", stock: 7 }),
      expect.objectContaining({ talla: "L", color: "Negro", stock: 2 }),
    ]),
  );

  // The same file again plans no change.
  await page.getByTestId("importar-csv").click();
  await dialog
    .getByTestId("archivo-productos")
    .setInputFiles({ name: "productos.csv", mimeType: "text/csv", buffer: latin1 });
  await expect(dialog.getByText("El archivo no cambia nada de la tienda.")).toBeVisible();
  await expect(dialog.getByTestId("confirmar-importacion")).toBeDisabled();
});
