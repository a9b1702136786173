import type { Actividad, AlertasAdmin } from "@tienda/shared/schemas/admin-shapes";
import type { ReviewRecord } from "./review-record";

/** Where the admin moderates a product's reviews. */
export const reviewsOfProductLink = (productoId: string) => `/admin/resenas?producto=${encodeURIComponent(productoId)}`;

/** New reviews for the dashboard's activity feed: 'Nueva reseña (2 estrellas) de Ana P. en Camisa Oxford'. */
export function reviewActivity(reviews: readonly ReviewRecord[]): Actividad[] {
  return reviews.map((r) => ({
    tipo: "resena" as const,
    fecha: r.creada,
    descripcion: `Nueva reseña (${r.calificacion} ${r.calificacion === 1 ? "estrella" : "estrellas"}) de ${r.autor} en ${r.producto_nombre}`,
    enlace: reviewsOfProductLink(r.producto_id),
  }));
}

/** Unseen low ratings as the notifications list them. */
export function lowRatingAlerts(reviews: readonly ReviewRecord[]): NonNullable<AlertasAdmin["resenas_bajas"]> {
  return reviews.map((r) => ({
    id: r.id,
    producto_id: r.producto_id,
    producto_nombre: r.producto_nombre,
    calificacion: r.calificacion,
    autor: r.autor,
    fecha: r.creada,
  }));
}
