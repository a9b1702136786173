import { averageRating } from "@tienda/shared/rules/rating";
import { REVIEW_MESSAGES, type ModerateReviewInput, type ResenaModerada } from "@tienda/shared/schemas/reviews";
import { getProductNow, getReview, markReviewSeen, setReviewVisibility } from "../../data/reviews";
import { conflict, notFound } from "../errors";
import { counterDelta, parseReviewId, toResenaAdmin } from "./review-record";

/**
 * An admin hides a review (with a reason) or shows it again (issue 36, item 3). The product's
 * average and count follow in the same transaction; every decision is kept with who and when.
 * Asking for the state the review is already in changes no figure; it marks the review seen.
 */
export async function moderateReview(
  id: string,
  input: ModerateReviewInput,
  admin: { firstName: string; lastName: string },
  now: Date,
): Promise<ResenaModerada> {
  const parts = parseReviewId(id);
  const before = parts ? await getReview(parts.productoId, parts.comprador) : null;
  if (!parts || !before) throw notFound(REVIEW_MESSAGES.notFound);
  const product = await getProductNow(before.producto_id);
  if (!product) throw notFound(REVIEW_MESSAGES.notFound);
  const mensaje = input.visible ? REVIEW_MESSAGES.shown : REVIEW_MESSAGES.hidden;
  if (before.visible !== input.visible) {
    const entry = {
      visible: input.visible,
      motivo: input.motivo ?? null,
      por: `${admin.firstName} ${admin.lastName}`.trim() || "Administrador",
      fecha: now.toISOString(),
    };
    const delta = counterDelta(before, { ...before, visible: input.visible });
    // A refusal means the buyer edited it or another admin moderated it since the read.
    if (!(await setReviewVisibility({ before, entry, product, delta }))) throw conflict(REVIEW_MESSAGES.changed);
  } else if (before.vista !== true) {
    // Asking for the state it is in is the admin saying "seen": it leaves the notifications.
    await markReviewSeen(parts.productoId, parts.comprador);
  }
  const [after, productAfter] = await Promise.all([
    getReview(parts.productoId, parts.comprador),
    getProductNow(product.id),
  ]);
  const total = productAfter?.num_resenas ?? 0;
  return {
    mensaje,
    resena: toResenaAdmin(after ?? before),
    producto: { id: product.id, promedio: averageRating(productAfter?.resenas_suma ?? 0, total), total },
  };
}
