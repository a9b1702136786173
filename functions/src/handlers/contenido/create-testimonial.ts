import { endpoint } from "../../lib/http";
import { createTestimonial } from "../../domain/content/admin-content";

export const handler = endpoint("POST /api/testimonio", async ({ body, auth }) => ({
  status: 201,
  body: { testimonio: await createTestimonial(body ?? {}, auth!.usuario, new Date()) },
}));
