import { expect, test } from "./support";

test("desktop: a click on a dropdown trigger that hover opened keeps it open; the next click closes it", async ({
  page,
}) => {
  await page.goto("/tienda");
  const trigger = page.getByTestId("cart-trigger");
  const panel = page.getByRole("dialog", { name: "Carrito de compras" });

  await trigger.hover();
  await expect(panel).toBeVisible();
  await trigger.click();
  await page.waitForTimeout(400); // longer than the 200 ms close delay and the exit animation
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  // Now pinned by the click: a second click closes it.
  await trigger.click();
  await expect(panel).toBeHidden();

  // Keyboard: Enter opens, Enter closes (no hover involved).
  await page.mouse.move(0, 600);
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
});

test("desktop: the categories mega-menu also stays open when clicked after hover", async ({ page }) => {
  await page.goto("/tienda");
  const trigger = page.getByTestId("mega-menu-trigger");
  await trigger.hover();
  await expect(page.getByTestId("mega-menu")).toBeVisible();
  await trigger.click();
  await page.waitForTimeout(400);
  await expect(page.getByTestId("mega-menu")).toBeVisible();
});

test("/mas-vendidos lists only best sellers and /nuevos-productos only the last 30 days", async ({ page, request }) => {
  const best = (await (await request.get("/api/productos?mas_vendidos=true&limite=1")).json()) as { total: number };
  const all = (await (await request.get("/api/productos?limite=1")).json()) as { total: number };
  expect(best.total).toBeGreaterThan(0);
  expect(best.total).toBeLessThan(all.total);
  await page.goto("/mas-vendidos");
  await expect(page.getByRole("heading", { level: 1, name: "Productos Más Vendidos" })).toBeVisible();
  await expect(page.getByText(new RegExp(`Mostrando \\d+ de ${best.total} productos`))).toBeVisible();

  const recent = (await (await request.get("/api/productos?dias=30&limite=1")).json()) as { total: number };
  await page.goto("/nuevos-productos");
  await expect(page.getByRole("heading", { level: 1, name: "Nuevos Productos" })).toBeVisible();
  await expect(page.getByText(new RegExp(`Mostrando \\d+ de ${recent.total} productos`))).toBeVisible();
});

test("the top banner: guests see the offer with its link; closed, it stays closed this session", async ({ page }) => {
  await page.goto("/tienda");
  const banner = page.getByRole("region", { name: "Promoción" });
  await expect(banner).toContainText("Regístrate y obtén 20% de descuento en tu primera compra.");
  await expect(banner).toHaveCSS("background-color", "rgb(0, 0, 0)");
  await expect(banner.getByRole("link", { name: "Regístrate" })).toHaveAttribute("href", "/registro");

  await banner.getByRole("button", { name: "Cerrar anuncio" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Promoción" })).toHaveCount(0);
});
