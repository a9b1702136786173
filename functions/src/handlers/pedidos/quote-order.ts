import { QuoteOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { quoteOrder } from "../../domain/orders/checkout";

/** The server's price of a cart for the checkout summary (same rules as placing the order). */
export const handler = endpoint("POST /api/pedido/cotizacion", async ({ body, session }) => {
  const input = parseInput(QuoteOrderSchema, body ?? {});
  const auth = await session();
  return { body: await quoteOrder(input, auth ? { id: auth.usuario.id } : null) };
});
