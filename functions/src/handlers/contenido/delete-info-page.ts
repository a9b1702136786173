import { endpoint } from "../../lib/http";
import { CONTENT_MESSAGES, infoSlugOf, removeInfoPage } from "../../domain/content/admin-content";

/** Removes an info page (admin); the storefront shows its not-found page there. */
export const handler = endpoint("DELETE /api/paginas/{slug}", async ({ params, auth }) => {
  await removeInfoPage(infoSlugOf(params.slug), auth!.usuario, new Date());
  return { body: { mensaje: CONTENT_MESSAGES.pageDeleted } };
});
