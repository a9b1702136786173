import { QuoteOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { quoteWithPromoLimit } from "../../domain/orders/quote-limited";

/**
 * The server's price of a cart for the checkout summary (same rules as placing the order); an
 * unknown promotion code counts in the per-address `promo` limit (domain/orders/quote-limited.ts).
 */
export const handler = endpoint("POST /api/pedido/cotizacion", async ({ body, session, ip }) => {
  const input = parseInput(QuoteOrderSchema, body ?? {});
  const quote = await quoteWithPromoLimit({
    input,
    buyer: async () => {
      const auth = await session();
      return auth ? { id: auth.usuario.id, email: auth.usuario.email } : null;
    },
    ip,
    now: new Date(),
  });
  return { body: quote };
});
