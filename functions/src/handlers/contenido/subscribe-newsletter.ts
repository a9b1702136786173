import { z } from "zod";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { subscribeNewsletter } from "../../data/content";
import { EmailSchema } from "@tienda/shared/rules/email";

const BodySchema = z.strictObject({
  email: z
    .string({ error: "Por favor ingresa tu email" })
    .trim()
    .min(1, "Por favor ingresa tu email")
    .pipe(EmailSchema("Por favor ingresa un email válido")),
});

export const handler = endpoint("POST /api/newsletter", async ({ body }) => {
  const { email } = parseInput(BodySchema, body ?? {});
  const created = await subscribeNewsletter(email, new Date());
  return created
    ? { status: 201, body: { mensaje: "¡Gracias por suscribirte! Revisa tu correo para obtener tu 20% de descuento." } }
    : { status: 200, body: { mensaje: "Este email ya está suscrito a nuestro newsletter." } };
});
