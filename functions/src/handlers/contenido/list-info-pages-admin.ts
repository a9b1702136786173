import { INFO_SLUGS } from "@tienda/shared/schemas/content-write";
import { endpoint } from "../../lib/http";
import { getInfoPages } from "../../data/content";

/** Every info page the storefront links to, as stored (null where not written). */
export const handler = endpoint("GET /api/admin/paginas", async () => ({
  body: { paginas: await getInfoPages(INFO_SLUGS) },
}));
