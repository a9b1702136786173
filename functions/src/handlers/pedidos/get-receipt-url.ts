import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { receiptLink } from "../../domain/orders/order-actions";

/** A presigned GET of the order's receipt, valid 5 minutes, for its owner or an admin. */
export const handler = endpoint("GET /api/pedido/{id}/comprobante", async ({ params, query, session }) => {
  const auth = await session();
  const viewer = { usuario: auth?.usuario ?? null, token: parseInput(OrderAccessQuerySchema, query).token };
  return { body: await receiptLink(params.id ?? "", viewer, new Date()) };
});
