import { endpoint } from "../../lib/http";
import { tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { subscribeNewsletter } from "../../data/content";
import { consumeQuota } from "../../data/throttle";
import { NewsletterSubscribeSchema } from "@tienda/shared/schemas/content-shapes";

const NEWSLETTER_THROTTLED_MESSAGE = "Demasiadas suscripciones desde esta conexión. Inténtalo de nuevo en una hora";

/** Each sign-up is counted per client address before the body is read (10 an hour). */
export const handler = endpoint(
  "POST /api/newsletter",
  async ({ body }) => {
    const { email } = parseInput(NewsletterSubscribeSchema, body ?? {});
    const created = await subscribeNewsletter(email, new Date());
    return created
      ? {
          status: 201,
          body: { mensaje: "¡Gracias por suscribirte! Revisa tu correo para obtener tu 20% de descuento." },
        }
      : { status: 200, body: { mensaje: "Este email ya está suscrito a nuestro newsletter." } };
  },
  {
    beforeBody: async ({ ip }) => {
      const quota = await consumeQuota("newsletter", ip, new Date());
      if (!quota.ok) throw tooMany(NEWSLETTER_THROTTLED_MESSAGE, quota.retryAfterSeconds);
    },
  },
);
