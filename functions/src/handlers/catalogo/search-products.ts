import { endpoint } from "../../lib/http";
import { productSearchAnswer } from "../../domain/catalogue/list-answer";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Same filters and answer as the list, but `q` is required and results come by relevance. */
export const handler = endpoint("GET /api/productos/buscar", async ({ query }) => ({
  body: await productSearchAnswer(query),
  headers: publicCache,
}));
