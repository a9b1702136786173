/// <reference lib="dom" />
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { receiptPng } from "../../functions/src/seed/receipt-image";
import { expect as baseExpect, guestOrderWithReceipt, mailsTo, signInAs, snap, test } from "./support";

/**
 * The admin's payment review (/admin/pagos) against the local store: a guest orders with a
 * receipt through the API, the admin rejects it with a reason, the shopper sees the rejection
 * and sends a new receipt from the order page, the admin approves it; both emails reach the
 * SMTP catcher. And the page refuses anybody who is not an admin.
 */

// Two browser contexts and several server round trips per step: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const MOTIVO = "La referencia no aparece en nuestro estado de cuenta";

/**
 * Opens a row's action menu and picks an action (the menu is keyboard-usable too), as a person
 * does: in the open menu of that row, which then closes, the pick taken. A pick the menu did not
 * take fails here rather than as a dialog that never comes.
 */
async function rowAction(page: Page, row: Locator, action: string) {
  const trigger = row.getByTestId("row-actions");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("menu", { name: (await trigger.getAttribute("aria-label"))!, exact: true });
  await menu.getByRole("menuitem", { name: action, exact: true }).click();
  await expect(menu).toBeHidden();
}

test("admin rejects a receipt, the shopper sends another, the admin approves it; both emails are sent", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `e2e-pagos-${randomUUID().slice(0, 8)}@prueba.tienda`;
  const referencia = String(Date.now()).slice(-8);

  // The shopper (a guest, in a context of their own) orders with a receipt.
  const shopperContext = await browser.newContext({ locale: "es-ES" });
  const shopper = await shopperContext.newPage();
  const creado = await guestOrderWithReceipt(shopperContext.request, {
    nombre: "Rebeca",
    apellido: "Pagos",
    email,
    referencia,
  });
  const numero = creado.pedido.numero_pedido;
  expect(creado.pedido.estado_pago).toBe("pendiente_verificacion");
  expect(creado.enlace).toMatch(/^\/pedido\/.+\?token=/);
  await shopper.goto(creado.enlace!);
  await expect(shopper.getByTestId("estado-pago")).toHaveText("Pendiente Verificación");

  // The admin signs in and finds the order by its number.
  await signInAs(page, "admin");
  await page.goto("/admin/pagos");
  await expect(page.getByRole("heading", { level: 1, name: "Pagos y Transacciones" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Administración" }).getByRole("link", { name: "Pagos" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("resumen-transacciones").getByTestId("valor")).not.toHaveText("");
  await page.getByTestId("admin-search").fill(numero);
  await expect(page).toHaveURL(new RegExp(`q=${numero}`));
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(numero);
  await expect(row).toContainText("Rebeca Pagos");
  await expect(row.getByTestId("badge-estado-pago")).toHaveText("Pendiente Verificación");
  // The declared Bs amount (1.000,00) is not the order's total: flagged.
  await expect(row.getByTestId("bandera-monto_distinto")).toHaveText("Monto distinto");
  await snap(page, "admin-pagos-1280");

  // The filters live in the URL: a reload keeps the search. The banner's text (a guest's offer) is
  // held meanwhile: a signed-in admin's page neither keeps its place nor moves when it comes (36 px
  // up under a row's open menu, once, lost the pick between press and release).
  const placed = await row.getByTestId("row-actions").boundingBox();
  let answerBanner!: () => void;
  const bannerHeld = new Promise<void>((resolve) => (answerBanner = resolve));
  await page.route("**/api/contenido/banner", async (route) => {
    await bannerHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId("admin-search")).toHaveValue(numero);
  await expect(rows).toHaveCount(1);
  expect(await row.getByTestId("row-actions").boundingBox()).toEqual(placed);
  answerBanner();

  // 'Ver comprobante' shows the image.
  await rowAction(page, row, "Ver comprobante");
  const viewer = page.getByRole("dialog", { name: `Comprobante del pedido ${numero}` });
  const image = viewer.getByTestId("admin-receipt-image");
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(viewer.getByRole("link", { name: /Abrir en una pestaña nueva/ })).toHaveAttribute("target", "_blank");
  await viewer.getByRole("button", { name: "Acercar" }).click();
  await expect(viewer.getByTestId("receipt-zoom")).toHaveText("150%");
  await viewer.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(viewer).toBeHidden();
  // Focus goes back to the row's action button.
  await expect(row.getByTestId("row-actions")).toBeFocused();

  // Reject: the reason is required.
  await rowAction(page, row, "Rechazar pago");
  const reject = page.getByRole("alertdialog", { name: "Rechazar pago" });
  await reject.getByRole("button", { name: "Rechazar pago" }).click();
  await expect(reject.getByText("Indica el motivo del rechazo")).toBeVisible();
  await reject.getByLabel("Motivo del rechazo").fill(MOTIVO);
  await expect(reject.getByText(`${MOTIVO.length}/500`)).toBeVisible();
  await reject.getByRole("button", { name: "Rechazar pago" }).click();
  await expect(page.getByText("Pago rechazado").first()).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(row.getByTestId("badge-estado-pago")).toHaveText("Rechazado");

  // The shopper sees the rejection and its reason, and sends a new receipt.
  await shopper.reload();
  await expect(shopper.getByTestId("estado-pago")).toHaveText("Rechazado");
  await expect(shopper.getByText(`Motivo: ${MOTIVO}`).first()).toBeVisible();
  const upload = shopper.getByRole("form", { name: "Subir comprobante" });
  await upload.getByLabel("Imagen del comprobante").setInputFiles({
    name: "nuevo-comprobante.png",
    mimeType: "image/png",
    buffer: receiptPng(`${referencia}-2`),
  });
  await upload.getByRole("button", { name: "Enviar comprobante" }).click();
  await expect(upload).toBeHidden();
  await expect(shopper.getByTestId("estado-pago")).toHaveText("Pendiente Verificación");

  // The admin reads the list again and approves.
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(row.getByTestId("badge-estado-pago")).toHaveText("Pendiente Verificación");
  await rowAction(page, row, "Aprobar pago");
  const approve = page.getByRole("alertdialog", { name: "¿Aprobar el pago?" });
  await expect(approve).toContainText(numero);
  await approve.getByRole("button", { name: "Aprobar pago" }).click();
  await expect(page.getByText("Pago aprobado").first()).toBeVisible();
  await expect(row.getByTestId("badge-estado-pago")).toHaveText("Completado");
  await expect(row.getByTestId("badge-estado-pedido")).toHaveText("Procesando");

  // The details show the history of both reviews.
  await rowAction(page, row, "Ver detalles");
  const details = page.getByTestId("order-details");
  await expect(details.getByRole("heading", { name: `Pedido ${numero}` })).toBeVisible();
  await expect(details.getByTestId("admin-order-history")).toContainText("Pago rechazado");
  await expect(details.getByTestId("admin-order-history")).toContainText(`Motivo: ${MOTIVO}`);
  await expect(details.getByTestId("admin-order-history")).toContainText("Pago aprobado");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await shopper.reload();
  await expect(shopper.getByTestId("estado-pago")).toHaveText("Completado");

  // Both emails were delivered to the shopper (the outbox is sent by a job, every second in these stores).
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 150_000 })
    .toEqual(expect.arrayContaining([expect.stringMatching(/rechazado/i), expect.stringMatching(/aprobado/i)]));
  await shopperContext.close();
});

test("the payments page refuses visitors who are not admins", async ({ page }) => {
  await page.goto("/admin/pagos");
  await expect(page.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
  await expect(page.getByText("No tienes permisos para acceder a la gestión de pagos")).toBeVisible();

  await signInAs(page, "maria");
  await page.goto("/admin/pagos");
  await expect(page.getByRole("heading", { name: "Acceso Denegado" })).toBeVisible();
  await expect(page.getByText("No tienes permisos para acceder a la gestión de pagos")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("navigation", { name: "Administración" })).toHaveCount(0);
  await expect(page.getByTestId("payment-row")).toHaveCount(0);

  // The dashboard placeholder has its own message.
  await page.goto("/admin");
  await expect(page.getByText("No tienes permisos para acceder al panel de administración")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
});
