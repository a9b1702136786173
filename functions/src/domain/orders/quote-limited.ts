import type { QuoteOrderInput } from "@tienda/shared/schemas/checkout";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { consumeQuota, quotaExhausted } from "../../data/throttle";
import { tooMany } from "../errors";
import { quoteOrder, type SessionCookie } from "./checkout";

export const PROMO_THROTTLED_MESSAGE = "Demasiados intentos con códigos promocionales. Inténtalo de nuevo más tarde";

/**
 * A quote also tells whether a promotion code exists, so an unknown code counts in the same
 * per-address limit as POST /api/promociones/validar (`promo`); known codes are not counted (even
 * when they do not apply to this cart), since the checkout quotes again on every change. A client
 * over the limit gets no quote with a code at all.
 */
export async function quoteWithPromoLimit(opts: {
  input: QuoteOrderInput;
  /** The request's session cookie, read with the cart's products. */
  who: SessionCookie;
  ip: string;
  now: Date;
}): Promise<Cotizacion> {
  const withCode = !!opts.input.codigo_promocional?.trim();
  if (withCode) {
    const wait = await quotaExhausted("promo", opts.ip, opts.now);
    if (wait !== null) throw tooMany(PROMO_THROTTLED_MESSAGE, wait);
  }
  const quote = await quoteOrder(opts.input, opts.who);
  if (withCode && quote.motivo_codigo === "desconocido") await consumeQuota("promo", opts.ip, opts.now);
  return quote;
}
