import { z } from "zod";
import { fromCents, normalizePromoCode, promoDiscountCents, toCents } from "@tienda/shared/rules/pricing";
import { endpoint } from "../../lib/http";
import { badRequest } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getPromo } from "../../data/promotions";

const BodySchema = z.strictObject({
  codigo: z
    .string({ error: "Ingresa un código promocional" })
    .trim()
    .min(1, "Ingresa un código promocional")
    .max(40, "Código promocional inválido"),
  subtotal: z
    .number({ error: "El subtotal debe ser un número" })
    .min(0, "El subtotal no puede ser negativo")
    .max(1_000_000, "El subtotal no es válido")
    .default(0),
});

/** Tells the cart whether a code exists and what it takes off; the order route re-prices on its own. */
export const handler = endpoint("POST /api/promociones/validar", async ({ body }) => {
  const { codigo, subtotal } = parseInput(BodySchema, body ?? {});
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
