import { endpoint } from "../../lib/http";
import { forbidden } from "../../lib/errors";
import { listOrdersOfUser } from "../../data/orders";
import { toPedidoPerfil } from "../../domain/orders/order-record";

/** Own orders for the profile; an admin may read anyone's. Answer shape from the spec: { success, data }. */
export const handler = endpoint("GET /api/pedido/usuario/{userId}", async ({ params, auth }) => {
  const userId = params.userId ?? "";
  if (userId !== auth!.usuario.id && auth!.usuario.role !== "admin") {
    throw forbidden("No tienes permisos para ver estos pedidos");
  }
  const orders = await listOrdersOfUser(userId);
  return { body: { success: true, data: orders.map(toPedidoPerfil) } };
});
