import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { orderForViewer } from "../../domain/orders/order-actions";
import { toPedidoDetalle } from "../../domain/orders/order-record";
import { adminView } from "../../domain/orders/admin-actions";

/** One order for its owner, an admin (with the payment flags), or a guest holding the link token (else 404). */
export const handler = endpoint("GET /api/pedido/{id}", async ({ params, query, session }) => {
  const auth = await session();
  const { order, asAdmin } = await orderForViewer(params.id ?? "", {
    usuario: auth?.usuario ?? null,
    token: parseInput(OrderAccessQuerySchema, query).token,
  });
  return { body: asAdmin ? adminView(order) : toPedidoDetalle(order) };
});
