import { toCents } from "@tienda/shared/rules/pricing";
import { PromoValidateSchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { consumeQuota } from "../../data/throttle";
import { checkPromoCode } from "../../domain/promotions/check-code";

const PROMO_THROTTLED_MESSAGE = "Demasiados intentos con códigos promocionales. Inténtalo de nuevo más tarde";

/**
 * Tells the cart whether a code applies to its subtotal and what it takes off, or why not
 * (domain/promotions/check-code.ts). The order route prices and checks again on its own. Each
 * check is counted per client address before the body is read, so codes cannot be guessed by
 * trying many.
 */
export const handler = endpoint(
  "POST /api/promociones/validar",
  async ({ body, session }) => {
    const { codigo, subtotal } = parseInput(PromoValidateSchema, body ?? {});
    const answer = await checkPromoCode({
      codigo,
      subtotalCents: toCents(subtotal),
      now: new Date(),
      signedInUser: async () => {
        const auth = await session();
        return auth ? { id: auth.usuario.id, email: auth.usuario.email } : null;
      },
    });
    return { body: answer };
  },
  {
    beforeBody: async ({ ip }) => {
      const quota = await consumeQuota("promo", ip, new Date());
      if (!quota.ok) throw tooMany(PROMO_THROTTLED_MESSAGE, quota.retryAfterSeconds);
    },
  },
);
