import { endpoint } from "../../lib/http";
import { getProductForAdmin } from "../../domain/products/admin-products";

/** One product for the admin's editors (inactive ones too), with its offer record and stock per variant. */
export const handler = endpoint("GET /api/admin/productos/{id}", async ({ params }) => ({
  body: await getProductForAdmin(params.id ?? "", new Date()),
}));
