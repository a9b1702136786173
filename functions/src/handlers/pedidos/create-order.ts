import { CreateOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { checkIdempotencyKey, placeNewOrder } from "../../domain/orders/checkout";

/** Places an order (guests too). Header Idempotency-Key makes retries safe. */
export const handler = endpoint("POST /api/pedido", async ({ body, headers, session }) => {
  const key = checkIdempotencyKey(headers["idempotency-key"]);
  const input = parseInput(CreateOrderSchema, body ?? {});
  const auth = await session();
  const { reply, replayed } = await placeNewOrder(input, auth ? { id: auth.usuario.id } : null, key, new Date());
  return { status: 201, body: reply, headers: { "idempotent-replayed": String(replayed) } };
});
