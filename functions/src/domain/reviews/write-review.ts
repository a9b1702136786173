import { averageRating, reviewerName } from "@tienda/shared/rules/rating";
import { REVIEW_MESSAGES, ReviewInputSchema, type ResenaGuardada } from "@tienda/shared/schemas/reviews";
import type { z } from "zod";
import { getOrder } from "../../data/orders";
import { getProductNow, getReview, saveReview } from "../../data/reviews";
import { consumeQuota } from "../../data/throttle";
import { conflict, forbidden, notFound, tooMany, unavailable } from "../errors";
import { orderAccess, type Viewer } from "../orders/access";
import { ORDER_MESSAGES } from "../orders/checkout";
import type { OrderRecord } from "../orders/order-record";
import type { OwnerNotice } from "../email/owner-emails";
import { buyerKey, counterDelta, reviewId, toResena, type ReviewRecord } from "./review-record";

type Input = z.output<typeof ReviewInputSchema>;

/** Attempts when a concurrent review of the same product or buyer changed what was read. */
const MAX_ATTEMPTS = 8;

/**
 * Who may rate an order's products: its signed-in owner, or (guest orders) whoever holds its link
 * token. An anonymous caller without a valid token learns nothing (404); a signed-in account that
 * is not the buyer is refused (403). Admins rate only their own orders like anyone else.
 */
function buyerOf(order: OrderRecord | null, viewer: Viewer): OrderRecord {
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const access = orderAccess(order, {
    ...viewer,
    usuario: viewer.usuario ? { ...viewer.usuario, role: "user" } : null,
  });
  if (access === "owner") return order;
  if (viewer.usuario) throw forbidden(REVIEW_MESSAGES.notYours);
  throw notFound(ORDER_MESSAGES.notFound);
}

/**
 * A buyer rates one product of a delivered order (issue 36, item 1). The first review of the
 * product by this buyer is created; a later one edits it (stars, title, text, and the order it
 * came from). The product's counters change in the same transaction (data/reviews.ts).
 */
export async function rateProduct(
  orderId: string,
  viewer: Viewer & { usuario: (Viewer["usuario"] & { isActive?: boolean }) | null },
  input: Input,
  now: Date,
): Promise<ResenaGuardada> {
  // Ids are UUIDs (seeded ones 'ord-demo-N'): anything longer is not an order, no read needed.
  const order = buyerOf(orderId.length <= 64 ? await getOrder(orderId) : null, viewer);
  if (viewer.usuario && viewer.usuario.isActive === false) throw forbidden(REVIEW_MESSAGES.inactive);
  const comprador = buyerKey(order);
  const quota = await consumeQuota("resena", comprador, now);
  if (!quota.ok) throw tooMany(REVIEW_MESSAGES.tooMany, quota.retryAfterSeconds);
  if (order.estado !== "entregado") throw conflict(REVIEW_MESSAGES.notDelivered);
  const line = order.lineas.find((l) => l.productoId === input.productoId);
  if (!line) throw notFound(REVIEW_MESSAGES.notInOrder);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [product, before] = await Promise.all([
      getProductNow(input.productoId),
      getReview(input.productoId, comprador),
    ]);
    if (!product) throw notFound(REVIEW_MESSAGES.productGone);
    const fecha = now.toISOString();
    const next: ReviewRecord = {
      id: reviewId(product.id, comprador),
      producto_id: product.id,
      producto_nombre: product.nombre,
      comprador,
      usuario_id: order.usuario_id,
      pedido_id: order.id,
      numero_pedido: order.numero_pedido,
      autor: reviewerName(order.cliente.nombre, order.cliente.apellido),
      nombre_completo: `${order.cliente.nombre} ${order.cliente.apellido}`.trim(),
      calificacion: input.calificacion,
      titulo: input.titulo ?? null,
      texto: input.texto ?? null,
      talla: line.talla,
      color: line.color,
      fecha,
      creada: before?.creada ?? fecha,
      // An edit keeps a moderator's decision and its history.
      visible: before?.visible ?? true,
      moderacion: before?.moderacion ?? [],
      // Seen stays seen unless the stars change (a new low rating is news again).
      vista: before?.vista === true && before.calificacion === input.calificacion,
    };
    const delta = counterDelta(before, next);
    if (await saveReview({ next, before, product, delta, notice: lowRatingNotice(before, next) })) {
      const after = await getProductNow(product.id);
      const total = after?.num_resenas ?? 0;
      return {
        mensaje: before ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created,
        resena: toResena(next),
        editada: before !== null,
        producto: { id: product.id, promedio: averageRating(after?.resenas_suma ?? 0, total), total },
      };
    }
  }
  throw unavailable(REVIEW_MESSAGES.busy, 1);
}

/** Stars at or below this are news for the owner (the dashboard's low ratings too). */
const LOW_RATING = 2;

/**
 * The owner hears of a new low rating: a first review of 1–2 stars, or an edit that changes the
 * stars to 1 or 2 (an edit of the texts alone is not news again).
 */
function lowRatingNotice(before: ReviewRecord | null, next: ReviewRecord): OwnerNotice | undefined {
  if (next.calificacion > LOW_RATING || before?.calificacion === next.calificacion) return undefined;
  return {
    tipo: "resena",
    producto_id: next.producto_id,
    producto_nombre: next.producto_nombre,
    calificacion: next.calificacion,
    titulo: next.titulo,
    texto: next.texto,
    autor: next.autor,
    numero_pedido: next.numero_pedido,
  };
}
