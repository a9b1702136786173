import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { ListQuerySchema, SearchQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Same filters and answer as the list, but `q` is required and results come by relevance. */
export const handler = endpoint("GET /api/productos/buscar", async ({ query }) => {
  parseInput(SearchQuerySchema, query);
  const q = parseInput(ListQuerySchema, query);
  const result = (await getCatalogue()).list(q);
  return { body: { ...result, q: q.q, productos: result.productos.map(toApiProduct) }, headers: publicCache };
});
