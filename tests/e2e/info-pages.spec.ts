import { expect, test } from "./support";

/**
 * Info pages end with the store's contact details from the settings (the demo store's: the
 * seeded `contacto`), so no page's text carries an address the owner has since changed.
 */
test("the contact page shows the settings' email, phone and WhatsApp as links", async ({ page, request }) => {
  const contacto = (await (await request.get("/api/ajustes/contacto")).json()) as {
    email: string;
    telefono: string;
    whatsapp: string;
  };
  expect(contacto.email).toBeTruthy();
  await page.goto("/contacto");
  await expect(page.getByRole("heading", { level: 1, name: "Contáctanos" })).toBeVisible();
  const box = page.getByRole("region", { name: "Contacto" });
  await expect(box.getByRole("link", { name: contacto.email })).toHaveAttribute("href", `mailto:${contacto.email}`);
  await expect(box.getByRole("link", { name: contacto.telefono })).toHaveAttribute(
    "href",
    `tel:${contacto.telefono.replace(/[^\d+]/g, "")}`,
  );
  await expect(box.getByRole("link", { name: contacto.whatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
});
