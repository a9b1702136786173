import type { TipoPago } from "./checkout";
import type { BanderasPago } from "./admin-orders";

/**
 * Orders as the API returns them. Money is sent as numbers with 2 decimals (USD), amounts in
 * bolívares as numbers with 2 decimals too (`*_bs`); dates are ISO 8601.
 */

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

/** An order as the profile lists it (companion spec, "Order as listed for the profile"). */
export interface PedidoPerfil {
  id: string;
  numero_pedido: string;
  estado: string;
  estado_pago: string;
  total: number;
  fecha_pedido: string;
  tipo_pago: string;
  envio_ciudad: string;
  envio_estado: string;
  productos: Array<{ nombre: string; talla: string; color: string; cantidad: number; imagen: string }>;
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

export interface EventoHistorial {
  tipo: EventoPedido;
  fecha: string;
  /** Who acted: 'cliente', 'sistema' or an admin's name. */
  por: string;
  /** Rejection or cancellation reason. */
  motivo?: string;
  /** Receipt attempt: the payment data sent with it. */
  pago?: DatosPago;
  /** Shipping: tracking number and carrier. */
  guia?: string;
  transportista?: string;
}

/** The payment data the shopper declared (only the chosen method's fields). */
export interface DatosPago {
  banco?: string;
  telefono?: string;
  referencia?: string;
  /** Transfer amount in Bs exactly as typed. */
  monto?: string;
  /** The same amount parsed, as a number with 2 decimals. */
  monto_bs?: number;
  email?: string;
}

export interface LineaPedido {
  productoId: string;
  nombre: string;
  imagen: string;
  talla: string;
  color: string;
  cantidad: number;
  /** Unit price at order time. */
  precio: number;
  importe: number;
}

/** GET /api/pedido/{id} and the creation answer: one order in full. */
export interface PedidoDetalle {
  id: string;
  numero_pedido: string;
  fecha_pedido: string;
  fecha_actualizacion: string;
  estado: EstadoPedido;
  estado_pago: EstadoPago;
  tipo_pago: TipoPago;
  invitado: boolean;
  cliente: { nombre: string; apellido: string; email: string; telefono: string };
  direccion_envio: { direccion: string; ciudad: string; estado: string; codigo_postal: string };
  lineas: LineaPedido[];
  subtotal: number;
  descuento: number;
  /** Which discount was applied, if any. */
  descuento_detalle: { tipo: "promocion" | "primera_compra"; codigo?: string; porcentaje: number } | null;
  envio: number;
  impuestos: number;
  total: number;
  /** The BCV rate locked when the order was placed (Bs per USD) and its date. */
  tasa_bcv: { valor: number; fecha: string };
  total_bs: number;
  pago: DatosPago;
  comprobante: { fecha: string } | null;
  /** Deadline for a receipt while the payment is pendiente_pago or rechazado; else null. */
  vence_en: string | null;
  historial: EventoHistorial[];
  puede_subir_comprobante: boolean;
  puede_cancelar: boolean;
  /** When the payment was approved. */
  fecha_pago: string | null;
  /** Admins only: flags that help decide on the payment. */
  banderas?: BanderasPago;
}

/** POST /api/pedido answer (201, or the same body again on an idempotent replay). */
export interface PedidoCreado {
  pedido: PedidoDetalle;
  /** Guests only: the secret link to the order page ('/pedido/{id}?token=…'); keep it. */
  enlace: string | null;
}

/** POST /api/pedido/cotizacion answer: the server's pricing of a cart, nothing written. */
export interface Cotizacion {
  lineas: Array<LineaPedido & { disponible: number }>;
  /** Lines that cannot be ordered as they are (unknown product or variant, not enough stock). */
  problemas: Array<{ productoId: string; talla: string; color: string; mensaje: string }>;
  subtotal: number;
  descuento: number;
  descuento_detalle: PedidoDetalle["descuento_detalle"];
  /** Set when a promo code was sent but is not valid ('Código promocional inválido'). */
  error_codigo: string | null;
  envio: number;
  impuestos: number;
  total: number;
  tasa_bcv: { valor: number; fecha: string };
  total_bs: number;
}
