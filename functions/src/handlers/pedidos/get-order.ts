import { endpoint } from "../../lib/http";
import { orderForViewer } from "../../domain/orders/order-actions";
import { toPedidoDetalle } from "../../domain/orders/order-record";

/** One order for its owner, an admin, or a guest holding the order link's token (else 404). */
export const handler = endpoint("GET /api/pedido/{id}", async ({ params, query, session }) => {
  const auth = await session();
  const { order } = await orderForViewer(params.id ?? "", { usuario: auth?.usuario ?? null, token: query.token });
  return { body: toPedidoDetalle(order) };
});
