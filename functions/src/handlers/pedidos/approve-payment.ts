import { ApprovePaymentSchema } from "@tienda/shared/schemas/admin-orders";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { approvePayment } from "../../domain/orders/admin-actions";

/** Approves a receipt under review: payment completado, order procesando, the shopper is emailed. */
export const handler = endpoint("POST /api/pedido/{id}/aprobar", async ({ params, body, auth }) => ({
  body: await approvePayment(params.id ?? "", auth!.usuario, new Date(), parseInput(ApprovePaymentSchema, body ?? {})),
}));
