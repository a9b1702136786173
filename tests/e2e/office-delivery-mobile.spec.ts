import { request as playwrightRequest } from "@playwright/test";
import { CSRF, expect, guestCartLines, signInAs, test, uploadReceipt } from "./support";
import { receiptPng } from "../../functions/src/seed/receipt-image";

/**
 * Issue 47, item 1, at 375 px (the "mobile" project runs every *mobile.spec.ts): a shopper in
 * Zulia picks delivery to an MRW office on the demo store, step 1 asks for the courier and the
 * office before going on, the server's quote charges the office fee, and once the admin ships the
 * order with a guía the shopper's order page links to MRW's tracking page for it.
 */
test("mobile: MRW office delivery from checkout to the tracking link on the order page", async ({ page, baseURL }) => {
  test.setTimeout(180_000); // a whole checkout, then the admin's approval and shipment
  const [first] = await guestCartLines(page.request, { query: "limite=24&precio_max=90" });
  const { line, precio } = first!;
  await page.addInitScript((cart) => localStorage.setItem("shop-cart-guest", cart), JSON.stringify([line]));
  await page.goto("/carrito/pago");

  const step1 = page.getByRole("form", { name: "1. Información de Envío" });
  await step1.getByRole("textbox", { name: "Nombre", exact: true }).fill("Marta");
  await step1.getByLabel("Apellido").fill("Oficina");
  await step1.getByLabel("Email").fill("marta.oficina@prueba.tienda");
  await step1.getByLabel("Teléfono").fill("0414-7654321");
  await step1.getByLabel("Dirección").fill("Av. 5 de Julio, Edif. Lago, piso 1");
  await step1.getByLabel("Ciudad").fill("Maracaibo");
  await step1.getByRole("combobox", { name: /^Estado/ }).selectOption("Zulia");
  await step1.getByLabel("Código postal").fill("4001");

  // Pickup at the shop is for Caracas and Miranda only: not offered in Zulia.
  await expect(step1.getByTestId("envio-retiro-tienda")).toHaveCount(0);
  await step1.getByRole("radio", { name: /Retiro en oficina de courier/ }).check();
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("summary-shipping-method")).toHaveText("Retiro en oficina de courier");
  await expect(summary.getByTestId("summary-shipping")).toHaveText("$6.00");

  // Without the courier and the office, step 1 does not go on.
  await step1.getByRole("button", { name: "Continuar" }).click();
  await expect(step1.getByText("Elige la empresa de envío")).toBeVisible();
  await step1.getByTestId("envio-elegir-courier").selectOption("MRW");
  await step1.getByTestId("envio-oficina-texto").fill("MRW Maracaibo Centro 0456");
  await step1.getByRole("button", { name: "Continuar" }).click();

  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByLabel("Pago UBI").check();
  await step2.getByLabel("Número de referencia").fill(`UBI-${Date.now() % 100000}`);
  await step2.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole("button", { name: "Confirmar Pedido" }).click();

  const dialog = page.getByRole("dialog", { name: "¡Pedido Confirmado!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("placed-shipping")).toHaveText("$6.00");
  await expect(dialog.getByTestId("placed-total")).toHaveText(`$${(precio + 6).toFixed(2)}`);
  const enlace = await dialog.getByRole("textbox", { name: "Enlace de tu pedido" }).inputValue();
  const url = new URL(enlace, baseURL);
  const id = url.pathname.split("/").pop()!;
  const token = url.searchParams.get("token")!;

  // The shopper sends her receipt; the admin approves it and ships by MRW with the guía.
  const clave = await uploadReceipt(page.request, receiptPng("UBI"));
  const sent = await page.request.post(`/api/pedido/${id}/comprobante?token=${encodeURIComponent(token)}`, {
    headers: CSRF,
    data: { clave },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAs(admin, "admin");
  const approved = await admin.post(`/api/pedido/${id}/aprobar`, { headers: CSRF, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  const shipped = await admin.put(`/api/pedido/${id}`, {
    headers: CSRF,
    data: { estado: "en_transito", transportista: "MRW", guia: "MRW 0456/7781" },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await admin.dispose();

  // The order page (the guest's secret link): the office, and the tracking link with the guía encoded.
  await page.goto(enlace);
  const delivery = page.getByTestId("order-delivery");
  await expect(delivery).toContainText("Retiro en oficina de courier");
  await expect(delivery).toContainText("Empresa de envío: MRW");
  await expect(delivery).toContainText("Oficina: MRW Maracaibo Centro 0456");
  const tracking = delivery.getByRole("link", { name: "Seguir mi envío en MRW" });
  await expect(tracking).toHaveAttribute("href", "https://www.mrw.com.ve/rastreo?guia=MRW%200456%2F7781");
});
