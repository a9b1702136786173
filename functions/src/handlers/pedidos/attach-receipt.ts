import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { AttachReceiptSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { sendReceipt } from "../../domain/orders/order-actions";

/** A (new) receipt for an order waiting for one: the payment goes to pendiente_verificacion. */
export const handler = endpoint("POST /api/pedido/{id}/comprobante", async ({ params, query, body, session }) => {
  const input = parseInput(AttachReceiptSchema, body ?? {});
  const { token } = parseInput(OrderAccessQuerySchema, query);
  // Unresolved: the session is read while the order and the receipt are.
  const viewer = session().then((auth) => ({ usuario: auth?.usuario ?? null, token }));
  return { body: await sendReceipt(params.id ?? "", viewer, input, new Date()) };
});
