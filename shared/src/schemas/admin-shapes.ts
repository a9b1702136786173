import { z } from "../zod-es";
import { TIPOS_PAGO } from "./checkout";
import { STATS_PERIODS, type StatsPeriod } from "./stats";
import { PROMISE_ICONS } from "./settings";
import { MetodoEnvioSchema } from "./delivery";

/**
 * What the admin area reads (dashboard panels, sales statistics, users) and the store settings
 * (whose public part the checkout reads), as zod schemas with the types inferred from them. The
 * request schemas with their Spanish messages are in ./admin-users.ts, ./settings.ts and
 * ./stats.ts. The SPA imports this module with `import type` only.
 */

// --- Dashboard panels: GET /api/admin/alertas and GET /api/admin/actividad ----------------------

export const AlertaStockSchema = z.object({
  productoId: z.string(),
  nombre: z.string(),
  imagen: z.string(),
  talla: z.string(),
  color: z.string(),
  stock: z.number(),
  /** critico: 0–4 units; bajo: 5–9 (companion spec "Inventory statistics": estado critico or bajo). */
  estado: z.enum(["critico", "bajo"]),
});
export type AlertaStock = z.infer<typeof AlertaStockSchema>;

export const ComprobantePendienteSchema = z.object({
  pedidoId: z.string(),
  numero_pedido: z.string(),
  cliente: z.string(),
  total: z.number(),
  fecha: z.string(),
  /** Waiting for review over 24 hours (an order under review never expires by itself). */
  demorado: z.boolean().optional(),
});
export type ComprobantePendiente = z.infer<typeof ComprobantePendienteSchema>;

export const AlertasAdminSchema = z.object({
  comprobantes_pendientes: z.array(ComprobantePendienteSchema),
  /** Variants under the low-stock threshold, fewest units first. */
  stock_bajo: z.array(AlertaStockSchema),
  /** Inventory statistics: productos activos, agotados (all variants at 0), con stock bajo. */
  inventario: z.object({ totalProductos: z.number(), sinStock: z.number(), stockBajo: z.number() }),
  /** Low ratings (1–2 stars) no admin has seen yet, newest first (issue 36). */
  resenas_bajas: z
    .array(
      z.object({
        id: z.string(),
        producto_id: z.string(),
        producto_nombre: z.string(),
        calificacion: z.number(),
        autor: z.string(),
        fecha: z.string(),
      }),
    )
    .optional(),
});
export type AlertasAdmin = z.infer<typeof AlertasAdminSchema>;

export const TipoActividadSchema = z.enum([
  "pedido",
  "pago_aprobado",
  "pago_rechazado",
  "producto",
  "registro",
  "tienda",
  "resena",
]);
export type TipoActividad = z.infer<typeof TipoActividadSchema>;

export const ActividadSchema = z.object({
  tipo: TipoActividadSchema,
  fecha: z.string(),
  /** A Spanish sentence, e.g. 'Nuevo pedido ORD-2026-000123 de Ana Pérez'. */
  descripcion: z.string(),
  /** Where the admin handles it (an SPA path). */
  enlace: z.string().nullable(),
});
export type Actividad = z.infer<typeof ActividadSchema>;

export const ActividadesSchema = z.array(ActividadSchema);

// --- Sales statistics: GET /api/admin/estadisticas ----------------------------------------------

export const ProductoVendidoSchema = z.object({
  idProducto: z.string(),
  nombre: z.string(),
  unidadesVendidas: z.number(),
  ingresos: z.number(),
  imagen: z.string(),
});
export type ProductoVendido = z.infer<typeof ProductoVendidoSchema>;

export const EstadisticasVentasSchema = z.object({
  periodo: z.enum(Object.keys(STATS_PERIODS) as [StatsPeriod, ...StatsPeriod[]]),
  desde: z.string(),
  hasta: z.string(),
  /** Revenue of payments approved in the period and still standing (USD). */
  ventasTotales: z.number(),
  /** Orders placed in the period. */
  pedidosTotales: z.number(),
  pedidosPagados: z.number(),
  unidadesVendidas: z.number(),
  valorPromedioPedido: z.number(),
  /** Percent of orders placed in the period that are paid (approved) in it. */
  conversion: z.number(),
  /** Percent of reviewed payments that were rejected. */
  tasaRechazo: z.number(),
  /** Change of sales and orders against the previous period of the same length (percent or null). */
  cambioVentas: z.number().nullable(),
  cambioPedidos: z.number().nullable(),
  productosMasVendidos: z.array(ProductoVendidoSchema),
  productosPocoVendidos: z.array(ProductoVendidoSchema),
  serieDiaria: z.array(z.object({ dia: z.string(), ventas: z.number(), pedidos: z.number() })),
  datosMensuales: z.array(z.object({ mes: z.string(), ventas: z.number(), pedidos: z.number() })),
  /** Paid orders of the period by the delivery chosen, and the shipping charged (USD). */
  envios: z.object({
    estandar: z.object({ pedidos: z.number(), ingresos: z.number() }),
    express: z.object({ pedidos: z.number(), ingresos: z.number() }),
  }),
  /** The IGTF charged on the period's paid orders in dollars (USD; included in ventasTotales). */
  igtf: z.number(),
  productosTotales: z.number(),
  usuariosTotales: z.number(),
  /** The month's sales against the goal; meta and porcentaje are null while the owner set no goal. */
  metaMensual: z.object({ meta: z.number().nullable(), ventasMes: z.number(), porcentaje: z.number().nullable() }),
});
export type EstadisticasVentas = z.infer<typeof EstadisticasVentasSchema>;

// --- Users: GET /api/admin/usuarios and PATCH /api/admin/usuarios/{id} --------------------------

/** A user as the admin list shows it (spec: id, firstName, lastName, email, role, isActive, createdAt, avatar). */
export const UsuarioAdminSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(["admin", "user"]),
  isActive: z.boolean(),
  createdAt: z.string(),
  avatar: z.string().nullable(),
});
export type UsuarioAdmin = z.infer<typeof UsuarioAdminSchema>;

export const PaginaUsuariosAdminSchema = z.object({
  data: z.array(UsuarioAdminSchema),
  total: z.number(),
  pagina: z.number(),
  limite: z.number(),
  paginas: z.number(),
  /** The four cards: Total Usuarios, Administradores, Usuarios, Activos (over every account). */
  resumen: z.object({ total: z.number(), administradores: z.number(), usuarios: z.number(), activos: z.number() }),
});
export type PaginaUsuariosAdmin = z.infer<typeof PaginaUsuariosAdminSchema>;

export const UsuarioAdminGuardadoSchema = z.object({ usuario: UsuarioAdminSchema, mensaje: z.string() });

// --- Store settings: GET /api/ajustes/publicos, GET and PUT /api/admin/ajustes ------------------

export const DatosPagoTiendaSchema = z.object({
  /** Bank id from BANCOS (pago móvil and transfer); absent for UBI. */
  banco: z.string().optional(),
  /** 20-digit account number (transfer). */
  cuenta: z.string().optional(),
  /** Phone that receives pago móvil / UBI payments. */
  telefono: z.string().optional(),
  /** RIF or cédula of the holder. */
  rif: z.string(),
  titular: z.string(),
  /** Extra instruction shown to the shopper. */
  instrucciones: z.string().optional(),
});
export type DatosPagoTienda = z.infer<typeof DatosPagoTiendaSchema>;

/** Zelle (USD): the email that receives the payment and its holder. */
export const DatosZelleSchema = z.object({ email: z.string(), titular: z.string() });
/** Binance Pay (USDT): the Pay ID and its holder. */
export const DatosBinanceSchema = z.object({ id_pago: z.string(), titular: z.string() });
/** Cash in dollars on pickup or delivery: what the shopper should know (change, who collects). */
export const DatosEfectivoUsdSchema = z.object({ instrucciones: z.string() });

/**
 * The store's payment details per method. The Bs methods are always there; a USD method is
 * enabled exactly when its entry is present (docs/payments.md).
 */
export const DatosPagoMetodosSchema = z.object({
  pago_movil: DatosPagoTiendaSchema,
  transferencia_bancaria: DatosPagoTiendaSchema,
  pago_ubi: DatosPagoTiendaSchema,
  zelle: DatosZelleSchema.optional(),
  binance: DatosBinanceSchema.optional(),
  efectivo_usd: DatosEfectivoUsdSchema.optional(),
});
export type DatosPagoMetodos = z.infer<typeof DatosPagoMetodosSchema>;

/** The IGTF on payments in foreign currency: off, or a percentage (3 in Venezuela today). */
export const IgtfSchema = z.object({ activo: z.boolean(), porcentaje: z.number() });
export type Igtf = z.infer<typeof IgtfSchema>;

/** Shipping fees in USD: standard (free when the subtotal is above umbral_gratis) and express. */
export const CostosEnvioSchema = z.object({ estandar: z.number(), umbral_gratis: z.number(), express: z.number() });
export type CostosEnvio = z.infer<typeof CostosEnvioSchema>;

/** One line under the product page's shipping line: a short text and an icon from PROMISE_ICONS. */
export const PromesaSchema = z.object({ texto: z.string(), icono: z.enum(PROMISE_ICONS) });
export type Promesa = z.infer<typeof PromesaSchema>;

/** The first-purchase discount: off, or a whole percentage off a signed-in shopper's first order. */
export const DescuentoPrimeraCompraSchema = z.object({ activo: z.boolean(), porcentaje: z.number() });
export type DescuentoPrimeraCompra = z.infer<typeof DescuentoPrimeraCompraSchema>;

export const AjustesPublicosSchema = z.object({
  tasa_bcv: z.object({ valor: z.number(), fecha: z.string() }),
  datos_pago: DatosPagoMetodosSchema,
  horas_limite_pago: z.number(),
  /** Always present in answers (a store saved before it existed answers the defaults 15/100/25). */
  costos_envio: CostosEnvioSchema,
  /**
   * The store's name as shoppers see it (titles, og:site_name, header, footer, emails), its legal
   * name and RIF. Always present in answers: null until the owner gives them.
   */
  nombre_tienda: z.string().nullable().optional(),
  razon_social: z.string().nullable().optional(),
  rif: z.string().nullable().optional(),
  /** The product page's promises under the shipping line; always present in answers ([] until set). */
  promesas: z.array(PromesaSchema).optional(),
  /**
   * The delivery methods (docs/delivery.md): every one in the admin's answer, the active ones in
   * the public answer. Always present in answers (a store saved before answers its estandar and
   * express from costos_envio; a store from empty, none).
   */
  metodos_envio: z.array(MetodoEnvioSchema).optional(),
  /** Checkout asks the buyer's cédula or RIF; always present in answers (off until set). */
  pedir_cedula_rif: z.boolean().optional(),
  /** The IGTF charged on USD payments; always present in answers (off until set). */
  igtf: IgtfSchema.optional(),
  /** Cards and the product page show the Bs price beside the dollar one; always present (off until set). */
  mostrar_precios_bs: z.boolean().optional(),
});
export type AjustesPublicos = z.infer<typeof AjustesPublicosSchema>;

/** What one unpaid order may reserve (absent on stores saved before: the defaults 10 and 30 apply). */
export const LimitesReservaSchema = z.object({ unidades_por_linea: z.number(), unidades_por_pedido: z.number() });
export type LimitesReserva = z.infer<typeof LimitesReservaSchema>;

/**
 * The store's contact details (footer, info pages): each one absent until the admin gives it.
 * GET /api/ajustes/contacto answers them to anyone, even before any other setting exists.
 */
export const ContactoTiendaSchema = z.object({
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type ContactoTienda = z.infer<typeof ContactoTiendaSchema>;

/**
 * GET /api/ajustes/contacto: what every page's header and footer may show, on any store (even one
 * without settings): the contact details, the store's name (null until given) and the payment
 * methods it takes (its saved payment details; none until saved), for the footer's marks.
 */
export const ContactoPublicoSchema = ContactoTiendaSchema.extend({
  nombre_tienda: z.string().nullable(),
  metodos_pago: z.array(z.enum(TIPOS_PAGO)),
});
export type ContactoPublico = z.infer<typeof ContactoPublicoSchema>;

export const AjustesTiendaSchema = AjustesPublicosSchema.extend({
  /** The dashboard's monthly goal in USD; null while the owner has set none. */
  meta_ventas_mensual: z.number().nullable(),
  /** Always present in answers (off until the owner turns it on). */
  descuento_primera_compra: DescuentoPrimeraCompraSchema.optional(),
  /** Where the owner's notices go; null while unset (they go to the first admin's email). */
  email_notificaciones: z.string().nullable().optional(),
  limites_reserva: LimitesReservaSchema.optional(),
  /** Absent on stores saved before contact details existed (then all null). */
  contacto: ContactoTiendaSchema.optional(),
  actualizado_por: z.string().nullable(),
  actualizado_en: z.string(),
});
export type AjustesTienda = z.infer<typeof AjustesTiendaSchema>;

export const AjustesGuardadosSchema = z.object({ ajustes: AjustesTiendaSchema, mensaje: z.string() });
