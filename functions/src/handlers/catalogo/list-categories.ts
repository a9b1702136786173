import { endpoint } from "../../lib/http";
import { listCategories } from "../../data/categories";

export const handler = endpoint("GET /api/categorias", async () => ({
  body: { categorias: await listCategories() },
}));
