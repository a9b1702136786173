import { createHash } from "node:crypto";
import type { EventoHistorial } from "@tienda/shared/schemas/orders";
import { DEFAULT_LIMITES_RESERVA, type AjustesTienda } from "@tienda/shared/schemas/settings";
import type { OrderRecord } from "./order-record";

/**
 * What an unpaid order may hold (issue 32, item 2). Stock is reserved when an order is placed and
 * an order under review never expires by itself, so without bounds one anonymous client could
 * hold the whole catalogue. Pure: the caller loads settings and writes the counters
 * (data/order-holds.ts) in the order's own transaction.
 */

/** Live unpaid orders (pendiente_pago, pendiente_verificacion, rechazado) per device cookie and per email. */
export const MAX_LIVE_UNPAID_PER_BUYER = 3;
/**
 * Per client address only a high ceiling: many honest shoppers share one mobile carrier's
 * address, so the tight limits are the device and the email.
 */
export const MAX_LIVE_UNPAID_PER_ADDRESS = 20;
/** Receipts an order may receive; the rejection of the last one cancels the order. */
export const MAX_RECEIPT_ATTEMPTS = 3;
/** A receipt waiting longer than this for review is flagged in the admin alerts. */
export const REVIEW_OVERDUE_MS = 24 * 3_600_000;

export const LIMIT_MESSAGES = {
  lineUnits: (max: number, nombre: string) =>
    `Puedes reservar como máximo ${max} unidades de ${nombre} (misma talla y color) por pedido`,
  orderUnits: (max: number) => `Un pedido puede reservar como máximo ${max} unidades en total`,
  buyerLive: (max: number) =>
    `Ya tienes ${max} pedidos pendientes de pago. Envía el comprobante de alguno o cancélalo antes de hacer otro pedido.`,
  addressLive: "Hay demasiados pedidos pendientes de pago desde tu conexión. Inténtalo más tarde.",
  attemptsUsed: (max: number) =>
    `Este pedido ya recibió ${max} comprobantes, el máximo permitido. Haz un nuevo pedido si aún quieres comprar.`,
  lastRejection: (max: number) =>
    `Se rechazaron ${max} comprobantes de este pedido, el máximo permitido: el pedido se canceló y sus productos volvieron al inventario.`,
} as const;

export interface UnitLimits {
  porLinea: number;
  porPedido: number;
}

/** The store's unit limits, or the defaults (10 and 30) for settings saved before they existed. */
export function unitLimits(settings: Pick<AjustesTienda, "limites_reserva"> | null): UnitLimits {
  const l = settings?.limites_reserva ?? DEFAULT_LIMITES_RESERVA;
  return { porLinea: l.unidades_por_linea, porPedido: l.unidades_por_pedido };
}

/** Every order is unpaid when placed, so these bound what a placement may reserve. */
export function unitLimitProblem(
  lines: ReadonlyArray<{ productoId: string; nombre: string; talla: string; color: string; cantidad: number }>,
  limits: UnitLimits,
): { productoId: string; talla: string; color: string; mensaje: string } | null {
  for (const l of lines) {
    if (l.cantidad > limits.porLinea) {
      return {
        productoId: l.productoId,
        talla: l.talla,
        color: l.color,
        mensaje: LIMIT_MESSAGES.lineUnits(limits.porLinea, l.nombre),
      };
    }
  }
  const units = lines.reduce((n, l) => n + l.cantidad, 0);
  if (units <= limits.porPedido || lines.length === 0) return null;
  // Shown on the line with the most units, the one the shopper is likeliest to lower.
  const biggest = lines.reduce((a, l) => (l.cantidad > a.cantidad ? l : a));
  return {
    productoId: biggest.productoId,
    talla: biggest.talla,
    color: biggest.color,
    mensaje: LIMIT_MESSAGES.orderUnits(limits.porPedido),
  };
}

/** Which counters of live unpaid orders an order takes a place in, and each one's limit. */
export interface LiveSlot {
  /** Stored on the order as is, so leaving the unpaid states gives back exactly these. */
  clave: string;
  tipo: "dispositivo" | "email" | "ip";
  limite: number;
}

const digest = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 32);

export function normalizeEmailForLimit(email: string): string {
  return email.trim().toLowerCase();
}

export function liveSlots(who: { dispositivo: string | null; email: string; ip: string | null }): LiveSlot[] {
  const out: LiveSlot[] = [];
  if (who.dispositivo)
    out.push({
      clave: `dispositivo#${digest(who.dispositivo)}`,
      tipo: "dispositivo",
      limite: MAX_LIVE_UNPAID_PER_BUYER,
    });
  out.push({
    clave: `email#${digest(normalizeEmailForLimit(who.email))}`,
    tipo: "email",
    limite: MAX_LIVE_UNPAID_PER_BUYER,
  });
  if (who.ip) out.push({ clave: `ip#${who.ip}`, tipo: "ip", limite: MAX_LIVE_UNPAID_PER_ADDRESS });
  return out;
}

export function slotMessage(slot: Pick<LiveSlot, "tipo" | "limite">): string {
  return slot.tipo === "ip" ? LIMIT_MESSAGES.addressLive : LIMIT_MESSAGES.buyerLive(slot.limite);
}

/** Live unpaid: still pendiente and not paid, i.e. holding stock for a payment not yet approved. */
export function isLiveUnpaid(o: Pick<OrderRecord, "estado" | "estado_pago">): boolean {
  return o.estado === "pendiente" && o.estado_pago !== "completado";
}

/** Whether an order's stock is counted in the held-stock figures, and under which state. */
export type HeldState = "sin_pagar" | "en_revision";
export function heldState(o: Pick<OrderRecord, "estado" | "estado_pago">): HeldState | null {
  if (!isLiveUnpaid(o)) return null;
  return o.estado_pago === "pendiente_verificacion" ? "en_revision" : "sin_pagar";
}

export function unitsOf(o: Pick<OrderRecord, "lineas">): number {
  return o.lineas.reduce((n, l) => n + l.cantidad, 0);
}

/** Receipts sent so far: each one appended a 'comprobante_enviado' event. */
export function receiptAttempts(o: { historial: readonly Pick<EventoHistorial, "tipo">[] }): number {
  return o.historial.filter((e) => e.tipo === "comprobante_enviado").length;
}

export function canSendAnotherReceipt(o: { historial: readonly Pick<EventoHistorial, "tipo">[] }): boolean {
  return receiptAttempts(o) < MAX_RECEIPT_ATTEMPTS;
}

/** Rejecting the receipt under review cancels the order when it was the last one allowed. */
export function rejectionCancels(o: { historial: readonly Pick<EventoHistorial, "tipo">[] }): boolean {
  return receiptAttempts(o) >= MAX_RECEIPT_ATTEMPTS;
}

export function reviewOverdue(enviado: string, now: Date): boolean {
  return now.getTime() - new Date(enviado).getTime() > REVIEW_OVERDUE_MS;
}
