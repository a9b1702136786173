import { normalizeText } from "@tienda/shared/rules/text";
import { fromCents, toCents } from "@tienda/shared/rules/pricing";
import {
  ADMIN_DEFAULT_DAYS,
  ADMIN_MAX_DAYS,
  ADMIN_ORDER_MESSAGES,
  amountDiffers,
  percentChange,
  type AdminOrdersQuery,
  type BanderasPago,
  type PedidoAdmin,
  type ResumenPagos,
} from "@tienda/shared/schemas/admin-orders";
import { badRequest } from "../errors";
import { envioDetalleOf, type OrderRecord } from "./order-record";

/**
 * The admin payments list, pure: the period a query covers (and the previous one of the same
 * length), filters, search, sort, pages and the summary figures. The orders come from the monthly
 * GSI2 partitions of the period (data/orders.ts), never from a scan.
 */
const DAY = 86_400_000;

export interface Period {
  desde: Date;
  hasta: Date;
  anteriorDesde: Date;
  anteriorHasta: Date;
}

export function resolvePeriod(q: Pick<AdminOrdersQuery, "desde" | "hasta">, now: Date): Period {
  const hasta = q.hasta ? new Date(`${q.hasta}T23:59:59.999Z`) : now;
  const desde = q.desde
    ? new Date(`${q.desde}T00:00:00.000Z`)
    : new Date(hasta.getTime() - ADMIN_DEFAULT_DAYS * DAY + 1);
  if (desde > hasta) throw badRequest(ADMIN_ORDER_MESSAGES.badRange, { desde: ADMIN_ORDER_MESSAGES.badRange });
  if (hasta.getTime() - desde.getTime() > ADMIN_MAX_DAYS * DAY) {
    throw badRequest(ADMIN_ORDER_MESSAGES.rangeTooLong, { desde: ADMIN_ORDER_MESSAGES.rangeTooLong });
  }
  const length = hasta.getTime() - desde.getTime();
  const anteriorHasta = new Date(desde.getTime() - 1);
  return { desde, hasta, anteriorDesde: new Date(anteriorHasta.getTime() - length), anteriorHasta };
}

export function paymentFlags(o: OrderRecord): BanderasPago {
  const declared =
    o.tipo_pago === "transferencia_bancaria" && o.pago.monto_bs !== undefined ? toCents(o.pago.monto_bs) : null;
  return { referencia_repetida: !!o.referencia_repetida, monto_distinto: amountDiffers(declared, o.total_bs_cents) };
}

export function toPedidoAdmin(o: OrderRecord): PedidoAdmin {
  return {
    id: o.id,
    numero_pedido: o.numero_pedido,
    usuario_nombre: o.cliente.nombre,
    usuario_apellido: o.cliente.apellido,
    usuario_correo: o.cliente.email,
    invitado: o.usuario_id === null,
    total: fromCents(o.total_cents),
    total_bs: fromCents(o.total_bs_cents),
    subtotal: fromCents(o.subtotal_cents),
    envio: fromCents(o.envio_cents),
    costo_envio: fromCents(o.envio_cents),
    metodo_envio: o.metodo_envio ?? "estandar",
    metodo_envio_nombre: envioDetalleOf(o).nombre,
    courier: o.envio_elegido?.courier?.nombre ?? null,
    oficina: o.envio_elegido?.oficina ?? null,
    impuestos: fromCents(o.impuestos_cents),
    tipo_pago: o.tipo_pago,
    estado: o.estado_pago,
    estado_pago: o.estado_pago,
    estado_pedido: o.estado,
    tiene_comprobante: o.comprobante !== null,
    comprobante_verificado: o.estado_pago === "completado",
    fecha_pedido: o.fecha_pedido,
    fecha_actualizacion: o.fecha_actualizacion,
    fecha_pago: o.fecha_pago ?? null,
    envio_nombre: o.envio.nombre,
    envio_apellido: o.envio.apellido,
    envio_ciudad: o.envio.ciudad,
    envio_estado: o.envio.estado,
    total_productos: o.lineas.reduce((n, l) => n + l.cantidad, 0),
    referencia: o.pago.referencia ?? null,
    igtf: fromCents(o.igtf_cents ?? 0),
    cedula_rif: o.cedula_rif ?? null,
    banderas: paymentFlags(o),
  };
}

/** Search (customer name, email, order id, order number) and the payment filters. */
export function filterOrders(
  orders: readonly OrderRecord[],
  q: Pick<AdminOrdersQuery, "q" | "estado_pago" | "tipo_pago">,
): OrderRecord[] {
  const words = q.q ? normalizeText(q.q).split(/\s+/).filter(Boolean) : [];
  return orders.filter((o) => {
    if (q.estado_pago && o.estado_pago !== q.estado_pago) return false;
    if (q.tipo_pago && o.tipo_pago !== q.tipo_pago) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(
      `${o.cliente.nombre} ${o.cliente.apellido} ${o.cliente.email} ${o.id} ${o.numero_pedido}`,
    );
    return words.every((w) => haystack.includes(w));
  });
}

export function sortOrders(
  orders: OrderRecord[],
  orden: AdminOrdersQuery["orden"],
  direccion: AdminOrdersQuery["direccion"],
): OrderRecord[] {
  const sign = direccion === "asc" ? 1 : -1;
  const key = (o: OrderRecord): string | number =>
    orden === "monto"
      ? o.total_cents
      : orden === "cliente"
        ? normalizeText(`${o.cliente.nombre} ${o.cliente.apellido}`)
        : o.fecha_pedido;
  return [...orders].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = x < y ? -1 : x > y ? 1 : 0;
    // Ties keep the newest first, so pages are stable.
    return c !== 0 ? c * sign : b.fecha_pedido.localeCompare(a.fecha_pedido) || a.id.localeCompare(b.id);
  });
}

function figures(orders: readonly OrderRecord[]) {
  let ingresos = 0;
  let pendientes = 0;
  let rechazados = 0;
  for (const o of orders) {
    if (o.estado_pago === "completado") ingresos += o.total_cents;
    else if (o.estado_pago === "pendiente_verificacion") pendientes++;
    else if (o.estado_pago === "rechazado") rechazados++;
  }
  return { ingresos, transacciones: orders.length, pendientes, rechazados };
}

/** The four cards, each with its change against the previous period of the same length. */
export function summarize(current: readonly OrderRecord[], previous: readonly OrderRecord[]): ResumenPagos {
  const now = figures(current);
  const before = figures(previous);
  return {
    ingresos_totales: { valor: fromCents(now.ingresos), cambio: percentChange(now.ingresos, before.ingresos) },
    transacciones: { valor: now.transacciones, cambio: percentChange(now.transacciones, before.transacciones) },
    pendientes_verificacion: { valor: now.pendientes, cambio: percentChange(now.pendientes, before.pendientes) },
    rechazados: { valor: now.rechazados, cambio: percentChange(now.rechazados, before.rechazados) },
  };
}
