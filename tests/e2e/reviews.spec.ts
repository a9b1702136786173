import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { averageRating } from "../../shared/src/rules/rating";
import { CSRF, expect, guestOrderWithReceipt, signInAs, snap, test } from "./support";

/**
 * Issue 36: a buyer rates a delivered product from the order page (a guest, through the order's
 * secret link), and the product page then shows the new average, the count and the review; the
 * admin hides it at /admin/resenas with a reason and the product page drops it again.
 */
type Figures = { total: number; promedio: number; distribucion: Array<{ estrellas: number; cantidad: number }> };

async function figures(request: APIRequestContext, productId: string): Promise<Figures & { sum: number }> {
  const res = await request.get(`/api/productos/${productId}/resenas`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Figures;
  return { ...body, sum: body.distribucion.reduce((s, d) => s + d.estrellas * d.cantidad, 0) };
}

const oneDecimal = (n: number) => n.toFixed(1).replace(".", ",");

test("a guest rates a delivered product from the order link; the product page shows the new average and the review", async ({
  page,
  browser,
  baseURL,
}) => {
  // Placing, approving, shipping and delivering the order through the API comes first: a long journey.
  test.setTimeout(240_000);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAs(admin, "admin");
  const placed = await guestOrderWithReceipt(page.request, { nombre: "Lucía", apellido: "Marín", approve: admin });
  const id = placed.pedido.id;
  for (const estado of ["en_transito", "entregado"]) {
    const res = await admin.put(`/api/pedido/${id}`, { headers: CSRF, data: { estado } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const order = (await (await admin.get(`/api/pedido/${id}`)).json()) as {
    lineas: Array<{ productoId: string; nombre: string }>;
  };
  const line = order.lineas[0]!;
  const before = await figures(page.request, line.productoId);
  const expected = averageRating(before.sum + 5, before.total + 1);

  // The shopper looks at the product first: the browser keeps its reviews list a minute
  // (Cache-Control), which once answered the page after the review next to a header counting it.
  await page.goto(`/producto/${line.productoId}`);
  await expect(page.getByTestId("product-reviews").getByTestId("reviews-count")).toBeVisible({ timeout: 30_000 });

  // The guest's order page: 'Calificar' beside the delivered line.
  await page.goto(placed.enlace!);
  await page.getByRole("button", { name: `Calificar ${line.nombre}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole("form", { name: `Calificar ${line.nombre}` });
  await expect(dialog.getByText("Calificar producto")).toBeVisible();
  await dialog.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(dialog.getByText("La calificación debe ser un número entero de 1 a 5 estrellas")).toBeVisible();
  await dialog.getByLabel("5 estrellas: Excelente").check({ force: true });
  await dialog.getByLabel("Título (opcional)").fill("Me quedó perfecta");
  await dialog.getByLabel("Tu reseña (opcional)").fill("Buena tela. <b>Sin etiquetas</b>");
  await dialog.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(page.getByText("¡Gracias! Tu reseña fue publicada")).toBeVisible({ timeout: 20_000 });
  await snap(page, "resenas-pedido");

  // The product page: the average, the count and the review, its text shown as typed.
  await page.goto(`/producto/${line.productoId}`);
  const block = page.getByTestId("product-reviews");
  await expect(block.getByTestId("reviews-average")).toHaveText(oneDecimal(expected), { timeout: 30_000 });
  await expect(block.getByTestId("reviews-count")).toContainText(`${before.total + 1} reseña`);
  // The header and the list agree (they once read '1 reseñas' above 'Este producto aún no tiene reseñas').
  const count = before.total + 1;
  await expect(page.getByText(count === 1 ? "1 reseña" : `${count} reseñas`, { exact: true }).first()).toBeVisible();
  const review = block.getByTestId("review").filter({ hasText: "Me quedó perfecta" });
  await expect(review).toBeVisible();
  await expect(review).toContainText("Buena tela. <b>Sin etiquetas</b>");
  await expect(review).toContainText("Lucía M.");
  await expect(review).toContainText("Compra verificada");
  await snap(page, "resenas-producto");

  // The admin hides it with a reason; the product's figures go back to what they were.
  await signInAs(page, "admin");
  await page.goto("/admin/resenas");
  const row = page.getByTestId("admin-review").filter({ hasText: "Me quedó perfecta" });
  await row.getByRole("button", { name: "Ocultar" }).click({ timeout: 30_000 });
  const hide = page.getByRole("dialog", { name: "Ocultar reseña" });
  await hide.getByLabel("Motivo").fill("Revisión de prueba");
  await hide.getByRole("button", { name: "Ocultar reseña" }).click();
  await expect(page.getByText("Reseña ocultada")).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText("Ocultada por Admin Tienda");
  await expect(row).toContainText("Revisión de prueba");
  const after = await figures(page.request, line.productoId);
  expect({ total: after.total, sum: after.sum }).toEqual({ total: before.total, sum: before.sum });
  // Another shopper (a browser without this one's copy of the public list, which it may keep a
  // minute like the edge) no longer sees it.
  const other = await browser.newContext({ baseURL });
  const shopper = await other.newPage();
  await shopper.goto(`/producto/${line.productoId}`);
  await expect(shopper.getByTestId("reviews-average")).toHaveText(
    before.total ? oneDecimal(averageRating(before.sum, before.total)) : "Sin rating",
    { timeout: 30_000 },
  );
  await expect(shopper.getByTestId("review").filter({ hasText: "Me quedó perfecta" })).toHaveCount(0);
  await other.close();
  await admin.dispose();
});
