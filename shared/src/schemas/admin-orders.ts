import { z } from "../zod-es";
import { pageNumber, pageSize, searchText } from "./query-params";
import { isCalendarDay } from "../rules/numbers";
import { ESTADOS_PAGO } from "./orders";
import { TIPOS_PAGO } from "./checkout";

/**
 * The admin's payments and orders (companion spec: "Admin payments (/admin/pagos)", "Order/payment
 * record read by admin", §4, §7 and §9): GET /api/pedido with search, filters, sort, pages and the
 * summary figures; review and fulfilment actions. The list's shapes are zod schemas in
 * ./orders-shapes.ts; their types are re-exported here.
 */
export type {
  BanderasPago,
  Cifra,
  PaginaPedidosAdmin,
  PedidoAdmin,
  ResumenPagos,
  StockRetenido,
} from "./orders-shapes";

export const ADMIN_ORDER_SORTS = ["fecha", "monto", "cliente"] as const;
export const ADMIN_PAGE_SIZES = [15, 25, 50, 100] as const;
/** Without dates the list covers the last 90 days. */
export const ADMIN_DEFAULT_DAYS = 90;
/** A range may span at most two years (24 monthly partitions). */
export const ADMIN_MAX_DAYS = 731;

export const ADMIN_ORDER_MESSAGES = {
  badDate: "La fecha debe tener el formato AAAA-MM-DD",
  badRange: "La fecha inicial no puede ser posterior a la final",
  rangeTooLong: "El rango de fechas no puede superar dos años",
  badPageSize: "El tamaño de página debe ser 15, 25, 50 o 100",
  badSort: "Orden no válido",
  badFilter: "Filtro no válido",
  reviewed: "El pedido ya fue revisado",
  motivoRequired: "Indica el motivo del rechazo",
  motivoTooLong: "El motivo no puede superar los 500 caracteres",
  badTransition: "Cambio de estado no permitido",
  archived: "Pedido archivado",
  notArchivable: "Solo se pueden archivar pedidos cancelados, vencidos o rechazados",
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_ORDER_MESSAGES.badDate)
  // A real day: Date.parse takes 2026-02-30 as 2 March.
  .refine(isCalendarDay, ADMIN_ORDER_MESSAGES.badDate);

/** GET /api/pedido query (admin). Dates are whole days in UTC, both included. */
export const AdminOrdersQuerySchema = z
  .object({
    q: searchText(
      "Busca cada palabra, sin acentos, en el nombre y el email del cliente, el id y el número del pedido.",
    ),
    estado_pago: z
      .enum(ESTADOS_PAGO, { error: ADMIN_ORDER_MESSAGES.badFilter })
      .optional()
      .describe("Solo pedidos con este estado de pago."),
    tipo_pago: z
      .enum(TIPOS_PAGO, { error: ADMIN_ORDER_MESSAGES.badFilter })
      .optional()
      .describe("Solo pedidos con este método de pago."),
    desde: isoDay
      .optional()
      .describe("Primer día (AAAA-MM-DD, UTC), no posterior a hasta; sin fechas, los últimos 90 días."),
    hasta: isoDay.optional().describe("Último día incluido (AAAA-MM-DD, UTC); el rango cubre como máximo dos años."),
    orden: z
      .enum(ADMIN_ORDER_SORTS, { error: ADMIN_ORDER_MESSAGES.badSort })
      .default("fecha")
      .describe("Orden: fecha, monto o cliente."),
    direccion: z.enum(["asc", "desc"], { error: ADMIN_ORDER_MESSAGES.badSort }).default("desc").describe("asc o desc."),
    pagina: pageNumber(),
    limite: pageSize(ADMIN_PAGE_SIZES, ADMIN_ORDER_MESSAGES.badPageSize).default(15).describe("Pedidos por página."),
  })
  .strict();
export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;

/**
 * POST /api/pedido/{id}/aprobar: no body, or the admin's confirmation that a reference another
 * order already used is a different payment (the first try answers 409 'Referencia ya usada por …').
 */
export const ApprovePaymentSchema = z
  .object({
    confirmar_referencia_usada: z
      .boolean({ error: "Indica true o false" })
      .optional()
      .describe("true: apruébalo aunque otro pedido ya usó la referencia y el monto (otro pago con la misma referencia)."),
  })
  .strict();
export type ApprovePayment = z.infer<typeof ApprovePaymentSchema>;

/** POST /api/pedido/{id}/rechazar. */
export const RejectPaymentSchema = z
  .object({
    motivo: z
      .string({ error: ADMIN_ORDER_MESSAGES.motivoRequired })
      .trim()
      .min(1, ADMIN_ORDER_MESSAGES.motivoRequired)
      .max(500, ADMIN_ORDER_MESSAGES.motivoTooLong)
      .describe("Por qué se rechaza el comprobante; se le dice al comprador."),
  })
  .strict();

/** PUT /api/pedido/{id}: fulfilment moves. */
export const FULFILMENT_MOVES = ["en_transito", "entregado", "cancelado"] as const;
export const UpdateFulfilmentSchema = z
  .object({
    estado: z
      .enum(FULFILMENT_MOVES, { error: ADMIN_ORDER_MESSAGES.badTransition })
      .describe("El paso siguiente: en_transito, entregado o cancelado."),
    guia: z
      .string()
      .trim()
      .max(60, "El número de guía es demasiado largo")
      .optional()
      .describe("Número de guía del envío (en_transito)."),
    transportista: z
      .string()
      .trim()
      .max(60, "El nombre del transportista es demasiado largo")
      .optional()
      .describe("Empresa de envíos (en_transito)."),
    motivo: z
      .string()
      .trim()
      .max(500, ADMIN_ORDER_MESSAGES.motivoTooLong)
      .optional()
      .describe("Por qué se cancela (cancelado)."),
  })
  .strict();
export type UpdateFulfilment = z.output<typeof UpdateFulfilmentSchema>;

/** Percent change with one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** 'Monto distinto': a declared Bs amount more than 1% away from the order's Bs total. */
export function amountDiffers(declaredBsCents: number | null, totalBsCents: number): boolean {
  if (declaredBsCents === null || totalBsCents <= 0) return false;
  return Math.abs(declaredBsCents - totalBsCents) * 100 > totalBsCents;
}
