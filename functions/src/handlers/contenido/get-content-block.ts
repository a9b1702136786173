import { CONTENT_KEYS, type ContentKey } from "@tienda/shared/schemas/catalogue";
import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { contentBlockAnswer } from "../../domain/content/content-block-answer";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** A key the store does not know is 404; a known one answers its block, or null while unwritten. */
export const handler = endpoint("GET /api/contenido/{clave}", async ({ params }) => {
  const clave = params.clave ?? "";
  if (!(CONTENT_KEYS as readonly string[]).includes(clave)) throw notFound("Contenido no encontrado");
  return { body: await contentBlockAnswer(clave as ContentKey), headers: publicCache };
});
