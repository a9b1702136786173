import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { CSRF, expect, guestCartLines, signInAs, test } from "./support";

/**
 * Issue 47, items 2 and 3, at 375 px (the "mobile" project runs every *mobile.spec.ts): with Zelle
 * enabled and the IGTF on, a phone shopper picks Zelle; the payment box gives the amount in
 * dollars with the IGTF in it (never a Bs amount), the summary and the review list the IGTF, and
 * the order page shows it. The demo store's settings are put back as they were afterwards.
 */

let admin: APIRequestContext;
let before: Record<string, unknown> | null = null;

const put = async (body: Record<string, unknown>) => {
  const res = await admin.put("/api/admin/ajustes", { headers: CSRF, data: body });
  expect(res.status(), await res.text()).toBe(200);
};

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL });
  await signInAs(admin, "admin");
  const res = await admin.get("/api/admin/ajustes");
  expect(res.status()).toBe(200);
  before = (await res.json()) as Record<string, unknown>;
  const datos = before.datos_pago as Record<string, unknown>;
  await put({
    ...before,
    datos_pago: { ...datos, zelle: { email: "pagos@tienda-demo.com", titular: "Tienda Moda LLC" } },
    igtf: { activo: true, porcentaje: 3 },
  });
});

test.afterAll(async () => {
  if (before) await put(before);
  await admin.dispose();
});

test("mobile: a shopper pays by Zelle and sees the IGTF in the payment box, the summary, the review and the order page", async ({
  page,
}) => {
  test.setTimeout(150_000); // a whole checkout and the order page
  const [first] = await guestCartLines(page.request, { query: "limite=24&precio_max=90" });
  const { line, precio } = first!;
  // Standard shipping (15) under 100; the IGTF is 3 % of subtotal + shipping, rounded half up.
  const base = Math.round(precio * 100) + 1500;
  const igtf = Math.floor((base * 300 + 5_000) / 10_000);
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await page.addInitScript((cart) => localStorage.setItem("shop-cart-guest", cart), JSON.stringify([line]));
  await page.goto("/carrito/pago");
  const step1 = page.getByRole("form", { name: "1. Información de Envío" });
  await step1.getByRole("textbox", { name: "Nombre", exact: true }).fill("Zoe");
  await step1.getByLabel("Apellido").fill("Divisas");
  await step1.getByLabel("Email").fill("zoe.zelle@prueba.tienda");
  await step1.getByLabel("Teléfono").fill("0412-1234567");
  await step1.getByLabel("Dirección").fill("Calle Real, Casa 9");
  await step1.getByLabel("Ciudad").fill("Valencia");
  await step1.getByRole("combobox", { name: /^Estado/ }).selectOption("Carabobo");
  await step1.getByLabel("Código postal").fill("2001");
  await step1.getByRole("button", { name: "Continuar" }).click();

  const step2 = page.getByRole("form", { name: "2. Método de Pago" });
  await step2.getByRole("radio", { name: /^Zelle/ }).check();
  const box = step2.getByTestId("datos-pago-tienda");
  await expect(box).toContainText("pagos@tienda-demo.com");
  await expect(box.getByTestId("monto-usd")).toHaveText(money(base + igtf));
  await expect(box.getByTestId("monto-igtf")).toContainText(money(igtf));
  await expect(box.getByTestId("monto-bs")).toHaveCount(0);
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("summary-igtf")).toHaveText(money(igtf));
  await expect(summary.getByTestId("summary-total")).toHaveText(money(base + igtf));
  await expect(summary.getByTestId("summary-total-bs")).toHaveCount(0);

  await step2.getByLabel("Número de confirmación de Zelle").fill(`ZL${Date.now() % 1_000_000}`);
  await step2.getByLabel("Titular de la cuenta que pagó").fill("Zoe Divisas");
  await step2.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("review-igtf")).toHaveText(money(igtf));
  await expect(page.getByTestId("review-total")).toHaveText(money(base + igtf));
  await page.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await page.getByRole("button", { name: "Confirmar Pedido" }).click();

  const dialog = page.getByRole("dialog", { name: "¡Pedido Confirmado!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("placed-total")).toHaveText(money(base + igtf));
  await expect(dialog.getByTestId("placed-total-bs")).toHaveCount(0);
  const enlace = await dialog.getByRole("textbox", { name: "Enlace de tu pedido" }).inputValue();

  await page.goto(enlace);
  await expect(page.getByTestId("order-igtf")).toContainText(money(igtf));
  await expect(page.getByTestId("order-total")).toContainText(money(base + igtf));
  await expect(page.getByTestId("order-total-bs")).toHaveCount(0);
});
