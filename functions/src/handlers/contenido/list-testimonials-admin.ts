import { endpoint } from "../../lib/http";
import { listAllTestimonials } from "../../data/content";

/** Every testimonial, hidden ones too, newest purchase first. */
export const handler = endpoint("GET /api/admin/testimonios", async () => ({ body: await listAllTestimonials() }));
