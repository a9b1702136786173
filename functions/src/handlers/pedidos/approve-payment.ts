import { endpoint } from "../../lib/http";
import { approvePayment } from "../../domain/orders/admin-actions";

/** Approves a receipt under review: payment completado, order procesando, the shopper is emailed. */
export const handler = endpoint("POST /api/pedido/{id}/aprobar", async ({ params, auth }) => ({
  body: await approvePayment(params.id ?? "", auth!.usuario, new Date()),
}));
