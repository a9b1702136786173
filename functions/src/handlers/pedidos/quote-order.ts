import { QuoteOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { tooMany } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { quoteOrder } from "../../domain/orders/checkout";
import { consumeQuota, quotaExhausted } from "../../data/throttle";

const PROMO_THROTTLED_MESSAGE = "Demasiados intentos con códigos promocionales. Inténtalo de nuevo más tarde";

/**
 * The server's price of a cart for the checkout summary (same rules as placing the order). A quote
 * also tells whether a promotion code exists, so an unknown code counts in the same per-address
 * limit as POST /api/promociones/validar (`promo`); known codes are not counted (even when they do
 * not apply to this cart), since the checkout quotes again on every change.
 */
export const handler = endpoint("POST /api/pedido/cotizacion", async ({ body, session, ip }) => {
  const input = parseInput(QuoteOrderSchema, body ?? {});
  const now = new Date();
  const withCode = !!input.codigo_promocional?.trim();
  if (withCode) {
    const wait = await quotaExhausted("promo", ip, now);
    if (wait !== null) throw tooMany(PROMO_THROTTLED_MESSAGE, wait);
  }
  const auth = await session();
  const quote = await quoteOrder(input, auth ? { id: auth.usuario.id } : null);
  if (withCode && quote.motivo_codigo === "desconocido") await consumeQuota("promo", ip, now);
  return { body: quote };
});
