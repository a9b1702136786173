import { ADMIN_ORDER_MESSAGES } from "@tienda/shared/schemas/admin-orders";
import { endpoint } from "../../lib/http";
import { archive } from "../../domain/orders/admin-actions";

/**
 * Archives a cancelled, expired or rejected order: it leaves the admin list; nothing is deleted.
 * A rejected order still holding stock is cancelled as it is archived (archived is final).
 */
export const handler = endpoint("DELETE /api/pedido/{id}", async ({ params, auth }) => {
  await archive(params.id ?? "", new Date(), auth!.usuario);
  return { body: { mensaje: ADMIN_ORDER_MESSAGES.archived } };
});
