import type {
  DatosPago,
  EstadoPago,
  EstadoPedido,
  EventoHistorial,
  PedidoDetalle,
  PedidoPerfil,
} from "@tienda/shared/schemas/orders";
import type { TipoPago } from "@tienda/shared/schemas/checkout";
import { fromCents, isMetodoEnvio, METODO_ENVIO_LABEL } from "@tienda/shared/rules/pricing";
import type { EnvioElegido } from "@tienda/shared/rules/delivery";

/**
 * An order as stored (see docs/data-model.md). Lines are embedded with the name, image and price
 * the shopper was charged, so later catalogue edits never change a placed order. Money in cents.
 */
export interface OrderRecord {
  id: string;
  numero_pedido: string;
  usuario_id: string | null;
  estado: EstadoPedido;
  estado_pago: EstadoPago;
  tipo_pago: TipoPago;
  fecha_pedido: string;
  fecha_actualizacion: string;
  cliente: { nombre: string; apellido: string; email: string; telefono: string };
  envio: { nombre: string; apellido: string; direccion: string; ciudad: string; estado: string; codigo_postal: string };
  lineas: OrderLine[];
  subtotal_cents: number;
  descuento_cents: number;
  descuento: { tipo: "promocion" | "primera_compra"; codigo?: string; porcentaje: number } | null;
  /** The delivery method's id chosen at checkout; absent on orders placed before the choice existed (standard). */
  metodo_envio?: string;
  /** What the order keeps of its method (name, type, courier, office); absent on orders placed before. */
  envio_elegido?: EnvioElegido;
  envio_cents: number;
  impuestos_cents: number;
  /**
   * The IGTF of a payment in dollars (zelle, binance, efectivo_usd) while the store charges it,
   * included in total_cents, and its percentage; absent (0) otherwise and on older orders.
   */
  igtf_cents?: number;
  igtf_porcentaje?: number;
  /** The buyer's cédula or RIF ('V-12345678'), when the store asked for it at checkout. */
  cedula_rif?: string | null;
  total_cents: number;
  /** BCV rate (Bs per USD) locked at placement, and the Bs total at that rate. */
  tasa_bcv: { valor: number; fecha: string };
  total_bs_cents: number;
  /** The payment data of the latest attempt (the history keeps every one). */
  pago: DatosPago;
  comprobante: { clave: string; fecha: string } | null;
  /** Receipt deadline while the payment is pendiente_pago or rechazado, else null. */
  vence_en: string | null;
  historial: EventoHistorial[];
  /** Guests: sha256 of the secret order-link token. */
  token_hash: string | null;
  /** Guests: hashes of further link tokens (a rejection email carries a fresh one). */
  token_hashes?: string[];
  /** When the payment was approved. */
  fecha_pago?: string | null;
  /** Another order had already declared the same bank and reference when this one did. */
  referencia_repetida?: boolean;
  archivado?: boolean;
  /**
   * The live-unpaid slots (device, email, address) this order took when placed; given back when it
   * leaves the unpaid states. Absent on orders placed before the limits existed.
   */
  cupos?: string[];
  /**
   * The promo code use this order counted (data/promotions.ts), given back when it is cancelled
   * or expires. Absent when no code applied, and on orders placed before uses were counted.
   */
  promo_uso?: { codigo: string; generacion: string; cliente: string | null; clientes?: string[] };
}

export interface OrderLine {
  productoId: string;
  nombre: string;
  imagen: string;
  talla: string;
  color: string;
  cantidad: number;
  precio_cents: number;
}

/**
 * The shopper may send a (new) receipt while no receipt is under review and nothing is final.
 * Archived is final.
 */
export function canUploadReceipt(
  o: Pick<OrderRecord, "estado" | "estado_pago" | "archivado"> & { tipo_pago?: string },
): boolean {
  return (
    // Cash is handed over on pickup or delivery: no receipt (the admin marks it paid).
    o.tipo_pago !== "efectivo_usd" &&
    !o.archivado &&
    o.estado === "pendiente" &&
    (o.estado_pago === "pendiente_pago" || o.estado_pago === "rechazado")
  );
}

/** The shopper may cancel while the order is pendiente (never after approval, never once archived). */
export function canCancel(o: Pick<OrderRecord, "estado" | "estado_pago" | "archivado">): boolean {
  return !o.archivado && o.estado === "pendiente" && o.estado_pago !== "completado";
}

export function toPedidoPerfil(o: OrderRecord): PedidoPerfil {
  return {
    id: o.id,
    numero_pedido: o.numero_pedido,
    estado: o.estado,
    estado_pago: o.estado_pago,
    total: fromCents(o.total_cents),
    fecha_pedido: o.fecha_pedido,
    tipo_pago: o.tipo_pago,
    envio_ciudad: o.envio.ciudad,
    envio_estado: o.envio.estado,
    productos: o.lineas.map((l) => ({
      nombre: l.nombre,
      talla: l.talla,
      color: l.color,
      cantidad: l.cantidad,
      imagen: l.imagen,
    })),
  };
}

export function toPedidoDetalle(o: OrderRecord): PedidoDetalle {
  return {
    id: o.id,
    numero_pedido: o.numero_pedido,
    fecha_pedido: o.fecha_pedido,
    fecha_actualizacion: o.fecha_actualizacion,
    estado: o.estado,
    estado_pago: o.estado_pago,
    tipo_pago: o.tipo_pago,
    invitado: o.usuario_id === null,
    cliente: o.cliente,
    direccion_envio: {
      direccion: o.envio.direccion,
      ciudad: o.envio.ciudad,
      estado: o.envio.estado,
      codigo_postal: o.envio.codigo_postal,
    },
    lineas: o.lineas.map((l) => ({
      productoId: l.productoId,
      nombre: l.nombre,
      imagen: l.imagen,
      talla: l.talla,
      color: l.color,
      cantidad: l.cantidad,
      precio: fromCents(l.precio_cents),
      importe: fromCents(l.precio_cents * l.cantidad),
    })),
    subtotal: fromCents(o.subtotal_cents),
    descuento: fromCents(o.descuento_cents),
    descuento_detalle: o.descuento,
    metodo_envio: o.metodo_envio ?? "estandar",
    envio_detalle: envioDetalleOf(o),
    seguimiento_url: seguimientoUrlOf(o),
    envio: fromCents(o.envio_cents),
    impuestos: fromCents(o.impuestos_cents),
    igtf: fromCents(o.igtf_cents ?? 0),
    igtf_porcentaje: (o.igtf_cents ?? 0) > 0 ? (o.igtf_porcentaje ?? null) : null,
    total: fromCents(o.total_cents),
    tasa_bcv: o.tasa_bcv,
    total_bs: fromCents(o.total_bs_cents),
    cedula_rif: o.cedula_rif ?? null,
    pago: o.pago,
    comprobante: o.comprobante ? { fecha: o.comprobante.fecha } : null,
    vence_en: canUploadReceipt(o) ? o.vence_en : null,
    historial: o.historial,
    puede_subir_comprobante: canUploadReceipt(o),
    puede_cancelar: canCancel(o),
    fecha_pago: o.fecha_pago ?? null,
  };
}

/**
 * The order's delivery as it was chosen. Orders placed before methods were data were home
 * deliveries by the store's standard or express (their names as they were then).
 */
export function envioDetalleOf(o: Pick<OrderRecord, "metodo_envio" | "envio_elegido">): EnvioElegido {
  if (o.envio_elegido) return o.envio_elegido;
  const id = o.metodo_envio ?? "estandar";
  return {
    id,
    nombre: isMetodoEnvio(id) ? METODO_ENVIO_LABEL[id] : id,
    tipo: "domicilio",
    courier: null,
    oficina: null,
    direccion: null,
    horario: null,
  };
}

/** The tracking link of the latest shipment event, if its courier had a template. */
export function seguimientoUrlOf(o: Pick<OrderRecord, "historial">): string | null {
  for (let i = o.historial.length - 1; i >= 0; i--) {
    const e = o.historial[i]!;
    if (e.tipo === "enviado") return e.seguimiento_url ?? null;
  }
  return null;
}
