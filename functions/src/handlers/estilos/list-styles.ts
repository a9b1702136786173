import { endpoint } from "../../lib/http";
import { listStyles } from "../../data/styles";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** The store's styles in order (style pages, the product wizard). */
export const handler = endpoint("GET /api/estilos", async () => ({
  body: { estilos: await listStyles() },
  headers: publicCache,
}));
