import { endpoint } from "../../lib/http";
import { deleteProductByAdmin } from "../../domain/products/admin-products";

/** Deletes a product no order names; archives (deactivates) one that an order names, and says so (admin). */
export const handler = endpoint("DELETE /api/productos/{id}", async ({ params }) => ({
  body: await deleteProductByAdmin(params.id ?? "", new Date()),
}));
