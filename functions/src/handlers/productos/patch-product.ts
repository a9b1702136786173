import { PRODUCT_MESSAGES, ProductPatchSchema } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { patchProductByAdmin } from "../../domain/products/admin-products";

/** Changes only the fields sent: on or off sale, price, some variants' stock, name, description (admin). */
export const handler = endpoint("PATCH /api/productos/{id}", async ({ params, body }) => {
  const patch = parseInput(ProductPatchSchema, body ?? {});
  const producto = await patchProductByAdmin(params.id ?? "", patch, new Date());
  const only = Object.keys(patch);
  // Switching alone says which way; any other change is an update.
  const mensaje =
    only.length === 1 && patch.activo !== undefined
      ? patch.activo
        ? PRODUCT_MESSAGES.activated
        : PRODUCT_MESSAGES.deactivated
      : PRODUCT_MESSAGES.updated;
  return { body: { producto, mensaje } };
});
