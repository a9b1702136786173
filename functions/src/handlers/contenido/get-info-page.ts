import { endpoint } from "../../lib/http";
import { getInfoPage } from "../../data/content";
import { infoSlugOf } from "../../domain/content/admin-content";
import { publicCache } from "../../domain/catalogue/edge-cache";

/**
 * An info page. A slug that cannot be one (malformed, or an address the store uses itself) is 404;
 * a free slug with no page written is `null`, and the storefront shows its not-found page.
 */
export const handler = endpoint("GET /api/paginas/{slug}", async ({ params }) => ({
  body: await getInfoPage(infoSlugOf(params.slug)),
  headers: publicCache,
}));
