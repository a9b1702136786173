import { StatsQuerySchema } from "@tienda/shared/schemas/stats";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { getDailyStats } from "../../data/daily-stats";
import { getCatalogue } from "../../data/catalogue-cache";
import { getSettings } from "../../data/settings";
import { countUsers } from "../../data/user-counts";
import { buildSalesStats, periodDays } from "../../domain/stats/sales-stats";

/** Dashboard and report figures from the per-day aggregates: a year is at most 366 + 366 item reads. */
export const handler = endpoint("GET /api/admin/estadisticas", async ({ query }) => {
  const { periodo } = parseInput(StatsQuerySchema, query);
  const now = new Date();
  const { dias, anteriores } = periodDays(periodo, now);
  const monthDays = monthDaysOf(now);
  const [current, previous, catalogue, usuariosTotales, settings] = await Promise.all([
    getDailyStats(dias),
    getDailyStats(anteriores),
    getCatalogue(),
    countUsers(),
    getSettings(),
  ]);
  // The monthly goal counts this month so far: reuse the period's days when it covers them.
  const month = dias.includes(monthDays[0]!)
    ? current.filter((d) => d.dia >= monthDays[0]!)
    : await getDailyStats(monthDays);
  return {
    body: buildSalesStats({
      periodo,
      now,
      dias,
      current,
      previous,
      month,
      products: catalogue.products,
      usuariosTotales,
      // No goal of the code's: a store has one only when its owner set it.
      metaMensual: settings?.meta_ventas_mensual ?? null,
    }),
  };
});

function monthDaysOf(now: Date): string[] {
  const prefix = now.toISOString().slice(0, 7);
  return Array.from({ length: now.getUTCDate() }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`);
}
