/// <reference lib="dom" />
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { receiptPng } from "../../functions/src/seed/receipt-image";
import { expect as baseExpect, guestOrderWithReceipt, signedInShopper, signInAs, snap, test } from "./support";

/**
 * The admin's catalogue, users and reports against the local store: a product made with the
 * 'Nuevo Producto' wizard (two uploaded images) reaches the storefront, an offer changes its
 * price there and a stock of 3 shows 'Últimos 3'; a deactivated user cannot sign in; the users
 * CSV and the sales report JSON hold the spec's columns and the figures the page shows.
 *
 * Every storefront check opens a fresh browser context: the public catalogue reads may be kept a
 * minute by the browser (Cache-Control), and a shopper arriving later has no such copy.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

/** The storefront as a new shopper sees it (own context: no cached catalogue reads). */
async function storefront<T>(browser: Browser, path: string, check: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: "es-ES" });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await check(page);
  } finally {
    await context.close();
  }
}

/** A guest's order paid by transfer with its receipt (the shopper's context), approved by the admin: a real sale. */
async function placeAndApproveOrder(browser: Browser, admin: Page): Promise<number> {
  const context = await browser.newContext({ locale: "es-ES" });
  try {
    const { pedido } = await guestOrderWithReceipt(context.request, {
      nombre: "Rosa",
      apellido: "Reportes",
      email: `e2e-reporte-${randomUUID().slice(0, 8)}@prueba.tienda`,
      cantidad: 2,
      approve: admin.request,
    });
    return pedido.total;
  } finally {
    await context.close();
  }
}

test("the admin creates a product with two images, puts it on offer and sets its stock; the storefront follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const nombre = `Chaqueta E2E ${randomUUID().slice(0, 6)}`;
  await signInAs(page, "admin");

  await page.goto("/admin/productos");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Productos" })).toBeVisible();
  await expect(page.getByTestId("admin-product").first()).toBeVisible();
  await snap(page, "admin-productos-1280");

  // The wizard: 'Siguiente' waits for each step to be valid.
  await page.getByRole("button", { name: "Nuevo Producto" }).click();
  const wizard = page.getByTestId("product-wizard");
  await expect(wizard.getByText("Paso 1 de 4: Información básica")).toBeVisible();
  const next = wizard.getByTestId("wizard-siguiente");
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="nombre"]').fill(nombre);
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="precio"]').fill("0");
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="precio"]').fill("50");
  await wizard.getByLabel("Descripción").fill("Chaqueta creada por la prueba del panel de administración.");
  await next.click();

  await expect(wizard.getByText("Paso 2 de 4: Categoría y estilo")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="categoria_id"]').selectOption("ropa-hombre");
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="estilo_id"]').selectOption("casual");
  await next.click();

  await expect(wizard.getByText("Paso 3 de 4: Precio, tallas y stock")).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.locator('[data-field="precio_original"]').fill("0");
  await wizard.getByTestId("wizard-tallas").getByRole("button", { name: "M", exact: true }).click();
  await wizard.getByTestId("wizard-colores").getByRole("button", { name: "Negro" }).click();
  await wizard.getByLabel("Stock talla M color Negro").fill("12");
  await wizard.getByRole("button", { name: "Anterior" }).click();
  await expect(wizard.locator('[data-field="estilo_id"]')).toHaveValue("casual");
  await next.click();
  await expect(wizard.getByLabel("Stock talla M color Negro")).toHaveValue("12");
  await next.click();

  // Step 4: two PNGs made here, uploaded through the presigned POST.
  await expect(wizard.getByText("Paso 4 de 4: Imágenes y revisión")).toBeVisible();
  await wizard.getByTestId("wizard-image-input").setInputFiles([
    { name: "frente.png", mimeType: "image/png", buffer: receiptPng("FRENTE-1") },
    { name: "espalda.png", mimeType: "image/png", buffer: receiptPng("ESPALDA-2") },
  ]);
  const images = wizard.getByTestId("wizard-image");
  await expect(images).toHaveCount(2);
  await expect(wizard.locator('[data-testid="wizard-image"][data-estado="lista"]')).toHaveCount(2);
  // The second image becomes the main one.
  await wizard.getByRole("button", { name: "Hacer principal: espalda.png" }).click();
  await expect(images.first().getByRole("img")).toHaveAttribute("alt", "espalda.png");
  await expect(wizard.getByTestId("wizard-review")).toContainText(nombre);
  await snap(page, "admin-producto-asistente-1280");
  await wizard.getByRole("button", { name: "Crear Producto" }).click();
  await expect(page.getByText("Producto creado correctamente").first()).toBeVisible();
  await expect(wizard).toBeHidden();

  // The new product heads the list (newest first); find it by name.
  await page.getByTestId("admin-products-search").fill(nombre);
  await expect(page).toHaveURL(/q=Chaqueta/);
  const row = page.getByTestId("admin-product").filter({ hasText: nombre });
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute("data-id"))!;
  expect(id).toMatch(/^p-/);
  await expect(row.getByTestId("admin-precio")).toHaveText("$50.00");

  // The storefront shows it with both images, the chosen main one first.
  await storefront(browser, `/producto/${id}`, async (shop) => {
    await expect(shop.getByRole("heading", { level: 1, name: nombre })).toBeVisible();
    await expect(shop.getByTestId("product-price")).toHaveText("$50.00");
    await expect(shop.getByRole("tablist", { name: "Imágenes del producto" }).getByRole("tab")).toHaveCount(2);
  });
  const published = (await (await page.request.get(`/api/productos/producto/${id}`)).json()) as { imagenes: string[] };
  expect(published.imagenes).toHaveLength(2);
  for (const src of published.imagenes) expect(src).toMatch(new RegExp(`^/img/productos/${id}-[0-9a-f]{8}\\.png$`));
  expect((await page.request.get(published.imagenes[0]!)).headers()["content-type"]).toBe("image/png");

  // A 30 % offer.
  await row.getByTestId("accion-oferta").click();
  const offer = page.getByRole("dialog", { name: `Oferta: ${nombre}` });
  await expect(offer.getByTestId("oferta-precio-original")).toHaveValue("50.00");
  await offer.getByTestId("oferta-porcentaje").fill("95");
  await offer.getByRole("button", { name: "Aplicar oferta" }).click();
  await expect(offer.getByText("El descuento debe estar entre 1 y 90")).toBeVisible();
  await offer.getByTestId("oferta-porcentaje").fill("30");
  await expect(offer.getByTestId("oferta-nuevo-precio")).toHaveText("$35.00");
  await offer.getByRole("button", { name: "Aplicar oferta" }).click();
  await expect(page.getByText("Oferta aplicada").first()).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(row.getByTestId("admin-precio")).toHaveText("$35.00");
  await expect(row.getByTestId("admin-oferta")).toHaveText("-30%");
  await storefront(browser, `/producto/${id}`, async (shop) => {
    await expect(shop.getByTestId("product-price")).toHaveText("$35.00");
    await expect(shop.getByText("-30%").first()).toBeVisible();
  });

  // Stock of the only variant: 3 (red 'Stock Bajo' in the editor), then 'Últimos 3' in the shop.
  await row.getByTestId("accion-stock").click();
  const stock = page.getByRole("dialog", { name: `Stock: ${nombre}` });
  const input = stock.getByLabel("Stock talla M color Negro");
  await expect(input).toHaveValue("12");
  await expect(stock.getByTestId("stock-badge")).toHaveAttribute("data-color", "yellow");
  await input.fill("");
  await stock.getByRole("button", { name: "Guardar stock" }).click();
  await expect(stock.getByText("Indica el stock")).toBeVisible();
  await input.fill("3");
  await expect(stock.getByTestId("stock-badge")).toHaveText("Stock Bajo");
  await expect(stock.getByTestId("stock-badge")).toHaveAttribute("data-color", "red");
  await stock.getByRole("button", { name: "Guardar stock" }).click();
  await expect(page.getByText("Stock actualizado").first()).toBeVisible();
  await expect(stock).toBeHidden();
  await expect(row).toContainText("3 uds.");
  await storefront(browser, `/producto/${id}`, async (shop) => {
    await expect(shop.getByText("Últimos 3").first()).toBeVisible();
  });

  // Editing keeps the offer as it is (the form edits the price without the discount).
  await row.getByTestId("accion-editar").click();
  const edit = page.getByTestId("product-wizard");
  await expect(edit.getByTestId("wizard-oferta")).toContainText("Este producto está en oferta (-30%; hoy a $35.00)");
  await expect(edit.locator('[data-field="precio"]')).toHaveValue("50");
  await edit.getByLabel("Descripción").fill("Descripción editada por la prueba.");
  for (let i = 0; i < 3; i++) await edit.getByTestId("wizard-siguiente").click();
  await expect(edit.getByTestId("wizard-image")).toHaveCount(2);
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Producto actualizado correctamente").first()).toBeVisible();
  await expect(row.getByTestId("admin-precio")).toHaveText("$35.00");
  await storefront(browser, `/producto/${id}`, async (shop) => {
    await expect(shop.getByTestId("product-price")).toHaveText("$35.00");
    await expect(shop.getByText("Descripción editada por la prueba.")).toBeVisible();
  });

  // The filters live in the URL: 'En oferta' + search keeps the product, 'Reset' clears them in place.
  await page.getByTestId("filtro-oferta").click();
  await expect(page).toHaveURL(/oferta=1/);
  await expect(row).toHaveCount(1);
  await page.getByTestId("filtro-stock-bajo").click();
  await expect(page).toHaveURL(/stock=bajo/);
  await expect(row).toHaveCount(1);
  await page.getByTestId("filtros-reset").click();
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await expect(page.getByTestId("admin-products-search")).toHaveValue("");
});

test("styles made in 'Tienda' are in the wizard at once; the list switches a product off and on, edits its price in place and deletes what no order names", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const styles = [`Playa ${tag}`, `Noche ${tag}`];
  const adminNav = page.getByRole("navigation", { name: "Administración" });
  await signInAs(page, "admin");
  await page.goto("/admin/productos");

  // The wizard's lists are read once before the styles exist (and kept by the browser and the query cache).
  await page.getByRole("button", { name: "Nuevo Producto" }).click();
  let wizard = page.getByTestId("product-wizard");
  await wizard.locator('[data-field="nombre"]').fill(`Pareo ${tag}`);
  await wizard.locator('[data-field="precio"]').fill("20");
  await wizard.getByTestId("wizard-siguiente").click();
  await expect(wizard.locator('[data-field="estilo_id"]').locator("option", { hasText: "Casual" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(wizard).toBeHidden();

  // Two styles, through the menus: no reload from here on.
  await adminNav.getByRole("link", { name: "Tienda" }).click();
  await page.getByRole("navigation", { name: "Secciones de la tienda" }).getByRole("link", { name: "Estilos" }).click();
  for (const nombre of styles) {
    await page.getByRole("button", { name: "Nuevo estilo" }).click();
    const form = page.getByRole("form", { name: "Nuevo estilo" });
    await form.getByLabel("Nombre").fill(nombre);
    await form.getByLabel("Descripción").fill("Estilo creado por la prueba.");
    await form.getByRole("button", { name: "Guardar estilo" }).click();
    await expect(page.getByRole("region", { name: "Estilos" })).toContainText(nombre);
  }
  await adminNav.getByRole("link", { name: "Productos" }).click();
  await page.getByRole("button", { name: "Nuevo Producto" }).click();
  wizard = page.getByTestId("product-wizard");
  await wizard.locator('[data-field="nombre"]').fill(`Pareo ${tag}`);
  await wizard.locator('[data-field="precio"]').fill("20");
  await wizard.getByTestId("wizard-siguiente").click();
  const estilo = wizard.locator('[data-field="estilo_id"]');
  for (const nombre of styles) await expect(estilo.locator("option", { hasText: nombre })).toHaveCount(1);

  // A product in the new style, made to be switched off, repriced and deleted.
  await wizard.locator('[data-field="categoria_id"]').selectOption("ropa-mujer");
  await estilo.selectOption({ label: styles[0]! });
  await wizard.getByTestId("wizard-siguiente").click();
  await wizard.locator('[data-field="precio_original"]').fill("0");
  await wizard.getByTestId("wizard-tallas").getByRole("button", { name: "M", exact: true }).click();
  await wizard.getByTestId("wizard-colores").getByRole("button", { name: "Negro" }).click();
  await wizard.getByLabel("Stock talla M color Negro").fill("4");
  await wizard.getByTestId("wizard-siguiente").click();
  await expect(wizard.getByText("Paso 4 de 4: Imágenes y revisión")).toBeVisible();
  await wizard.getByRole("button", { name: "Crear Producto" }).click();
  await expect(page.getByText("Producto creado correctamente").first()).toBeVisible();
  await page.getByTestId("admin-products-search").fill(`Pareo ${tag}`);
  const row = page.getByTestId("admin-product").filter({ hasText: `Pareo ${tag}` });
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute("data-id"))!;

  await row.getByTestId("accion-activo").click();
  await expect(page.getByText("Producto desactivado").first()).toBeVisible();
  await expect(row.getByTestId("admin-inactivo")).toBeVisible();
  expect((await page.request.get(`/api/productos/producto/${id}`)).status()).toBe(404);
  await expect(row.getByTestId("accion-activo")).toHaveText("Activar");
  await row.getByTestId("accion-activo").click();
  await expect(page.getByText("Producto activado").first()).toBeVisible();
  await expect(row.getByTestId("admin-inactivo")).toHaveCount(0);

  // The price in place, without the wizard; a bad price is refused with the form's message.
  await row.getByTestId("accion-precio").click();
  const precio = row.getByTestId("precio-input");
  await expect(precio).toHaveValue("20");
  await precio.fill("0");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(row.getByText("El precio debe ser mayor que 0")).toBeVisible();
  await precio.fill("24,50");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(row.getByTestId("admin-precio")).toHaveText("$24.50");
  await expect(precio).toBeHidden();

  // No order names it: 'Eliminar' deletes it.
  await row.getByTestId("accion-eliminar").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Producto eliminado").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/admin/productos/${id}`)).status()).toBe(404);
});

test("a deactivated user cannot sign in; the users CSV has the spec's columns", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { email, password } = await signedInShopper(page, {
    email: `e2e-usuario-${randomUUID().slice(0, 8)}@prueba.tienda`,
    // A digit of its own: six hex characters are all letters about once in 360 runs, which the rules refuse.
    password: `Zorzal-Azul-7${randomUUID().slice(0, 6)}`,
    firstName: "Inés",
    lastName: "Desactivada",
  });
  // Registration signed that request context in as the new user; sign in as the admin instead.
  await signInAs(page, "admin");

  await page.goto("/admin/usuarios");
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de Usuarios" })).toBeVisible();
  await expect(page.getByTestId("resumen-total").getByTestId("valor")).toHaveText(/^\d+$/);
  await snap(page, "admin-usuarios-1280");
  await page.getByPlaceholder("Buscar usuarios...").fill(email);
  const rows = page.getByTestId("user-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText("Inés Desactivada");
  await expect(row.getByTestId("badge-rol")).toHaveText("Usuario");
  await expect(row.getByTestId("badge-estado")).toHaveText("Activo");

  await row.getByTestId("accion-estado").click();
  const confirm = page.getByRole("alertdialog", { name: "¿Desactivar este usuario?" });
  await expect(confirm).toContainText(email);
  await confirm.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("Usuario actualizado correctamente").first()).toBeVisible();
  await expect(row.getByTestId("badge-estado")).toHaveText("Inactivo");

  // The user tries to sign in.
  await storefront(browser, "/login", async (shop) => {
    const form = shop.getByRole("form", { name: "Iniciar sesión" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Contraseña").fill(password);
    await form.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(shop.getByText("Tu cuenta está desactivada").first()).toBeVisible();
    expect(new URL(shop.url()).pathname).toBe("/login");
  });

  // The CSV of the current filter.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("exportar-usuarios").click()]);
  expect(download.suggestedFilename()).toBe("usuarios.csv");
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("ID,Nombre,Apellido,Email,Rol,Fecha de Registro,Estado");
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(",");
  expect(cells.slice(1)).toEqual([
    "Inés",
    "Desactivada",
    email,
    "Usuario",
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    "Inactivo",
  ]);
  await expect(page.getByText("Usuarios exportados correctamente").first()).toBeVisible();

  // The admin cannot deactivate themselves: the server's 409 message as a toast.
  await page.getByPlaceholder("Buscar usuarios...").fill("admin@tienda.com");
  await expect(page).toHaveURL(/q=admin/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("admin@tienda.com");
  await rows.first().getByTestId("accion-estado").click();
  await page
    .getByRole("alertdialog", { name: "¿Desactivar este usuario?" })
    .getByRole("button", { name: "Desactivar" })
    .click();
  await expect(
    page.getByText("No puedes desactivar tu propia cuenta ni quitarte el rol de administrador").first(),
  ).toBeVisible();
  await expect(rows.first().getByTestId("badge-estado")).toHaveText("Activo");
});

test("the sales report exports the figures it shows", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, "admin");
  // A sale approved today, so the period has figures to show.
  const total = await placeAndApproveOrder(browser, page);
  await page.goto("/admin/reportes?periodo=3months");
  await expect(page.getByRole("heading", { level: 1, name: "Reportes de Ventas" })).toBeVisible();
  await expect(page.getByTestId("reporte-periodo")).toHaveValue("3months");
  const valor = (id: string) => page.getByTestId(id).getByTestId("valor");
  await expect(valor("reporte-ventas")).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(page.getByTestId("grafico-mensual").locator("svg").first()).toBeVisible();
  await snap(page, "admin-reportes-1280");
  const shown = {
    ventas: await valor("reporte-ventas").innerText(),
    pedidos: await valor("reporte-pedidos").innerText(),
    promedio: await valor("reporte-promedio").innerText(),
    unidades: await valor("reporte-unidades").innerText(),
    conversion: await page.getByTestId("metrica-conversion").getByTestId("valor").innerText(),
  };

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("exportar-reporte").click()]);
  const today = new Date();
  const p = (n: number) => String(n).padStart(2, "0");
  expect(download.suggestedFilename()).toBe(
    `reporte-ventas-${today.getFullYear()}-${p(today.getMonth() + 1)}-${p(today.getDate())}.json`,
  );
  const report = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    periodo: { valor: string; desde: string; hasta: string };
    resumen: {
      ventasTotales: number;
      pedidosTotales: number;
      valorPromedioPedido: number;
      unidadesVendidas: number;
      conversion: number;
    };
    ventasMensuales: Array<{ mes: string; ventas: number }>;
    productosMasVendidos: unknown[];
    productosMenosVendidos: unknown[];
  };
  expect(report.periodo.valor).toBe("3months");
  expect(report.resumen.ventasTotales).toBeGreaterThanOrEqual(total);
  expect(report.resumen.unidadesVendidas).toBeGreaterThanOrEqual(2);
  expect(report.productosMasVendidos.length).toBeGreaterThan(0);
  expect(`$${report.resumen.ventasTotales.toFixed(2)}`).toBe(shown.ventas);
  expect(String(report.resumen.pedidosTotales)).toBe(shown.pedidos.replace(/\./g, ""));
  expect(`$${report.resumen.valorPromedioPedido.toFixed(2)}`).toBe(shown.promedio);
  expect(String(report.resumen.unidadesVendidas)).toBe(shown.unidades.replace(/\./g, ""));
  expect(shown.conversion).toBe(`${report.resumen.conversion.toFixed(1).replace(".", ",")} %`);
  // Every month of the period is there, the months without sales at 0.
  expect(report.ventasMensuales.length).toBeGreaterThanOrEqual(3);
  expect(report.ventasMensuales.reduce((a, m) => a + m.ventas, 0)).toBeCloseTo(report.resumen.ventasTotales, 2);
  expect(Array.isArray(report.productosMasVendidos) && Array.isArray(report.productosMenosVendidos)).toBe(true);
});

test("dashboard, settings and the admin pages at 375 and 1280 px; shoppers are refused", async ({ page, browser }) => {
  test.setTimeout(150_000);
  // A shopper (a fresh context) gets the dashboard's own refusal.
  await storefront(browser, "/admin", async (shop) => {
    await expect(shop.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
    await expect(shop.getByText("No tienes permisos para acceder al panel de administración")).toBeVisible();
    await expect(shop.getByRole("link", { name: "Volver al Inicio" })).toBeVisible();
  });

  await signInAs(page, "admin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Panel de Administración" })).toBeVisible();
  await expect(page.getByTestId("dashboard-productos").getByTestId("valor")).toHaveText(/^\d+$/);
  // The refresh button really reads again (disabled while it does).
  const stats = page.waitForResponse((r) => r.url().includes("/api/admin/estadisticas"));
  await page.getByTestId("actualizar").click();
  await stats;
  await expect(page.getByTestId("actualizar")).toBeEnabled();
  // The period is kept in the URL and asked from the API.
  const year = page.waitForResponse((r) => r.url().includes("/api/admin/estadisticas?periodo=1y"));
  await page.getByTestId("dashboard-periodo").selectOption("1y");
  await year;
  await expect(page).toHaveURL(/periodo=1y/);
  for (const [name, href] of [
    ["Gestionar Productos", "/admin/productos"],
    ["Gestionar Ofertas", "/admin/productos?oferta=1"],
    ["Control de Inventario", "/admin/productos?stock=bajo"],
    ["Reportes de Ventas", "/admin/reportes"],
  ] as const) {
    await expect(
      page.getByRole("navigation", { name: "Acciones rápidas" }).getByRole("link", { name }),
    ).toHaveAttribute("href", href);
  }

  // 'Reabastecer' opens the product's stock editor in place.
  await page
    .getByTestId("alertas-stock")
    .getByRole("button", { name: /^Reabastecer/ })
    .first()
    .click();
  const restock = page.getByRole("dialog", { name: /^Stock: / });
  await expect(restock.getByTestId("stock-row").first()).toBeVisible();
  await restock.getByRole("button", { name: "Cancelar" }).click();
  await expect(restock).toBeHidden();
  // The bell lists receipts to review and low stock; a stock alert leads to that product's stock editor.
  await page.getByTestId("notificaciones").click();
  await expect(page.getByTestId("notificaciones-lista")).toBeVisible();
  await page.getByTestId("notificacion-stock").first().click();
  await expect(page).toHaveURL(/\/admin\/productos\?stock_producto=/);
  await expect(
    page
      .getByRole("dialog", { name: /^Stock: / })
      .getByTestId("stock-row")
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/admin\/productos$/);

  // Settings: the monthly goal the dashboard measures against.
  await page.goto("/admin/ajustes");
  await expect(page.getByRole("heading", { level: 1, name: "Ajustes de la Tienda" })).toBeVisible();
  await expect(page.getByTestId("ajustes-tasa")).not.toHaveValue("");
  await page.getByTestId("ajustes-meta").fill("-5");
  await page.getByTestId("ajustes-guardar").click();
  await expect(page.getByText("La meta mensual debe ser un número mayor o igual a 0")).toBeVisible();
  await page.getByTestId("ajustes-meta").fill("20000");
  await page.getByTestId("ajustes-guardar").click();
  await expect(page.getByText("Ajustes guardados correctamente").first()).toBeVisible();
  await expect(page.getByTestId("ajustes-actualizacion")).toContainText("Última actualización por Admin");
  await page.goto("/admin");
  await expect(page.getByTestId("meta-mensual")).toContainText("de $20000.00");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, name] of [
      ["/admin", "Panel de Administración", "dashboard"],
      ["/admin/productos", "Gestión de Productos", "productos"],
      ["/admin/usuarios", "Gestión de Usuarios", "usuarios"],
      ["/admin/reportes", "Reportes de Ventas", "reportes"],
      ["/admin/ajustes", "Ajustes de la Tienda", "ajustes"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await snap(page, `admin-${name}-${width}`);
    }
  }
});
