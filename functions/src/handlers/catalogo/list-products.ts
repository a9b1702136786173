import { endpoint } from "../../lib/http";
import { productListAnswer } from "../../domain/catalogue/list-answer";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos", async ({ query }) => ({
  body: await productListAnswer(query),
  headers: publicCache,
}));
