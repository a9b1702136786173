import { PRODUCT_MESSAGES, ProductInputSchema } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { createProductByAdmin } from "../../domain/products/admin-products";

/** The 'Nuevo Producto' wizard's product (admin); images are checked and published on save. */
export const handler = endpoint("POST /api/productos", async ({ body }) => {
  const input = parseInput(ProductInputSchema, body ?? {});
  return {
    status: 201,
    body: { producto: await createProductByAdmin(input, new Date()), mensaje: PRODUCT_MESSAGES.created },
  };
});
