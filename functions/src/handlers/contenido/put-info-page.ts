import { endpoint } from "../../lib/http";
import { infoSlugOf, writeInfoPage } from "../../domain/content/admin-content";

/** Writes an info page (admin): title, summary and sections. */
export const handler = endpoint("PUT /api/paginas/{slug}", async ({ params, body, auth }) => {
  const slug = infoSlugOf(params.slug);
  return { body: { slug, pagina: await writeInfoPage(slug, body ?? {}, auth!.usuario, new Date()) } };
});
