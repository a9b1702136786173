import { endpoint } from "../../lib/http";
import { listInfoPagesForAdmin } from "../../domain/content/admin-content";

/** Every info page the store has, as stored, then the demo's suggested slugs not written yet (null). */
export const handler = endpoint("GET /api/admin/paginas", async () => ({
  body: await listInfoPagesForAdmin(),
}));
