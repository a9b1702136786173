import { endpoint } from "../../lib/http";
import { listPublicInfoPages } from "../../domain/content/admin-content";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** The info pages that exist (slug, title, last change): the storefront links only to these. */
export const handler = endpoint("GET /api/paginas", async () => ({
  body: await listPublicInfoPages(),
  headers: publicCache,
}));
