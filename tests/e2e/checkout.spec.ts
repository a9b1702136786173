/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { CSRF, expect, signInAs, snap, test, TINY_PNG } from "./support";

/**
 * Checkout journeys against the local store: cart → 'Finalizar Compra' (three steps) →
 * '¡Pedido Confirmado!' → the order page. One journey per payment method: a guest with pago
 * móvil, María (signed in) with a bank transfer, and a guest paying by UBI who uploads the
 * receipt from the order page afterwards.
 */

const receipt = (name = "comprobante.png") => ({ name, mimeType: "image/png", buffer: TINY_PNG });

// The shoppers are in Venezuela (UTC−4): a calendar day such as the BCV rate's must not show as
// the day before, which is what reading '2026-11-23' as UTC midnight would do there.
test.use({ timezoneId: "America/Caracas" });

/** Adds one unit of a product from its page (the size picker opens when no size is chosen). */
async function addToCart(page: Page, productId: string) {
  await page.goto(`/producto/${productId}`);
  await page.getByTestId("add-to-cart").click();
  const dialog = page.getByRole("dialog", { name: "Selecciona una talla" });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole("button", { name: /^Talla \S+$/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Producto agregado al carrito").first()).toBeVisible();
  // The SPA took over the page the server drew, leaving one heading (shared-link.spec.ts checks the
  // rest of a shared link, on a phone).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

/** From the cart page to step 1 of the checkout. */
async function startCheckout(page: Page) {
  await page.goto("/carrito");
  await expect(page.getByTestId("cart-line").first()).toBeVisible();
  await page.getByRole("link", { name: "Proceder al Pago" }).click();
  await expect(page).toHaveURL(/\/carrito\/pago$/);
  await expect(page.getByRole("heading", { level: 1, name: "Finalizar Compra" })).toBeVisible();
  await expect(page.getByTestId("summary-total")).toContainText("$");
}

async function fillShipping(page: Page, d: { nombre?: string; apellido?: string; email?: string; telefono?: string }) {
  const form = page.getByRole("form", { name: "1. Información de Envío" });
  if (d.nombre) await form.getByLabel("Nombre").fill(d.nombre);
  if (d.apellido) await form.getByLabel("Apellido").fill(d.apellido);
  if (d.email) await form.getByLabel("Email").fill(d.email);
  await form.getByLabel("Teléfono").fill(d.telefono ?? "0412-1234567");
  await form.getByLabel("Dirección").fill("Av. Francisco de Miranda, Torre Sur, piso 3");
  await form.getByLabel("Ciudad").fill("Caracas");
  await form.getByLabel("Estado").selectOption("Miranda");
  await form.getByLabel("Código postal").fill("1060");
  await form.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "2. Método de Pago" })).toBeVisible();
}

/** Step 3: accept the terms and confirm; returns the confirmation dialog. */
async function confirmOrder(page: Page): Promise<Locator> {
  await expect(page.getByRole("heading", { name: "3. Confirmar Pedido" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole("button", { name: "Confirmar Pedido" }).click();
  const dialog = page.getByRole("dialog", { name: "¡Pedido Confirmado!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("numero-pedido")).toHaveText(/\S+/);
  await expect(dialog.getByTestId("placed-total")).toContainText("$");
  await expect(dialog.getByTestId("placed-total-bs")).toContainText("Bs.");
  return dialog;
}

/** The order page shows the attached receipt (a real image) and the payment under review. */
async function expectReceiptUnderReview(page: Page, numero: string) {
  await expect(page.getByTestId("order-number")).toHaveText(numero);
  await expect(page.getByTestId("estado-pago")).toHaveText("Pendiente Verificación");
  await expect(page.getByTestId("order-timeline")).toContainText("Comprobante enviado");
  await page.getByRole("button", { name: "Ver comprobante" }).click();
  const viewer = page.getByRole("dialog", { name: `Comprobante del pedido ${numero}` });
  const img = viewer.getByTestId("receipt-image");
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1);
  await expect(viewer.getByRole("link", { name: "Abrir en una pestaña nueva" })).toHaveAttribute("target", "_blank");
  await viewer.getByRole("button", { name: "Cerrar" }).click();
  await expect(viewer).toBeHidden();
}

async function expectEmptyCart(page: Page) {
  await page.goto("/carrito");
  await expect(page.getByRole("heading", { name: "Tu carrito está vacío" })).toBeVisible();
  await page.goto("/carrito/pago");
  await expect(page.getByRole("heading", { name: "Carrito vacío" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a la tienda" })).toHaveAttribute("href", "/tienda");
}

test("guest pays by pago móvil with a receipt and follows the order through the secret link", async ({ page }) => {
  await addToCart(page, "p005");
  await startCheckout(page);

  // Step 1 validates before going on; the first invalid field gets the focus, editing clears its error.
  const step1 = page.getByRole("form", { name: "1. Información de Envío" });
  await step1.getByRole("button", { name: "Continuar" }).click();
  await expect(step1.getByText("Nombre es requerido")).toBeVisible();
  await expect(step1.getByText("Código postal es requerido")).toBeVisible();
  await expect(step1.getByLabel("Nombre")).toBeFocused();
  await expect(step1.getByLabel("Nombre")).toHaveAttribute("aria-invalid", "true");
  await expect(step1.getByLabel("Código postal")).toHaveAccessibleDescription("Código postal es requerido");
  await step1.getByLabel("Nombre").fill("Ana");
  await expect(step1.getByText("Nombre es requerido")).toBeHidden();
  await snap(page, "checkout-paso1-errores-1280");
  await fillShipping(page, { nombre: "Ana", apellido: "Prueba", email: "ana.invitada@prueba.tienda" });

  // Step 2: a method is required; the store's own pago móvil data and the amount in Bs come from the API.
  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByRole("button", { name: "Continuar" }).click();
  await expect(step2.getByText("Selecciona un método de pago")).toBeVisible();
  await step2.getByLabel("Pago Móvil").check();
  const store = page.getByTestId("datos-pago-tienda");
  await expect(store).toContainText("Datos para tu Pago Móvil");
  await expect(store).toContainText("Titular");
  await expect(page.getByTestId("monto-bs")).toContainText("Bs.");
  const { tasa_bcv } = (await (await page.request.get("/api/ajustes/publicos")).json()) as {
    tasa_bcv: { fecha: string };
  };
  const [y, m, d] = tasa_bcv.fecha.split("-");
  await expect(store).toContainText(`por USD (${d}/${m}/${y})`);
  await step2.getByRole("button", { name: "Continuar" }).click();
  // The error is the select's description (its placeholder option has the same words).
  await expect(step2.getByLabel("Banco de origen")).toHaveAccessibleDescription("Selecciona un banco");
  await expect(step2.getByLabel("Banco de origen")).toHaveAttribute("aria-invalid", "true");
  await expect(step2.getByLabel("Banco de origen")).toBeFocused();
  await step2.getByLabel("Banco de origen").selectOption("banesco");
  await step2.getByLabel("Teléfono de origen").fill("0414-7654321");
  await step2.getByLabel("Número de referencia").fill("00123456");
  await expect(step2.getByLabel("Email de confirmación")).toHaveValue("ana.invitada@prueba.tienda");

  // The receipt: a text file is refused, a PNG is previewed.
  await step2
    .getByLabel("Comprobante de pago (opcional)")
    .setInputFiles({ name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await expect(step2.getByText("Por favor selecciona una imagen válida")).toBeVisible();
  await step2.getByLabel("Comprobante de pago (opcional)").setInputFiles(receipt());
  await expect(page.getByTestId("receipt-preview")).toBeVisible();
  await snap(page, "checkout-paso2-1280");
  await step2.getByRole("button", { name: "Continuar" }).click();

  // Step 3: the review, and the terms are required.
  await expect(page.getByTestId("review-pago")).toContainText("Pago Móvil");
  await expect(page.getByTestId("review-pago")).toContainText("Banesco (0134)");
  await expect(page.getByTestId("review-pago")).toContainText("comprobante.png");
  await expect(page.getByTestId("review-total-bs")).toContainText("Bs.");
  await page.getByRole("button", { name: "Confirmar Pedido" }).click();
  await expect(page.getByText("Debes aceptar los términos y condiciones")).toBeVisible();
  await snap(page, "checkout-paso3-1280");
  const dialog = await confirmOrder(page);
  const numero = (await dialog.getByTestId("numero-pedido").textContent())!.trim();

  // A guest gets the secret link to the order instead of 'Ver Pedidos'.
  await expect(dialog.getByTestId("guest-order-link")).toContainText("Guarda este enlace");
  await expect(dialog.getByRole("textbox", { name: "Enlace de tu pedido" })).toHaveValue(/\/pedido\/[^?]+\?token=/);
  await expect(dialog.getByRole("link", { name: "Ver Pedidos" })).toHaveCount(0);
  await snap(page, "checkout-confirmado-1280");
  const stored = await page.evaluate(() => sessionStorage.getItem("checkout-pago"));
  expect(stored).toBeNull();
  await dialog.getByRole("link", { name: "Ver mi pedido" }).click();
  await expect(page).toHaveURL(/\/pedido\/[^?]+\?token=/);
  await expectReceiptUnderReview(page, numero);
  await expect(page.getByTestId("order-payment")).toContainText("00123456");
  const link = page.url();

  // Without the token the order does not exist.
  await page.goto(link.replace(/\?token=.*/, ""));
  await expect(page.getByRole("heading", { name: "Pedido no encontrado" })).toBeVisible();

  await expectEmptyCart(page);
});

test("María pays by bank transfer with a receipt and finds the order in her profile", async ({ page }) => {
  await signInAs(page, "maria");
  // Start from an empty account cart (other journeys may have left lines in it).
  const emptied = await page.request.put("/api/carrito", { headers: CSRF, data: { lineas: [] } });
  expect(emptied.status(), await emptied.text()).toBe(200);
  await addToCart(page, "p001");
  await startCheckout(page);

  // Step 1 starts from her profile.
  const step1 = page.getByRole("form", { name: "1. Información de Envío" });
  await expect(step1.getByLabel("Nombre")).toHaveValue("María");
  await expect(step1.getByLabel("Email")).toHaveValue("maria@tienda.com");
  await fillShipping(page, {});

  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByLabel("Transferencia Bancaria").check();
  await expect(page.getByTestId("datos-pago-tienda")).toContainText("Cuenta");
  await step2.getByLabel("Banco de origen").selectOption("mercantil");
  await step2.getByLabel("Número de referencia").fill("778899");
  await step2.getByLabel("Monto transferido (Bs.)").fill("mil");
  await step2.getByRole("button", { name: "Continuar" }).click();
  await expect(step2.getByText("Monto inválido")).toBeVisible();
  await expect(step2.getByLabel("Monto transferido (Bs.)")).toBeFocused();
  const amount = ((await page.getByTestId("monto-bs").textContent()) ?? "")
    .replace(/^Bs\.\s*/, "")
    .split("(")[0]!
    .trim();
  await step2.getByLabel("Monto transferido (Bs.)").fill(amount);
  await expect(step2.getByText("Monto inválido")).toBeHidden();
  await step2.getByLabel("Comprobante de pago (opcional)").setInputFiles(receipt("transferencia.png"));
  await expect(page.getByTestId("receipt-preview")).toBeVisible();

  // The step and the data survive a reload (the chosen file does not: it is picked again).
  await page.reload();
  await expect(page.getByRole("heading", { name: "2. Método de Pago" })).toBeVisible();
  await expect(step2.getByLabel("Número de referencia")).toHaveValue("778899");
  await step2.getByLabel("Comprobante de pago (opcional)").setInputFiles(receipt("transferencia.png"));
  await step2.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByRole("heading", { name: "2. Método de Pago" })).toBeVisible();
  await step2.getByRole("button", { name: "Continuar" }).click();

  const dialog = await confirmOrder(page);
  const numero = (await dialog.getByTestId("numero-pedido").textContent())!.trim();
  await expect(dialog.getByTestId("guest-order-link")).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Ir al Inicio" })).toHaveAttribute("href", "/");
  await dialog.getByRole("link", { name: "Ver Pedidos" }).click();
  await expect(page).toHaveURL(/\/perfil\?tab=orders/);

  // The profile card shows both states and opens the order page.
  const card = page.getByRole("link", { name: new RegExp(`^Pedido ${numero}:`) });
  await expect(card).toContainText("Pago: Pendiente Verificación");
  await card.click();
  await expect(page).toHaveURL(/\/perfil\/pedido\//);
  await expectReceiptUnderReview(page, numero);
  await expect(page.getByTestId("order-payment")).toContainText("Transferencia Bancaria");
  await expect(page.getByTestId("order-total-bs")).toContainText("Bs.");

  await expectEmptyCart(page);
});

test("guest pays by UBI, uploads the receipt from the order page, then cancels", async ({ page }) => {
  await addToCart(page, "p005");
  await startCheckout(page);
  await fillShipping(page, { nombre: "Luis", apellido: "Invitado", email: "luis.invitado@prueba.tienda" });

  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByLabel("Pago UBI").check();
  await expect(page.getByTestId("datos-pago-tienda")).toContainText("Datos para tu Pago UBI");
  await step2.getByLabel("Número de referencia").fill("UBI-4455");
  await step2.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("review-pago")).toContainText("Lo subirás después desde tu pedido");

  const dialog = await confirmOrder(page);
  const numero = (await dialog.getByTestId("numero-pedido").textContent())!.trim();
  await dialog.getByRole("link", { name: "Ver mi pedido" }).click();

  // Without a receipt the payment is pending, with a deadline, and the upload form is offered.
  await expect(page.getByTestId("estado-pago")).toHaveText("Pendiente Pago");
  await expect(page.getByTestId("payment-deadline")).toContainText("Fecha límite de pago");
  const upload = page.getByRole("form", { name: "Subir comprobante" });
  await upload.getByRole("button", { name: "Enviar comprobante" }).click();
  await expect(upload.getByText("Selecciona la imagen de tu comprobante")).toBeVisible();
  await upload.getByLabel("Imagen del comprobante").setInputFiles(receipt("ubi.png"));
  await upload.getByLabel("Número de referencia (opcional)").fill("UBI-4456");
  await upload.getByRole("button", { name: "Enviar comprobante" }).click();
  await expect(upload).toBeHidden();
  await expectReceiptUnderReview(page, numero);
  await expect(page.getByTestId("payment-deadline")).toHaveCount(0);
  await snap(page, "pedido-invitado-1280");

  // Cancelling asks first.
  await page.getByRole("button", { name: "Cancelar pedido" }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Cancelar pedido?" });
  await confirm.getByRole("button", { name: "Volver" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("estado-pedido")).toHaveText("Pendiente");
  await page.getByRole("button", { name: "Cancelar pedido" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancelar pedido" }).click();
  await expect(page.getByTestId("estado-pedido")).toHaveText("Cancelado");
  await expect(page.getByTestId("order-timeline")).toContainText("Pedido cancelado");
  await expect(page.getByRole("button", { name: "Cancelar pedido" })).toHaveCount(0);

  await expectEmptyCart(page);
});

test("the confirmation, when the modal's code cannot be fetched: the page shows the order and the guest's link", async ({
  page,
}) => {
  // The modal is a chunk of its own, fetched once the checkout is idle (order-placed.tsx).
  await page.route("**/assets/order-placed-dialog-*.js", (route) => route.abort("internetdisconnected"));
  await addToCart(page, "p005");
  await startCheckout(page);
  await fillShipping(page, { nombre: "Eva", apellido: "Invitada", email: "eva.invitada@prueba.tienda" });
  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByLabel("Pago UBI").check();
  await step2.getByLabel("Número de referencia").fill("UBI-7788");
  await step2.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "3. Confirmar Pedido" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole("button", { name: "Confirmar Pedido" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Gracias por tu compra" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("numero-pedido")).toHaveText(/\S+/);
  await expect(page.getByTestId("placed-total-bs")).toContainText("Bs.");
  await expect(page.getByTestId("guest-order-link")).toContainText("Guarda este enlace");
  await page.getByRole("link", { name: "Ver mi pedido" }).click();
  await expect(page).toHaveURL(/\/pedido\/[^?]+\?token=/);
  await expect(page.getByTestId("estado-pago")).toHaveText("Pendiente Pago");
});
