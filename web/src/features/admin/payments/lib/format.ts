import { formatDateTime, formatDateTimeParts, formatOneDecimal, formatUtcDay } from "@/lib/format";

/**
 * The payments pages' names for the shared formats (web/src/lib/format.ts), and the summary's
 * change against the previous period ('+12,5% vs periodo anterior').
 */

/** '05/03/2025, 14:30'; unparseable input unchanged. */
export const formatFechaHora = (iso: string | null | undefined): string => formatDateTime(iso);

/** The same moment as two short lines for narrow table cells: '05/03/2025' and '02:30 p. m.'. */
export const formatFechaPartes = (iso: string): { fecha: string; hora: string } => formatDateTimeParts(iso);

/** A YYYY-MM-DD day (or ISO date) as '05/03/2025', read in UTC like the API's days. */
export const formatDia = (isoDay: string | null | undefined): string => formatUtcDay(isoDay);

export type Tendencia = "up" | "down" | "flat" | "none";

/** '+12,5% vs periodo anterior', '-3,0% vs periodo anterior', '0,0% …', or '—' without a previous figure. */
export function formatCambio(cambio: number | null | undefined): { text: string; trend: Tendencia } {
  if (cambio === null || cambio === undefined || !Number.isFinite(cambio)) return { text: "—", trend: "none" };
  const sign = cambio > 0 ? "+" : cambio < 0 ? "-" : "";
  return {
    text: `${sign}${formatOneDecimal(Math.abs(cambio))}% vs periodo anterior`,
    trend: cambio > 0 ? "up" : cambio < 0 ? "down" : "flat",
  };
}
