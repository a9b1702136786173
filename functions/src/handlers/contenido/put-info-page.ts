import { endpoint } from "../../lib/http";
import { newInfoSlugOf, writeInfoPage } from "../../domain/content/admin-content";

/**
 * Writes an info page (admin): title, summary and sections, at any free slug of the store (a new
 * one creates the page there); a malformed slug or one the store uses itself is refused (400).
 */
export const handler = endpoint("PUT /api/paginas/{slug}", async ({ params, body, auth }) => ({
  body: await writeInfoPage(newInfoSlugOf(params.slug), body ?? {}, auth!.usuario, new Date()),
}));
