import { endpoint } from "../../lib/http";
import { getInfoPage } from "../../data/content";
import { infoSlugOf } from "../../domain/content/admin-content";
import { publicCache } from "../../domain/catalogue/edge-cache";

/**
 * An info page. A slug the store does not know is 404; a known page not written yet (a new
 * store) is `null`, and the storefront shows its not-found page.
 */
export const handler = endpoint("GET /api/paginas/{slug}", async ({ params }) => ({
  body: await getInfoPage(infoSlugOf(params.slug)),
  headers: publicCache,
}));
