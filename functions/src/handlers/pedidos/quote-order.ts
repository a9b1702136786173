import { QuoteOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { SESSION_COOKIE } from "../../lib/auth/session";
import { quoteWithPromoLimit } from "../../domain/orders/quote-limited";

/**
 * The server's price of a cart for the checkout summary (same rules as placing the order); an
 * unknown promotion code counts in the per-address `promo` limit (domain/orders/quote-limited.ts).
 */
export const handler = endpoint("POST /api/pedido/cotizacion", async ({ body, cookies, ip }) => {
  const input = parseInput(QuoteOrderSchema, body ?? {});
  const quote = await quoteWithPromoLimit({
    input,
    // Read with the products (the buyer's live orders too): checkout-reads.ts.
    who: { sessionToken: cookies[SESSION_COOKIE] },
    ip,
    now: new Date(),
  });
  return { body: quote };
});
