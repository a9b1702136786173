import { AdminProductsQuerySchema } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { listProductsForAdmin } from "../../domain/products/admin-products";

/** Products for the admin, inactive ones too: search by name, category, offer and low-stock filters, pages. */
export const handler = endpoint("GET /api/admin/productos", async ({ query }) => ({
  body: await listProductsForAdmin(parseInput(AdminProductsQuerySchema, query), new Date()),
}));
