import { ProductIdSchema } from "@tienda/shared/schemas/catalogue-shapes";
import { ReviewsQuerySchema } from "@tienda/shared/schemas/reviews";
import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { publicCache } from "../../domain/catalogue/edge-cache";
import { productReviews } from "../../domain/reviews/list-reviews";

/** A product's rating figures, bars and one page of visible reviews; the same for everyone (edge-cached). */
export const handler = endpoint("GET /api/productos/{id}/resenas", async ({ params, query }) => {
  const id = ProductIdSchema.safeParse(params.id);
  if (!id.success) throw notFound("Producto no encontrado");
  return { body: await productReviews(id.data, parseInput(ReviewsQuerySchema, query)), headers: publicCache };
});
