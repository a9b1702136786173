import { RESTOCK_ALERT_MESSAGES, RestockAlertSchema } from "@tienda/shared/schemas/restock-alerts";
import { endpoint } from "../../lib/http";
import { tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { consumeQuota } from "../../data/throttle";
import { assertOneMailbox } from "../../domain/email/recipient";
import { subscribeRestockAlert } from "../../domain/products/restock-alerts";

/**
 * 'Avísame cuando llegue' for a sold-out size and colour: the same 202 whether the email already
 * waited or not. Counted per client address before the body is read (20 an hour) and per email
 * (5 an hour) by the domain.
 */
export const handler = endpoint(
  "POST /api/productos/{id}/avisos",
  async ({ params, body }) => {
    const input = parseInput(RestockAlertSchema, body ?? {});
    assertOneMailbox(input.email, "email", RESTOCK_ALERT_MESSAGES.emailInvalid);
    await subscribeRestockAlert(params.id ?? "", input, new Date());
    return { status: 202, body: { mensaje: RESTOCK_ALERT_MESSAGES.accepted } };
  },
  {
    beforeBody: async ({ ip }) => {
      const quota = await consumeQuota("aviso", ip, new Date());
      if (!quota.ok) throw tooMany(RESTOCK_ALERT_MESSAGES.throttled, quota.retryAfterSeconds);
    },
  },
);
