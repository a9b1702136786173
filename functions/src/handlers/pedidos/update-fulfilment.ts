import { UpdateFulfilmentSchema } from "@tienda/shared/schemas/admin-orders";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateFulfilment } from "../../domain/orders/admin-actions";

/** Fulfilment moves: procesando → en_transito → entregado, or cancel before shipping (stock released). */
export const handler = endpoint("PUT /api/pedido/{id}", async ({ params, body, auth }) => {
  const input = parseInput(UpdateFulfilmentSchema, body ?? {});
  return { body: await updateFulfilment(params.id ?? "", auth!.usuario, input, new Date()) };
});
