import { endpoint } from "../../lib/http";
import { stylesAnswer } from "../../domain/catalogue/list-answer";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** The store's styles in order (style pages, the product wizard). */
export const handler = endpoint("GET /api/estilos", async () => ({
  body: await stylesAnswer(),
  headers: publicCache,
}));
