import { PRODUCT_MESSAGES, ProductInputSchema } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateProductByAdmin } from "../../domain/products/admin-products";

/** Edits a product with the same form as the wizard (admin). */
export const handler = endpoint("PUT /api/productos/{id}", async ({ params, body }) => {
  const input = parseInput(ProductInputSchema, body ?? {});
  return {
    body: {
      producto: await updateProductByAdmin(params.id ?? "", input, new Date()),
      mensaje: PRODUCT_MESSAGES.updated,
    },
  };
});
