import type { AttachReceiptInput } from "@tienda/shared/schemas/checkout";
import type { EventoHistorial, PedidoDetalle } from "@tienda/shared/schemas/orders";
import { conflict, notFound } from "../errors";
import { env } from "../../lib/env";
import { attachReceipt, cancelOrder, getOrder, referenceUsedElsewhere } from "../../data/orders";
import { orderAccess, type Viewer } from "./access";
import { canCancel, canUploadReceipt, toPedidoDetalle, type OrderRecord } from "./order-record";
import { mergePaymentData } from "./payment-data";
import { copyReceiptForReview, discardReceiptCopy, presignReceiptGet } from "./receipts";
import { canSendAnotherReceipt, LIMIT_MESSAGES, MAX_RECEIPT_ATTEMPTS } from "./order-limits";
import { ORDER_MESSAGES } from "./checkout";

/** What the order's owner (or an admin) may do with a placed order. */

export const ACTION_MESSAGES = {
  noReceipt: "Este pedido no tiene comprobante",
  underReview: "El comprobante de este pedido ya está en revisión",
  alreadyPaid: "El pago de este pedido ya fue aprobado",
  cancelled: "Este pedido está cancelado",
  notCancellable: "Este pedido ya no se puede cancelar",
  archived: "Este pedido está archivado y ya no admite cambios",
} as const;

/** The order if the viewer may see it; anybody else gets the same 404 as for a missing order. */
export async function orderForViewer(
  id: string,
  viewerOrSession: Viewer | Promise<Viewer>,
  orderRead: Promise<OrderRecord | null> = readOrder(id),
): Promise<{ order: OrderRecord; actor: string; asAdmin: boolean }> {
  // The order is read while the caller's session (passed unresolved) is.
  const [order, viewer] = await Promise.all([orderRead, viewerOrSession]);
  const access = order ? orderAccess(order, viewer) : null;
  if (!order || !access) throw notFound(ORDER_MESSAGES.notFound);
  return { order, actor: access === "admin" ? adminName(viewer) : "cliente", asAdmin: access === "admin" };
}

/** Ids are UUIDs (seeded ones 'ord-demo-N'): anything longer is not an order, no read needed. */
function readOrder(id: string): Promise<OrderRecord | null> {
  return id.length <= 64 ? getOrder(id) : Promise.resolve(null);
}

function adminName(viewer: Viewer): string {
  const u = viewer.usuario as { firstName?: string; lastName?: string } | null;
  return [u?.firstName, u?.lastName].filter(Boolean).join(" ") || "Administrador";
}

function whyNoReceipt(o: OrderRecord): string {
  if (o.archivado) return ACTION_MESSAGES.archived;
  if (o.estado === "cancelado") return ACTION_MESSAGES.cancelled;
  if (o.estado_pago === "pendiente_verificacion") return ACTION_MESSAGES.underReview;
  return ACTION_MESSAGES.alreadyPaid;
}

/**
 * Three waits on the store (docs/performance.md, "The order path"): the order, the session and
 * the receipt's copy at once (the copy is removed when the order refuses it); then the session's
 * user, the repeated-reference query and the copy's check; then the transaction. The answer is the
 * order as that transaction left it, not a second read.
 */
export async function sendReceipt(
  id: string,
  viewer: Viewer | Promise<Viewer>,
  input: AttachReceiptInput & { monto?: string },
  now: Date,
): Promise<PedidoDetalle> {
  const bucket = env().RECEIPTS_BUCKET;
  const claveSubida = input.clave.trim();
  // The order keeps a checked copy under a key no upload policy names (issue 32, item 5). Settled
  // here and looked at only after the order's checks, so their answers come first as before.
  const copy = copyReceiptForReview(bucket, claveSubida).then(
    (clave) => ({ clave, error: null }),
    (error: unknown) => ({ clave: null, error }),
  );
  // The repeated-reference query as soon as the order is read, while the session's user is: its
  // answer is used only once the viewer may act on the order.
  const orderRead = readOrder(id);
  const reference = orderRead.then(async (order) => {
    if (!order) return null;
    const pago = mergePaymentData(order.pago, input);
    return { pago, referenciaRepetida: await referenceUsedElsewhere(order.tipo_pago, pago, order.id) };
  });
  // Refused before it is looked at (no access, say): its failure must not go unheard.
  reference.catch(() => undefined);
  const found = orderForViewer(id, viewer, orderRead).then(async ({ order, actor }) => {
    const { pago, referenciaRepetida } = (await reference)!;
    return { order, actor, pago, referenciaRepetida };
  });
  const [copied, read] = await Promise.all([copy, found.catch((error: unknown) => ({ error }))]);
  const refuse = async (err: unknown): Promise<never> => {
    if (copied.clave) await discardReceiptCopy(bucket, copied.clave);
    throw err;
  };
  if ("error" in read) return refuse(read.error);
  const { order, actor, pago, referenciaRepetida } = read;
  if (!canUploadReceipt(order)) return refuse(conflict(whyNoReceipt(order)));
  // Bounded, so a rejected order cannot keep its stock by sending image after image.
  if (!canSendAnotherReceipt(order)) return refuse(conflict(LIMIT_MESSAGES.attemptsUsed(MAX_RECEIPT_ATTEMPTS)));
  if (!copied.clave) throw copied.error;
  const clave = copied.clave;
  const evento: EventoHistorial = { tipo: "comprobante_enviado", fecha: now.toISOString(), por: actor, pago };
  const outcome = await attachReceipt({ order, clave, claveSubida, pago, referenciaRepetida, evento, now });
  if (!outcome.ok) {
    await discardReceiptCopy(bucket, clave);
    if (outcome.reason === "receipt_used")
      throw conflict(ORDER_MESSAGES.receiptUsed, { clave: ORDER_MESSAGES.receiptUsed });
    const fresh = await getOrder(id);
    throw conflict(fresh ? whyNoReceipt(fresh) : ORDER_MESSAGES.notFound);
  }
  return toPedidoDetalle(outcome.order);
}

export async function cancelByOwner(id: string, viewer: Viewer, now: Date): Promise<PedidoDetalle> {
  const { order, actor } = await orderForViewer(id, viewer);
  if (order.archivado) throw conflict(ACTION_MESSAGES.archived);
  if (!canCancel(order))
    throw conflict(order.estado === "cancelado" ? ACTION_MESSAGES.cancelled : ACTION_MESSAGES.notCancellable);
  const evento: EventoHistorial = { tipo: "cancelado", fecha: now.toISOString(), por: actor };
  if (!(await cancelOrder({ order, evento, now }))) throw conflict(ACTION_MESSAGES.notCancellable);
  return toPedidoDetalle((await getOrder(id))!);
}

export async function receiptLink(id: string, viewer: Viewer, now: Date): Promise<{ url: string; expira: string }> {
  const { order } = await orderForViewer(id, viewer);
  if (!order.comprobante) throw notFound(ACTION_MESSAGES.noReceipt);
  return presignReceiptGet(env().RECEIPTS_BUCKET, order.comprobante.clave, now);
}
