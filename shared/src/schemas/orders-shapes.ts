import { z } from "../zod-es";
import { EnvioElegidoSchema } from "./delivery";
import { TIPOS_PAGO } from "./checkout";
import { ESTADOS_PAGO, ESTADOS_PEDIDO, EVENTOS_PEDIDO } from "./orders";
import { PROMO_REASONS } from "./promotions";

/**
 * Orders, checkout figures and promo codes as the API sends them, as zod schemas with the types
 * inferred from them. Money is sent as numbers with 2 decimals (USD), amounts in bolívares as
 * numbers with 2 decimals too (`*_bs`); dates are ISO 8601. The request schemas with their Spanish
 * messages are in ./checkout.ts and ./admin-orders.ts. The SPA imports this module with
 * `import type` only.
 */

/** An order as the profile lists it (companion spec, "Order as listed for the profile"). */
export const PedidoPerfilSchema = z.object({
  id: z.string(),
  numero_pedido: z.string(),
  estado: z.string(),
  estado_pago: z.string(),
  total: z.number(),
  fecha_pedido: z.string(),
  tipo_pago: z.string(),
  envio_ciudad: z.string(),
  envio_estado: z.string(),
  productos: z.array(
    z.object({ nombre: z.string(), talla: z.string(), color: z.string(), cantidad: z.number(), imagen: z.string() }),
  ),
});
export type PedidoPerfil = z.infer<typeof PedidoPerfilSchema>;

/** GET /api/pedido/usuario/{userId}: the spec's `{ success, data, message? }`, newest first. */
export const PedidosUsuarioSchema = z.object({
  success: z.boolean(),
  data: z.array(PedidoPerfilSchema).optional(),
  message: z.string().optional(),
});

/** The payment data the shopper declared (only the chosen method's fields). */
export const DatosPagoSchema = z.object({
  banco: z.string().optional(),
  telefono: z.string().optional(),
  referencia: z.string().optional(),
  /** Transfer amount in Bs exactly as typed. */
  monto: z.string().optional(),
  /** The same amount parsed, as a number with 2 decimals. */
  monto_bs: z.number().optional(),
  email: z.string().optional(),
  /** Zelle: the holder of the account that paid. */
  titular: z.string().optional(),
});
export type DatosPago = z.infer<typeof DatosPagoSchema>;

/** Units a cancellation could not give back: the product no longer has that size or colour. */
export const UnidadesSinDevolverSchema = z.object({
  productoId: z.string(),
  nombre: z.string(),
  talla: z.string(),
  color: z.string(),
  cantidad: z.number(),
});
export type UnidadesSinDevolver = z.infer<typeof UnidadesSinDevolverSchema>;

export const EventoHistorialSchema = z.object({
  tipo: z.enum(EVENTOS_PEDIDO),
  fecha: z.string(),
  /** Who acted: 'cliente', 'sistema' or an admin's name. */
  por: z.string(),
  /** Rejection or cancellation reason. */
  motivo: z.string().optional(),
  /** A note on the event, e.g. an approval from the bank statement ('Conciliado con el estado de cuenta del …'). */
  nota: z.string().optional(),
  /** Receipt attempt: the payment data sent with it. */
  pago: DatosPagoSchema.optional(),
  /** Shipping: tracking number and carrier. */
  guia: z.string().optional(),
  transportista: z.string().optional(),
  /** Shipping: the courier's tracking link for the guía, when the courier has a template. */
  seguimiento_url: z.string().optional(),
  /** Cancellation or expiry: units kept out of stock because their variant was removed meanwhile. */
  sin_devolver: z.array(UnidadesSinDevolverSchema).optional(),
});
export type EventoHistorial = z.infer<typeof EventoHistorialSchema>;

export const LineaPedidoSchema = z.object({
  productoId: z.string(),
  nombre: z.string(),
  imagen: z.string(),
  talla: z.string(),
  color: z.string(),
  cantidad: z.number(),
  /** Unit price at order time. */
  precio: z.number(),
  importe: z.number(),
});
export type LineaPedido = z.infer<typeof LineaPedidoSchema>;

/** Flags that help the admin decide (shown on the row and in the details). */
export const BanderasPagoSchema = z.object({
  /** Another order already used the same bank and reference. */
  referencia_repetida: z.boolean(),
  /** A transfer's declared Bs amount differs from the order's Bs total by more than 1%. */
  monto_distinto: z.boolean(),
});
export type BanderasPago = z.infer<typeof BanderasPagoSchema>;

/** Which discount was applied, if any. */
const DescuentoDetalleSchema = z
  .object({
    tipo: z.enum(["promocion", "primera_compra"]),
    codigo: z.string().optional(),
    porcentaje: z.number(),
  })
  .nullable();

/** The BCV rate locked when the order was placed (Bs per USD) and its date. */
const TasaBcvSchema = z.object({ valor: z.number(), fecha: z.string() });

/** GET /api/pedido/{id} and the creation answer: one order in full. */
export const PedidoDetalleSchema = z.object({
  id: z.string(),
  numero_pedido: z.string(),
  fecha_pedido: z.string(),
  fecha_actualizacion: z.string(),
  estado: z.enum(ESTADOS_PEDIDO),
  estado_pago: z.enum(ESTADOS_PAGO),
  tipo_pago: z.enum(TIPOS_PAGO),
  invitado: z.boolean(),
  cliente: z.object({ nombre: z.string(), apellido: z.string(), email: z.string(), telefono: z.string() }),
  direccion_envio: z.object({
    direccion: z.string(),
    ciudad: z.string(),
    estado: z.string(),
    codigo_postal: z.string(),
  }),
  lineas: z.array(LineaPedidoSchema),
  subtotal: z.number(),
  descuento: z.number(),
  descuento_detalle: DescuentoDetalleSchema,
  /** The delivery method's id chosen at checkout ('estandar' on orders placed before the choice existed). */
  metodo_envio: z.string(),
  /** The method as the order keeps it: name, type, courier and office, the shop's address for a pickup. */
  envio_detalle: EnvioElegidoSchema,
  /** Once shipped with a guía: the courier's tracking link for it (its template, guía URL-encoded); else null. */
  seguimiento_url: z.string().nullable(),
  envio: z.number(),
  impuestos: z.number(),
  /** The IGTF of a payment in dollars while the store charges it (USD, in the total); else 0. */
  igtf: z.number(),
  /** The IGTF's percentage when charged, else null. */
  igtf_porcentaje: z.number().nullable(),
  total: z.number(),
  tasa_bcv: TasaBcvSchema,
  /** The Bs total at the locked rate (a payment in dollars is charged in USD: shown for reference only). */
  total_bs: z.number(),
  /** The buyer's cédula or RIF ('V-12345678') when the store asked for it; else null. */
  cedula_rif: z.string().nullable(),
  pago: DatosPagoSchema,
  comprobante: z.object({ fecha: z.string() }).nullable(),
  /** Deadline for a receipt while the payment is pendiente_pago or rechazado; else null. */
  vence_en: z.string().nullable(),
  historial: z.array(EventoHistorialSchema),
  puede_subir_comprobante: z.boolean(),
  puede_cancelar: z.boolean(),
  /** When the payment was approved. */
  fecha_pago: z.string().nullable(),
  /** Admins only: flags that help decide on the payment. */
  banderas: BanderasPagoSchema.optional(),
});
export type PedidoDetalle = z.infer<typeof PedidoDetalleSchema>;

/** POST /api/pedido answer (201, or the same body again on an idempotent replay). */
export const PedidoCreadoSchema = z.object({
  pedido: PedidoDetalleSchema,
  /** Guests only: the secret link to the order page ('/pedido/{id}?token=…'); keep it. */
  enlace: z.string().nullable(),
});
export type PedidoCreado = z.infer<typeof PedidoCreadoSchema>;

/** POST /api/pedido/cotizacion answer: the server's pricing of a cart, nothing written. */
export const CotizacionSchema = z.object({
  lineas: z.array(LineaPedidoSchema.extend({ disponible: z.number() })),
  /** Lines that cannot be ordered as they are (unknown product or variant, not enough stock). */
  problemas: z.array(z.object({ productoId: z.string(), talla: z.string(), color: z.string(), mensaje: z.string() })),
  subtotal: z.number(),
  descuento: z.number(),
  descuento_detalle: DescuentoDetalleSchema,
  /** Set when a promo code was sent but does not apply: why, in Spanish ('Código promocional inválido'). */
  error_codigo: z.string().nullable(),
  /** The same reason as a code (unknown, expired, used up, minimum not reached...), or null. */
  motivo_codigo: z.enum(PROMO_REASONS).nullable(),
  /** The delivery method priced (its id), or null when the store has none on offer. */
  metodo_envio: z.string().nullable(),
  metodo_envio_nombre: z.string().nullable(),
  envio: z.number(),
  impuestos: z.number(),
  /** The payment method quoted (tipo_pago sent), or null. */
  tipo_pago: z.enum(TIPOS_PAGO).nullable(),
  /** The IGTF for that method (USD): the store's percentage of subtotal − discount + shipping for a dollar method while it is on; else 0. */
  igtf: z.number(),
  total: z.number(),
  tasa_bcv: TasaBcvSchema,
  total_bs: z.number(),
});
export type Cotizacion = z.infer<typeof CotizacionSchema>;

/** GET /api/pedido/{id}/comprobante: a presigned GET of the receipt, valid 5 minutes. */
export const EnlaceComprobanteSchema = z.object({ url: z.string(), expira: z.string() });
export type EnlaceComprobante = z.infer<typeof EnlaceComprobanteSchema>;

/**
 * Query of the routes that read or act on one order as its shopper: a guest's secret link token
 * (the owner's session or an admin's is enough otherwise).
 */
export const OrderAccessQuerySchema = z.object({
  token: z
    .string()
    .optional()
    .describe(
      "El token del enlace secreto de un pedido de invitado (no hace falta con la sesión del dueño o de un administrador).",
    ),
});

/** One row of the admin list: the spec's "Order/payment record read by admin", plus what we add. */
export const PedidoAdminSchema = z.object({
  id: z.string(),
  numero_pedido: z.string(),
  usuario_nombre: z.string(),
  usuario_apellido: z.string(),
  usuario_correo: z.string(),
  invitado: z.boolean(),
  total: z.number(),
  total_bs: z.number(),
  subtotal: z.number(),
  /** Shipping cost (the spec's record has it twice: envio and costo_envio). */
  envio: z.number(),
  costo_envio: z.number(),
  metodo_envio: z.string(),
  /** The method's name, and an office delivery's courier and office (null otherwise). */
  metodo_envio_nombre: z.string(),
  courier: z.string().nullable(),
  oficina: z.string().nullable(),
  impuestos: z.number(),
  tipo_pago: z.string(),
  /** The payment status (the spec's admin views call it estado). */
  estado: z.string(),
  estado_pago: z.string(),
  estado_pedido: z.string(),
  tiene_comprobante: z.boolean(),
  comprobante_verificado: z.boolean(),
  fecha_pedido: z.string(),
  fecha_actualizacion: z.string(),
  fecha_pago: z.string().nullable(),
  envio_nombre: z.string(),
  envio_apellido: z.string(),
  envio_ciudad: z.string(),
  envio_estado: z.string(),
  total_productos: z.number(),
  referencia: z.string().nullable(),
  /** The IGTF charged (USD, 0 when none) and the buyer's cédula or RIF (null when not asked). */
  igtf: z.number(),
  cedula_rif: z.string().nullable(),
  banderas: BanderasPagoSchema,
});
export type PedidoAdmin = z.infer<typeof PedidoAdminSchema>;

/** A summary figure and its change (percent, 1 decimal) against the previous period of the same length. */
export const CifraSchema = z.object({
  valor: z.number(),
  /** null when the previous period had 0 (no meaningful percentage). */
  cambio: z.number().nullable(),
});
export type Cifra = z.infer<typeof CifraSchema>;

export const ResumenPagosSchema = z.object({
  /** Sum of approved (completado) totals, USD. */
  ingresos_totales: CifraSchema,
  transacciones: CifraSchema,
  pendientes_verificacion: CifraSchema,
  rechazados: CifraSchema,
});
export type ResumenPagos = z.infer<typeof ResumenPagosSchema>;

const PeriodoSchema = z.object({ desde: z.string(), hasta: z.string() });

const RetencionSchema = z.object({ pedidos: z.number(), unidades: z.number() });
/** Stock held right now by orders not yet paid (waiting for a receipt, or rejected) and under review. */
export const StockRetenidoSchema = z.object({ sin_pagar: RetencionSchema, en_revision: RetencionSchema });
export type StockRetenido = z.infer<typeof StockRetenidoSchema>;

/** GET /api/pedido answer (admin). */
export const PaginaPedidosAdminSchema = z.object({
  data: z.array(PedidoAdminSchema),
  total: z.number(),
  pagina: z.number(),
  limite: z.number(),
  paginas: z.number(),
  resumen: ResumenPagosSchema,
  periodo: PeriodoSchema,
  periodo_anterior: PeriodoSchema,
  /** Whatever the period: what unpaid and under-review orders hold now (counters, not a scan). */
  retenido: StockRetenidoSchema.optional(),
});
export type PaginaPedidosAdmin = z.infer<typeof PaginaPedidosAdminSchema>;

/** POST /api/promociones/validar: the code as typed and the cart's subtotal (USD). */
export const PromoValidateSchema = z.strictObject({
  codigo: z
    .string({ error: "Ingresa un código promocional" })
    .trim()
    .min(1, "Ingresa un código promocional")
    .max(40, "Código promocional inválido")
    .describe("El código promocional."),
  subtotal: z
    .number({ error: "El subtotal debe ser un número" })
    .min(0, "El subtotal no puede ser negativo")
    .max(1_000_000, "El subtotal no es válido")
    .default(0)
    .describe("Subtotal del carrito en USD, para comprobar el mínimo y calcular el descuento."),
});

/** Its answer: the code as stored, its percentage and what it takes off that subtotal. */
export const PromoValidadaSchema = z.object({ codigo: z.string(), porcentaje: z.number(), descuento: z.number() });
export type PromoValidada = z.infer<typeof PromoValidadaSchema>;
