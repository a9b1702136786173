import { fromCents, normalizePromoCode, promoDiscountCents, toCents } from "@tienda/shared/rules/pricing";
import { PromoValidateSchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getPromo } from "../../data/promotions";

/** Tells the cart whether a code exists and what it takes off; the order route re-prices on its own. */
export const handler = endpoint("POST /api/promociones/validar", async ({ body }) => {
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
});
