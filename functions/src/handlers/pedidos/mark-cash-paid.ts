import { endpoint } from "../../lib/http";
import { markCashPaid } from "../../domain/orders/admin-actions";

/** Marks a cash (USD) order paid when the admin collects it: payment completado, order procesando. */
export const handler = endpoint("POST /api/pedido/{id}/cobrar-efectivo", async ({ params, auth }) => ({
  body: await markCashPaid(params.id ?? "", auth!.usuario, new Date()),
}));
