import { endpoint } from "../../lib/http";
import { updateTestimonial } from "../../domain/content/admin-content";

/** Edits, hides or shows a testimonial (the whole testimonial is sent). */
export const handler = endpoint("PUT /api/testimonio/{id}", async ({ params, body, auth }) => ({
  body: { testimonio: await updateTestimonial(params.id, body ?? {}, auth!.usuario, new Date()) },
}));
