import { endpoint } from "../../lib/http";
import { listTestimonials } from "../../data/content";

/** The spec reads this answer as a plain array. */
export const handler = endpoint("GET /api/testimonio", async () => ({ body: await listTestimonials() }));
