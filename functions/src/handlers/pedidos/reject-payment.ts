import { RejectPaymentSchema } from "@tienda/shared/schemas/admin-orders";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { rejectPayment } from "../../domain/orders/admin-actions";

/** Rejects a receipt under review with a reason; the shopper gets a new window to send another. */
export const handler = endpoint("POST /api/pedido/{id}/rechazar", async ({ params, body, auth }) => {
  const { motivo } = parseInput(RejectPaymentSchema, body ?? {});
  return { body: await rejectPayment(params.id ?? "", auth!.usuario, motivo, new Date()) };
});
