import { endpoint } from "../../lib/http";
import { CONTENT_MESSAGES, contentKeyOf, removeContentBlock } from "../../domain/content/admin-content";

/** Removes a content block (admin): its section hides on the storefront, as in a new store. */
export const handler = endpoint("DELETE /api/contenido/{clave}", async ({ params, auth }) => {
  await removeContentBlock(contentKeyOf(params.clave), auth!.usuario, new Date());
  return { body: { mensaje: CONTENT_MESSAGES.blockDeleted } };
});
