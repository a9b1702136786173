/**
 * The admin dashboard's live panels besides the figures of GET /api/admin/estadisticas:
 * GET /api/admin/alertas (notification dropdown, stock alerts) and GET /api/admin/actividad
 * (recent activity). Both are computed from real data on each request. The shapes are zod schemas
 * in ./admin-shapes.ts; their types are re-exported here.
 */
export type { Actividad, AlertaStock, AlertasAdmin, ComprobantePendiente, TipoActividad } from "./admin-shapes";

/** Low stock: a variant under 10 units (spec §9); 0 is 'Agotado'. */
export const LOW_STOCK_BELOW = 10;
