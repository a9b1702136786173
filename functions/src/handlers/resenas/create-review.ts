import { OrderAccessQuerySchema } from "@tienda/shared/schemas/orders-shapes";
import { ReviewInputSchema } from "@tienda/shared/schemas/reviews";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { rateProduct } from "../../domain/reviews/write-review";

/** The buyer of a delivered order (signed in, or a guest with the link token) rates one of its products. */
export const handler = endpoint("POST /api/pedido/{id}/resenas", async ({ params, query, body, session }) => {
  const auth = await session();
  const input = parseInput(ReviewInputSchema, body ?? {});
  const saved = await rateProduct(
    params.id ?? "",
    { usuario: auth?.usuario ?? null, token: parseInput(OrderAccessQuerySchema, query).token },
    input,
    new Date(),
  );
  return { status: saved.editada ? 200 : 201, body: saved };
});
