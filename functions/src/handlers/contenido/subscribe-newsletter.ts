import { endpoint } from "../../lib/http";
import { tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { consumeQuota } from "../../data/throttle";
import { NEWSLETTER_MESSAGES, requestNewsletterSubscription } from "../../domain/content/newsletter";
import { NewsletterSubscribeSchema } from "@tienda/shared/schemas/content-shapes";
import { assertOneMailbox } from "../../domain/email/recipient";

/**
 * Newsletter sign-up (double opt-in): the same 202 whether the address is new, pending or
 * subscribed; a confirmation link is emailed when there is something to confirm. Each sign-up is
 * counted per client address before the body is read (10 an hour).
 */
export const handler = endpoint(
  "POST /api/newsletter",
  async ({ body }) => {
    const { email } = parseInput(NewsletterSubscribeSchema, body ?? {});
    assertOneMailbox(email, "email", "Por favor ingresa un email válido");
    await requestNewsletterSubscription(email, new Date());
    return { status: 202, body: { mensaje: NEWSLETTER_MESSAGES.requested } };
  },
  {
    beforeBody: async ({ ip }) => {
      const quota = await consumeQuota("newsletter", ip, new Date());
      if (!quota.ok) throw tooMany(NEWSLETTER_MESSAGES.throttled, quota.retryAfterSeconds);
    },
  },
);
