/**
 * The admin dashboard's live panels besides the figures of GET /api/admin/estadisticas:
 * GET /api/admin/alertas (notification dropdown, stock alerts) and GET /api/admin/actividad
 * (recent activity). Both are computed from real data on each request.
 */

/** Low stock: a variant under 10 units (spec §9); 0 is 'Agotado'. */
export const LOW_STOCK_BELOW = 10;

export interface AlertaStock {
  productoId: string;
  nombre: string;
  imagen: string;
  talla: string;
  color: string;
  stock: number;
  /** critico: 0–4 units; bajo: 5–9 (companion spec "Inventory statistics": estado critico or bajo). */
  estado: "critico" | "bajo";
}

export interface ComprobantePendiente {
  pedidoId: string;
  numero_pedido: string;
  cliente: string;
  total: number;
  fecha: string;
}

export interface AlertasAdmin {
  comprobantes_pendientes: ComprobantePendiente[];
  /** Variants under the low-stock threshold, fewest units first. */
  stock_bajo: AlertaStock[];
  /** Inventory statistics: productos activos, agotados (all variants at 0), con stock bajo. */
  inventario: { totalProductos: number; sinStock: number; stockBajo: number };
}

export type TipoActividad = "pedido" | "pago_aprobado" | "pago_rechazado" | "producto" | "registro";

export interface Actividad {
  tipo: TipoActividad;
  fecha: string;
  /** A Spanish sentence, e.g. 'Nuevo pedido ORD-2026-000123 de Ana Pérez'. */
  descripcion: string;
  /** Where the admin handles it (an SPA path). */
  enlace: string | null;
}
