import { expect, linkSentTo, test, unique } from "./support";

/**
 * The newsletter's double opt-in in the browser (issue 32, item 7): a sign-up emails a link, and
 * opening it in the browser confirms the subscription.
 */

/** The link in the sign-up email that confirms the subscription. */
const NEWSLETTER_LINK = /\/newsletter\/confirmar\?token=[\w-]+/;

test("newsletter: the link emailed after a sign-up confirms the subscription in the browser", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `boletin-${unique()}@prueba.tienda`;
  // The sign-up as the home page's form sends it (its answer is covered by the API tests).
  const res = await page.request.post("/api/newsletter", {
    headers: { "x-requested-with": "tienda", origin: baseURL! },
    data: { email },
  });
  expect(res.status()).toBe(202);
  expect((await res.json()).mensaje).toBe("¡Gracias! Revisa tu correo y abre el enlace para confirmar tu suscripción.");

  // The store's job sends the email within the minute; its link opens the confirmation page.
  let link: string | null = null;
  await expect.poll(async () => (link = await linkSentTo(email, NEWSLETTER_LINK)), { timeout: 90_000 }).not.toBeNull();
  await page.goto(link!);
  await expect(page.getByText("¡Listo! Tu suscripción al newsletter está confirmada.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a la tienda" })).toBeVisible();

  // A link that is not the store's says so.
  await page.goto("/newsletter/confirmar?token=enlace-inventado");
  await expect(page.getByText(/El enlace de confirmación no es válido o ya venció/)).toBeVisible();
});
