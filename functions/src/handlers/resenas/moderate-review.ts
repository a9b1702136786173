import { ModerateReviewSchema } from "@tienda/shared/schemas/reviews";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { moderateReview } from "../../domain/reviews/moderate-review";

/** Hides a review with a reason, or shows it again; the product's figures follow at once. */
export const handler = endpoint("PATCH /api/admin/resenas/{id}", async ({ params, body, auth }) => ({
  body: await moderateReview(params.id ?? "", parseInput(ModerateReviewSchema, body ?? {}), auth!.usuario, new Date()),
}));
