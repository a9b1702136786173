import { averageRating, ratingDistribution } from "@tienda/shared/rules/rating";
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  type AdminReviewsQuery,
  type OrdenResenas,
  type PaginaResenas,
  type PaginaResenasAdmin,
} from "@tienda/shared/schemas/reviews";
import { getProduct } from "../../data/products";
import {
  ADMIN_CURSOR,
  cursorShape,
  decodeCursor,
  encodeCursor,
  listReviewsForAdmin,
  listVisibleReviews,
} from "../../data/reviews";
import { badRequest, notFound } from "../errors";
import { toResena, toResenaAdmin } from "./review-record";

const badCursor = () => badRequest(REVIEW_MESSAGES.cursor, { cursor: REVIEW_MESSAGES.cursor });

/**
 * The product page's reviews: the figures from the product's counters (the same the cards, the
 * filters and the best-seller rule read), the bars, and one page of visible reviews.
 */
export async function productReviews(
  productoId: string,
  q: { orden: OrdenResenas; limite: number; cursor?: string },
): Promise<PaginaResenas> {
  const product = await getProduct(productoId);
  if (!product || !product.activo) throw notFound("Producto no encontrado");
  const shape = cursorShape(productoId, q.orden);
  const start = q.cursor ? decodeCursor(q.cursor, shape.expect, shape.sortKey) : undefined;
  if (start === null) throw badCursor();
  const total = product.resenas_suma === undefined ? 0 : product.num_resenas;
  const page =
    total > 0 ? await listVisibleReviews(productoId, q.orden, q.limite, start) : { reviews: [], next: undefined };
  return {
    producto_id: productoId,
    promedio: averageRating(product.resenas_suma ?? 0, total),
    total,
    distribucion: ratingDistribution(total > 0 ? (product.resenas_estrellas ?? []) : []),
    orden: q.orden,
    resenas: page.reviews.map(toResena),
    siguiente: encodeCursor(page.next),
  };
}

/** The admin's 'Reseñas' list, newest first, filtered. */
export async function adminReviews(q: AdminReviewsQuery): Promise<PaginaResenasAdmin> {
  const start = q.cursor ? decodeCursor(q.cursor, ADMIN_CURSOR.expect, ADMIN_CURSOR.sortKey) : undefined;
  if (start === null) throw badCursor();
  const page = await listReviewsForAdmin(
    {
      q: q.q || undefined,
      producto: q.producto,
      estrellas: q.estrellas,
      visible: q.visible === undefined ? undefined : q.visible === "si",
    },
    ADMIN_REVIEWS_PAGE_SIZE,
    start,
  );
  return { data: page.reviews.map(toResenaAdmin), siguiente: encodeCursor(page.next) };
}
