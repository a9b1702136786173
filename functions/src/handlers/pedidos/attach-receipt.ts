import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { AttachReceiptSchema } from "@tienda/shared/schemas/checkout-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { sendReceipt } from "../../domain/orders/order-actions";

/** A (new) receipt for an order waiting for one: the payment goes to pendiente_verificacion. */
export const handler = endpoint("POST /api/pedido/{id}/comprobante", async ({ params, query, body, session }) => {
  const input = parseInput(AttachReceiptSchema, body ?? {});
  const auth = await session();
  const viewer = { usuario: auth?.usuario ?? null, token: parseInput(OrderAccessQuerySchema, query).token };
  return { body: await sendReceipt(params.id ?? "", viewer, input, new Date()) };
});
