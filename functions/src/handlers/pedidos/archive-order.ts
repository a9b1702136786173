import { ADMIN_ORDER_MESSAGES } from "@tienda/shared/schemas/admin-orders";
import { endpoint } from "../../lib/http";
import { archive } from "../../domain/orders/admin-actions";

/** Archives a cancelled, expired or rejected order: it leaves the admin list; nothing is deleted. */
export const handler = endpoint("DELETE /api/pedido/{id}", async ({ params }) => {
  await archive(params.id ?? "", new Date());
  return { body: { mensaje: ADMIN_ORDER_MESSAGES.archived } };
});
