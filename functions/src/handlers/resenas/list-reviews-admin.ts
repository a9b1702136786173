import { AdminReviewsQuerySchema } from "@tienda/shared/schemas/reviews";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { adminReviews } from "../../domain/reviews/list-reviews";

/** Every review for the admin, newest first: search, product, stars and visibility filters. */
export const handler = endpoint("GET /api/admin/resenas", async ({ query }) => ({
  body: await adminReviews(parseInput(AdminReviewsQuerySchema, query)),
}));
