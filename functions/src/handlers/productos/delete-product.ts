import { PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { deleteProductByAdmin } from "../../domain/products/admin-products";

/** Takes a product off the catalogue; past orders keep their lines as ordered (admin). */
export const handler = endpoint("DELETE /api/productos/{id}", async ({ params }) => {
  await deleteProductByAdmin(params.id ?? "", new Date());
  return { body: { mensaje: PRODUCT_MESSAGES.deleted } };
});
