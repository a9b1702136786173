import { endpoint } from "../../lib/http";
import { listCategoriesForAdmin } from "../../domain/catalogue/store-structure";

/** The admin's categories: hidden ones too, each with how many products use it. */
export const handler = endpoint("GET /api/admin/categorias", async () => ({
  body: { categorias: await listCategoriesForAdmin() },
}));
