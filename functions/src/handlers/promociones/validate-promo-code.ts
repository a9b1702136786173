import { fromCents, normalizePromoCode, promoDiscountCents, toCents } from "@tienda/shared/rules/pricing";
import { PromoValidateSchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { HttpError, tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getPromo, promoUsedBy } from "../../data/promotions";
import { consumeQuota } from "../../data/throttle";
import { promoCustomer, promoProblem } from "../../domain/promotions/promo-rules";

const PROMO_THROTTLED_MESSAGE = "Demasiados intentos con códigos promocionales. Inténtalo de nuevo más tarde";

/**
 * Tells the cart whether a code applies to its subtotal and what it takes off, or why not
 * (unknown, inactive, not yet valid, expired, used up, minimum not reached, already used by the
 * signed-in shopper: a guest's earlier use is only known from the email at checkout). The order
 * route prices and checks again on its own. Each check is counted per client address before the
 * body is read (20 per 15 minutes), so the codes cannot be guessed by trying many.
 */
export const handler = endpoint(
  "POST /api/promociones/validar",
  async ({ body, session }) => {
    const { codigo, subtotal } = parseInput(PromoValidateSchema, body ?? {});
    const subtotalCents = toCents(subtotal);
    const promo = await getPromo(normalizePromoCode(codigo));
    const auth = promo?.una_vez_por_cliente ? await session() : null;
    const cliente = auth ? promoCustomer({ usuarioId: auth.usuario.id, email: null }) : null;
    const usedByCustomer = !!promo && !!cliente && (await promoUsedBy(promo, cliente));
    const issue = promoProblem(promo, { now: new Date(), subtotalCents, usedByCustomer });
    if (issue || !promo) {
      const mensaje = issue?.mensaje ?? "Código promocional inválido";
      throw new HttpError(400, mensaje, { codigo: mensaje }, undefined, { motivo: issue?.motivo ?? "desconocido" });
    }
    return {
      body: {
        codigo: promo.codigo,
        porcentaje: promo.porcentaje,
        descuento: fromCents(promoDiscountCents(subtotalCents, promo.porcentaje)),
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
