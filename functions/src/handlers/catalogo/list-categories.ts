import { endpoint } from "../../lib/http";
import { listCategories } from "../../data/categories";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/categorias", async () => ({
  body: { categorias: await listCategories() },
  headers: publicCache,
}));
