import { CONTENT_KEYS } from "@tienda/shared/schemas/catalogue";
import { endpoint } from "../../lib/http";
import { getContentBlocks } from "../../data/content";

/** Every block as stored (null where not written), read consistently for the admin's editors. */
export const handler = endpoint("GET /api/admin/contenido", async () => ({
  body: { bloques: await getContentBlocks(CONTENT_KEYS) },
}));
