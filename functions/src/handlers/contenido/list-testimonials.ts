import { endpoint } from "../../lib/http";
import { listTestimonials } from "../../data/content";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** The spec reads this answer as a plain array. */
export const handler = endpoint("GET /api/testimonio", async () => ({
  body: await listTestimonials(),
  headers: publicCache,
}));
