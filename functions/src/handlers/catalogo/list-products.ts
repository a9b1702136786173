import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { ListQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos", async ({ query }) => {
  const q = parseInput(ListQuerySchema, query);
  const result = (await getCatalogue()).list(q);
  return { body: { ...result, productos: result.productos.map(toApiProduct) }, headers: publicCache };
});
