import { z } from "zod";

/**
 * Sales statistics for the admin dashboard and reports (companion spec: "Sales statistics"),
 * computed from the per-day aggregates, never by reading every order.
 */
export const STATS_PERIODS = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "1y": 365,
  // The reports page's names for its periods.
  "1month": 30,
  "3months": 91,
  "6months": 182,
  "1year": 365,
} as const;
export type StatsPeriod = keyof typeof STATS_PERIODS;

export const StatsQuerySchema = z
  .object({
    periodo: z
      .enum(Object.keys(STATS_PERIODS) as [StatsPeriod, ...StatsPeriod[]], {
        error: "Periodo no válido: usa 7d, 30d, 90d, 1y, 1month, 3months, 6months o 1year",
      })
      .default("30d"),
  })
  .strict();

export interface ProductoVendido {
  idProducto: string;
  nombre: string;
  unidadesVendidas: number;
  ingresos: number;
  imagen: string;
}

export interface EstadisticasVentas {
  periodo: StatsPeriod;
  desde: string;
  hasta: string;
  /** Revenue of payments approved in the period and still standing (USD). */
  ventasTotales: number;
  /** Orders placed in the period. */
  pedidosTotales: number;
  pedidosPagados: number;
  unidadesVendidas: number;
  valorPromedioPedido: number;
  /** Percent of orders placed in the period that are paid (approved) in it. */
  conversion: number;
  /** Percent of reviewed payments that were rejected. */
  tasaRechazo: number;
  /** Change of sales and orders against the previous period of the same length (percent or null). */
  cambioVentas: number | null;
  cambioPedidos: number | null;
  productosMasVendidos: ProductoVendido[];
  productosPocoVendidos: ProductoVendido[];
  serieDiaria: Array<{ dia: string; ventas: number; pedidos: number }>;
  datosMensuales: Array<{ mes: string; ventas: number; pedidos: number }>;
  productosTotales: number;
  usuariosTotales: number;
  metaMensual: { meta: number; ventasMes: number; porcentaje: number };
}
