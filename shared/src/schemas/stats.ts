import { z } from "../zod-es";

/**
 * Sales statistics for the admin dashboard and reports (companion spec: "Sales statistics"),
 * computed from the per-day aggregates, never by reading every order. The answer's shape is a zod
 * schema in ./admin-shapes.ts; its types are re-exported here.
 */
export type { EstadisticasVentas, ProductoVendido } from "./admin-shapes";

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
      .default("30d")
      .describe("Periodo: 7d, 30d, 90d, 1y, 1month, 3months, 6months o 1year."),
  })
  .strict();
