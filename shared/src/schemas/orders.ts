/**
 * Order states, events and their labels. The shapes the API sends (orders, quotes, the admin's
 * list) are zod schemas in ./orders-shapes.ts; their types are re-exported here.
 */
export type {
  Cotizacion,
  DatosPago,
  EventoHistorial,
  LineaPedido,
  PedidoCreado,
  PedidoDetalle,
  PedidoPerfil,
} from "./orders-shapes";

/** Payment state (companion spec §4). */
export const ESTADOS_PAGO = ["pendiente_pago", "pendiente_verificacion", "completado", "rechazado"] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

/** Fulfilment state (companion spec §4, profile order statuses). */
export const ESTADOS_PEDIDO = ["pendiente", "procesando", "en_transito", "entregado", "cancelado"] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

/** Labels and colours (Chakra palettes) of the spec; anything else is 'Desconocido'. */
export const ESTADO_PAGO_INFO: Record<EstadoPago, { label: string; color: string }> = {
  completado: { label: "Completado", color: "green" },
  pendiente_verificacion: { label: "Pendiente Verificación", color: "yellow" },
  pendiente_pago: { label: "Pendiente Pago", color: "orange" },
  rechazado: { label: "Rechazado", color: "red" },
};

export const ESTADO_PEDIDO_INFO: Record<EstadoPedido, { label: string; color: string }> = {
  pendiente: { label: "Pendiente", color: "yellow" },
  procesando: { label: "Procesando", color: "blue" },
  en_transito: { label: "En Tránsito", color: "purple" },
  entregado: { label: "Entregado", color: "green" },
  cancelado: { label: "Cancelado", color: "red" },
};

const UNKNOWN = { label: "Desconocido", color: "gray" } as const;

export function estadoPagoInfo(estado: string): { label: string; color: string } {
  return ESTADO_PAGO_INFO[estado as EstadoPago] ?? UNKNOWN;
}

export function estadoPedidoInfo(estado: string): { label: string; color: string } {
  return ESTADO_PEDIDO_INFO[estado as EstadoPedido] ?? UNKNOWN;
}

/** Kinds of entries in an order's history (timeline). */
export const EVENTOS_PEDIDO = [
  "creado",
  "comprobante_enviado",
  "aprobado",
  "rechazado",
  "enviado",
  "entregado",
  "cancelado",
  "vencido",
] as const;
export type EventoPedido = (typeof EVENTOS_PEDIDO)[number];

export const EVENTO_PEDIDO_LABEL: Record<EventoPedido, string> = {
  creado: "Pedido realizado",
  comprobante_enviado: "Comprobante enviado",
  aprobado: "Pago aprobado",
  rechazado: "Pago rechazado",
  enviado: "Pedido enviado",
  entregado: "Pedido entregado",
  cancelado: "Pedido cancelado",
  vencido: "Pedido vencido por falta de pago",
};
