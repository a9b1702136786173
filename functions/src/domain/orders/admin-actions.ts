import type { EventoHistorial, PedidoDetalle } from "@tienda/shared/schemas/orders";
import { ADMIN_ORDER_MESSAGES, type ApprovePayment, type UpdateFulfilment } from "@tienda/shared/schemas/admin-orders";
import { toCents } from "@tienda/shared/rules/pricing";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import { courierForShipment, sameCourier, trackingUrl } from "@tienda/shared/rules/delivery";
import { conflict, notFound } from "../errors";
import { METRIC, recordMetric } from "../../lib/metrics";
import { advanceFulfilment, archiveOrder, cancelOrder, getOrder, reviewPayment } from "../../data/orders";
import { getSettings } from "../../data/settings";
import { claimedByOther, claimKeyOf, paymentClaimPut } from "../../data/payment-claims";
import { guestOrderLink, hashOrderToken, newOrderToken } from "./access";
import { ORDER_MESSAGES } from "./checkout";
import { paymentFlags } from "./admin-list";
import { toPedidoDetalle, type OrderRecord } from "./order-record";
import { LIMIT_MESSAGES, MAX_RECEIPT_ATTEMPTS, rejectionCancels } from "./order-limits";

/** What an admin does to an order: review its payment, move its fulfilment, archive it. */

export interface Admin {
  id: string;
  firstName: string;
  lastName: string;
}

const adminName = (a: Admin) => `${a.firstName} ${a.lastName}`.trim() || "Administrador";

export const REVIEW_MESSAGES = {
  nothingToReview: "Este pedido no tiene un comprobante pendiente de revisión",
  cancelled: "El pedido está cancelado",
  archived: "El pedido está archivado; un pedido archivado ya no cambia",
  archivedOnReject: "Pedido archivado tras el rechazo del pago",
  notCash: "Este pedido no se paga en efectivo: su pago se aprueba con el comprobante",
  cashCollected: "Cobrado en efectivo",
} as const;

async function load(id: string): Promise<OrderRecord> {
  const order = id.length <= 64 ? await getOrder(id) : null;
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** The order as an admin sees it: the shopper's view plus the decision flags. */
export function adminView(o: OrderRecord): PedidoDetalle {
  return { ...toPedidoDetalle(o), banderas: paymentFlags(o) };
}

async function fresh(id: string): Promise<PedidoDetalle> {
  return adminView((await getOrder(id))!);
}

function reviewConflict(o: OrderRecord) {
  if (o.archivado) return conflict(REVIEW_MESSAGES.archived);
  if (o.estado === "cancelado") return conflict(REVIEW_MESSAGES.cancelled);
  if (o.estado_pago === "completado" || o.estado_pago === "rechazado") return conflict(ADMIN_ORDER_MESSAGES.reviewed);
  return conflict(REVIEW_MESSAGES.nothingToReview);
}

/** 409 of an approval whose payment (reference and amount) already settled another order. */
export const USED_REFERENCE = {
  message: (numero: string | null) =>
    `Referencia ya usada por ${numero ?? "otro pedido"}. Si es otro pago con la misma referencia, confírmalo para aprobarlo.`,
  field: "referencia_usada",
} as const;

/**
 * The payment an order's approval claims: its declared reference, and the Bs amount declared or
 * owed (a payment in dollars: the USD amount owed).
 */
function claimOf(o: OrderRecord) {
  const monto = isPagoUsd(o.tipo_pago)
    ? o.total_cents
    : o.pago.monto_bs !== undefined
      ? toCents(o.pago.monto_bs)
      : o.total_bs_cents;
  return claimKeyOf(o.pago.referencia, monto);
}

const usedBy = (o: OrderRecord) => claimedByOther(o.pago.referencia, o.id);

/**
 * Approval by hand claims the payment in its own transaction, as a statement's approval does, so
 * one payment settles one order however each was approved. A reference another order's approval
 * already claimed is refused (409) until the admin confirms it is another payment.
 */
export async function approvePayment(
  id: string,
  admin: Admin,
  now: Date,
  input: ApprovePayment = {},
): Promise<PedidoDetalle> {
  const order = await load(id);
  if (order.archivado || order.estado_pago !== "pendiente_verificacion" || order.estado !== "pendiente")
    throw reviewConflict(order);
  const confirmada = input.confirmar_referencia_usada === true;
  const used = (numero: string | null) =>
    conflict(USED_REFERENCE.message(numero), { [USED_REFERENCE.field]: USED_REFERENCE.message(numero) });
  if (!confirmada) {
    const claimedBy = await usedBy(order);
    if (claimedBy !== undefined) throw used(claimedBy);
  }
  const evento: EventoHistorial = {
    tipo: "aprobado",
    fecha: now.toISOString(),
    por: adminName(admin),
    ...(confirmada ? { nota: "Aprobado a mano aunque otro pedido ya usó la referencia" } : {}),
  };
  const claim = claimOf(order);
  const ok = await reviewPayment({
    order,
    decision: "aprobar",
    evento,
    now,
    email: { kind: "pago_aprobado" },
    extra: claim ? [paymentClaimPut(claim, order, { now, origen: "manual", confirmada })] : [],
  });
  if (!ok) {
    const again = (await getOrder(id)) ?? order;
    if (again.estado_pago === "pendiente_verificacion" && again.estado === "pendiente" && !again.archivado)
      throw used((await usedBy(again)) ?? null);
    throw reviewConflict(again);
  }
  recordMetric(METRIC.paymentsApproved);
  return fresh(id);
}

/**
 * Rejection keeps the stock reserved and opens a new receipt window (the store's deadline hours
 * from now). A guest's email carries a fresh link token, since only hashes are stored.
 */
export async function rejectPayment(id: string, admin: Admin, motivo: string, now: Date): Promise<PedidoDetalle> {
  const order = await load(id);
  if (order.archivado || order.estado_pago !== "pendiente_verificacion" || order.estado !== "pendiente")
    throw reviewConflict(order);
  if (rejectionCancels(order)) return rejectLastReceipt(order, admin, motivo, now);
  const hours = (await getSettings())?.horas_limite_pago ?? 48;
  const venceEn = new Date(now.getTime() + hours * 3_600_000).toISOString();
  const evento: EventoHistorial = { tipo: "rechazado", fecha: now.toISOString(), por: adminName(admin), motivo };
  const token = order.usuario_id ? null : newOrderToken();
  const ok = await reviewPayment({
    order,
    decision: "rechazar",
    evento,
    now,
    venceEn,
    nuevoTokenHash: token ? hashOrderToken(token) : undefined,
    email: { kind: "pago_rechazado", ctx: { motivo, ...(token ? { enlace: guestOrderLink(order.id, token) } : {}) } },
  });
  if (!ok) throw reviewConflict((await getOrder(id)) ?? order);
  recordMetric(METRIC.paymentsRejected);
  return fresh(id);
}

/**
 * The last receipt an order may send is rejected: the order is cancelled and its stock released
 * in the same transaction, and the shopper gets the cancellation email (with the reason).
 */
async function rejectLastReceipt(order: OrderRecord, admin: Admin, motivo: string, now: Date): Promise<PedidoDetalle> {
  const fecha = now.toISOString();
  const por = adminName(admin);
  const ok = await cancelOrder({
    order,
    rechazoFinal: { tipo: "rechazado", fecha, por, motivo },
    evento: { tipo: "cancelado", fecha, por: "sistema", motivo: withLimitNote(motivo) },
    now,
  });
  if (!ok) throw reviewConflict((await getOrder(order.id)) ?? order);
  recordMetric(METRIC.paymentsRejected);
  return fresh(order.id);
}

/** The admin's reason, then why the order was cancelled. */
function withLimitNote(motivo: string): string {
  const m = motivo.trim();
  return `${m}${m.endsWith(".") ? "" : "."} ${LIMIT_MESSAGES.lastRejection(MAX_RECEIPT_ATTEMPTS)}`;
}

const TRANSITION_MESSAGES = {
  en_transito: "Solo un pedido en preparación (Procesando) puede marcarse En Tránsito",
  entregado: "Solo un pedido En Tránsito puede marcarse Entregado",
  cancelado: "Un pedido ya enviado, entregado o cancelado no se puede cancelar",
} as const;

export async function updateFulfilment(
  id: string,
  admin: Admin,
  input: UpdateFulfilment,
  now: Date,
): Promise<PedidoDetalle> {
  const order = await load(id);
  const fecha = now.toISOString();
  const por = adminName(admin);
  let ok: boolean;
  if (order.archivado) throw conflict(REVIEW_MESSAGES.archived);
  if (input.estado === "cancelado") {
    if (order.estado !== "pendiente" && order.estado !== "procesando") throw conflict(TRANSITION_MESSAGES.cancelado);
    const evento: EventoHistorial = {
      tipo: "cancelado",
      fecha,
      por,
      ...(input.motivo ? { motivo: input.motivo } : {}),
    };
    ok = await cancelOrder({ order, evento, now, byAdmin: true });
  } else if (input.estado === "en_transito") {
    if (order.estado !== "procesando") throw conflict(TRANSITION_MESSAGES.en_transito);
    const seguimiento = await trackingLinkOf(order, input.transportista, input.guia);
    const tracking = {
      ...(input.guia ? { guia: input.guia } : {}),
      ...(input.transportista ? { transportista: input.transportista } : {}),
      ...(seguimiento ? { seguimiento_url: seguimiento } : {}),
    };
    const evento: EventoHistorial = { tipo: "enviado", fecha, por, ...tracking };
    ok = await advanceFulfilment({
      order,
      from: "procesando",
      to: "en_transito",
      evento,
      now,
      email: { kind: "pedido_enviado", ctx: tracking },
    });
  } else {
    if (order.estado !== "en_transito") throw conflict(TRANSITION_MESSAGES.entregado);
    const evento: EventoHistorial = { tipo: "entregado", fecha, por };
    // The delivered email invites the buyer to rate what arrived: a guest's carries a fresh link.
    const token = order.usuario_id ? null : newOrderToken();
    ok = await advanceFulfilment({
      order,
      from: "en_transito",
      to: "entregado",
      evento,
      now,
      email: { kind: "pedido_entregado", ctx: token ? { enlace: guestOrderLink(order.id, token) } : {} },
      ...(token ? { nuevoTokenHash: hashOrderToken(token) } : {}),
    });
  }
  if (!ok) throw conflict(TRANSITION_MESSAGES[input.estado]);
  return fresh(id);
}

/**
 * The tracking link of a shipment (rules/delivery.ts): the template of the courier the admin
 * named (the order's own courier, or any courier of the store's methods), or of the order's
 * courier when she named none, with the guía URL-encoded. Kept in the shipment event, so the
 * link stays what the shopper was sent when the settings change later.
 */
async function trackingLinkOf(
  order: OrderRecord,
  transportista: string | undefined,
  guia: string | undefined,
): Promise<string | null> {
  if (!guia) return null;
  const own = order.envio_elegido?.courier ?? null;
  const mine = !transportista || (own && sameCourier(own.nombre, transportista));
  const methods = mine ? [] : ((await getSettings())?.metodos_envio ?? []);
  return trackingUrl(courierForShipment(transportista, own, methods)?.url_seguimiento, guia);
}

export async function archive(id: string, now: Date, admin?: Admin): Promise<void> {
  const order = await load(id);
  if (order.estado !== "cancelado" && order.estado_pago !== "rechazado")
    throw conflict(ADMIN_ORDER_MESSAGES.notArchivable);
  if (order.estado === "pendiente") {
    // Rejected but still holding its stock: archiving cancels it in the same transaction, so an
    // archived order never holds stock nor changes state again.
    const evento: EventoHistorial = {
      tipo: "cancelado",
      fecha: now.toISOString(),
      por: admin ? adminName(admin) : "Administrador",
      motivo: REVIEW_MESSAGES.archivedOnReject,
    };
    if (!(await cancelOrder({ order, evento, now, archivar: true })))
      throw conflict(ADMIN_ORDER_MESSAGES.notArchivable);
    return;
  }
  if (!(await archiveOrder(id, now))) throw conflict(ADMIN_ORDER_MESSAGES.notArchivable);
}

/**
 * Cash in dollars (efectivo_usd) is collected on pickup or delivery, with no receipt: the admin
 * marks it paid, conditional on the order still waiting for its payment (two admins at once: one
 * wins, the other gets 409). Like an approval: completado, procesando, the sale counted, the
 * stock's hold ended and the shopper emailed. No payment claim: cash has no reference.
 */
export async function markCashPaid(id: string, admin: Admin, now: Date): Promise<PedidoDetalle> {
  const order = await load(id);
  if (order.tipo_pago !== "efectivo_usd") throw conflict(REVIEW_MESSAGES.notCash);
  const waiting = (o: OrderRecord) => !o.archivado && o.estado === "pendiente" && o.estado_pago === "pendiente_pago";
  if (!waiting(order)) throw reviewConflict(order);
  const evento: EventoHistorial = {
    tipo: "aprobado",
    fecha: now.toISOString(),
    por: adminName(admin),
    nota: REVIEW_MESSAGES.cashCollected,
  };
  const ok = await reviewPayment({
    order,
    decision: "aprobar",
    evento,
    now,
    email: { kind: "pago_aprobado" },
    sinComprobante: true,
  });
  if (!ok) throw reviewConflict((await getOrder(id)) ?? order);
  recordMetric(METRIC.paymentsApproved);
  return fresh(id);
}
