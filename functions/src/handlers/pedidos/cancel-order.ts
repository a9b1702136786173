import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { cancelByOwner } from "../../domain/orders/order-actions";

/** The owner cancels an order while it is pendiente; its stock goes back on sale. */
export const handler = endpoint("POST /api/pedido/{id}/cancelar", async ({ params, query, session }) => {
  const auth = await session();
  const viewer = { usuario: auth?.usuario ?? null, token: parseInput(OrderAccessQuerySchema, query).token };
  return { body: await cancelByOwner(params.id ?? "", viewer, new Date()) };
});
