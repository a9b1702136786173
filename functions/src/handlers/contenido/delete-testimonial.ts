import { endpoint } from "../../lib/http";
import { CONTENT_MESSAGES, removeTestimonial } from "../../domain/content/admin-content";

export const handler = endpoint("DELETE /api/testimonio/{id}", async ({ params, auth }) => {
  await removeTestimonial(params.id, auth!.usuario, new Date());
  return { body: { mensaje: CONTENT_MESSAGES.testimonialDeleted } };
});
