import { fromCents, normalizePromoCode, promoDiscountCents, toCents } from "@tienda/shared/rules/pricing";
import { PromoValidateSchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { badRequest, tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getPromo } from "../../data/promotions";
import { consumeQuota } from "../../data/throttle";

const PROMO_THROTTLED_MESSAGE = "Demasiados intentos con códigos promocionales. Inténtalo de nuevo más tarde";

/**
 * Tells the cart whether a code exists and what it takes off; the order route re-prices on its own.
 * Each check is counted per client address before the body is read (20 per 15 minutes), so the
 * codes cannot be guessed by trying many.
 */
export const handler = endpoint(
  "POST /api/promociones/validar",
  async ({ body }) => {
    const { codigo, subtotal } = parseInput(PromoValidateSchema, body ?? {});
    const promo = await getPromo(normalizePromoCode(codigo));
    if (!promo) throw badRequest("Código promocional inválido", { codigo: "Código promocional inválido" });
    return {
      body: {
        codigo: promo.codigo,
        porcentaje: promo.porcentaje,
        descuento: fromCents(promoDiscountCents(toCents(subtotal), promo.porcentaje)),
      },
    };
  },
  {
    beforeBody: async ({ ip }) => {
      const quota = await consumeQuota("promo", ip, new Date());
      if (!quota.ok) throw tooMany(PROMO_THROTTLED_MESSAGE, quota.retryAfterSeconds);
    },
  },
);
