import { endpoint } from "../../lib/http";
import { contentKeyOf, writeContentBlock } from "../../domain/content/admin-content";

/** Writes a content block (admin); the storefront reads it at once. Answers the stored block. */
export const handler = endpoint("PUT /api/contenido/{clave}", async ({ params, body, auth }) => {
  const clave = contentKeyOf(params.clave);
  return { body: { clave, datos: await writeContentBlock(clave, body ?? {}, auth!.usuario, new Date()) } };
});
