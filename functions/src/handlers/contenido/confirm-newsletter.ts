import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { confirmNewsletterSubscription, NEWSLETTER_MESSAGES } from "../../domain/content/newsletter";
import { NewsletterConfirmSchema } from "@tienda/shared/schemas/content-shapes";

/** Opens the newsletter's confirmation link: the subscription counts from now on. */
export const handler = endpoint("POST /api/newsletter/confirmar", async ({ body }) => {
  const { token } = parseInput(NewsletterConfirmSchema, body ?? {});
  await confirmNewsletterSubscription(token, new Date());
  return { body: { mensaje: NEWSLETTER_MESSAGES.confirmed } };
});
