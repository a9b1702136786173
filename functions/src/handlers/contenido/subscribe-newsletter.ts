import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { subscribeNewsletter } from "../../data/content";
import { NewsletterSubscribeSchema } from "@tienda/shared/schemas/content-shapes";

export const handler = endpoint("POST /api/newsletter", async ({ body }) => {
  const { email } = parseInput(NewsletterSubscribeSchema, body ?? {});
  const created = await subscribeNewsletter(email, new Date());
  return created
    ? { status: 201, body: { mensaje: "¡Gracias por suscribirte! Revisa tu correo para obtener tu 20% de descuento." } }
    : { status: 200, body: { mensaje: "Este email ya está suscrito a nuestro newsletter." } };
});
