import { createHash } from "node:crypto";
import type { Resena, ResenaAdmin } from "@tienda/shared/schemas/reviews";

/** One hide or show of a review by an admin: kept for good, with who, when and why. */
export interface Moderation {
  visible: boolean;
  motivo: string | null;
  por: string;
  fecha: string;
}

/**
 * A buyer's review of one product, as stored (docs/data-model.md, "Reviews"). One per product per
 * buyer: a second one replaces the stars and texts of the first. Texts are stored as typed (plain
 * text); whoever draws them escapes them.
 */
export interface ReviewRecord {
  /** `<producto_id>.<comprador>` */
  id: string;
  producto_id: string;
  producto_nombre: string;
  /** 'u_<user id>' or 'g_<hash of the guest's email>'. */
  comprador: string;
  usuario_id: string | null;
  /** The delivered order that made the buyer verified (the latest one rated from). */
  pedido_id: string;
  numero_pedido: string;
  /** 'Ana P.' */
  autor: string;
  /** The buyer's full name, for the admin only. */
  nombre_completo: string;
  calificacion: number;
  titulo: string | null;
  texto: string | null;
  talla: string;
  color: string;
  /** When the buyer wrote or last edited it (the list's "newest"). */
  fecha: string;
  creada: string;
  visible: boolean;
  moderacion: Moderation[];
  /**
   * An admin has looked at it (moderated it or marked it seen). Low ratings (1–2 stars) not yet
   * seen are the dashboard's notifications; a change of stars makes it unseen again.
   */
  vista?: boolean;
}

/** The buyer key of an order: its account, or its guest email (hashed, so keys carry no email). */
export function buyerKey(order: { usuario_id: string | null; cliente: { email: string } }): string {
  if (order.usuario_id) return `u_${order.usuario_id}`;
  const hash = createHash("sha256").update(order.cliente.email.trim().toLowerCase()).digest("hex");
  return `g_${hash.slice(0, 32)}`;
}

export const reviewId = (productoId: string, comprador: string) => `${productoId}.${comprador}`;

/** The two parts of a review id, or null when it is not one. */
export function parseReviewId(id: string): { productoId: string; comprador: string } | null {
  const m = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,80})$/.exec(id);
  return m ? { productoId: m[1]!, comprador: m[2]! } : null;
}

/**
 * "Most useful first" without votes: a review that says more helps the next buyer more, so the
 * score is the written length (text, and a title counts a little), capped to four digits.
 */
export function usefulness(r: Pick<ReviewRecord, "titulo" | "texto">): number {
  return Math.min(9999, (r.texto?.length ?? 0) + (r.titulo ? 50 : 0));
}

export function toResena(r: ReviewRecord): Resena {
  return {
    id: r.id,
    calificacion: r.calificacion,
    titulo: r.titulo,
    texto: r.texto,
    autor: r.autor,
    fecha: r.fecha,
    talla: r.talla,
    color: r.color,
    compra_verificada: true,
  };
}

export function toResenaAdmin(r: ReviewRecord): ResenaAdmin {
  return {
    ...toResena(r),
    producto_id: r.producto_id,
    producto_nombre: r.producto_nombre,
    pedido_id: r.pedido_id,
    numero_pedido: r.numero_pedido,
    comprador: r.nombre_completo,
    visible: r.visible,
    moderacion: r.moderacion,
    vista: r.vista === true,
  };
}

/** What a change of a review does to its product's counters (only visible reviews count). */
export interface CounterDelta {
  count: number;
  sum: number;
  /** Change per star, index 0 = 1 star. */
  perStar: [number, number, number, number, number];
}

export function counterDelta(
  before: Pick<ReviewRecord, "calificacion" | "visible"> | null,
  after: Pick<ReviewRecord, "calificacion" | "visible"> | null,
): CounterDelta {
  const d: CounterDelta = { count: 0, sum: 0, perStar: [0, 0, 0, 0, 0] };
  if (before?.visible) {
    d.count -= 1;
    d.sum -= before.calificacion;
    d.perStar[before.calificacion - 1]! -= 1;
  }
  if (after?.visible) {
    d.count += 1;
    d.sum += after.calificacion;
    d.perStar[after.calificacion - 1]! += 1;
  }
  return d;
}

export const isZeroDelta = (d: CounterDelta) => d.count === 0 && d.sum === 0 && d.perStar.every((x) => x === 0);
