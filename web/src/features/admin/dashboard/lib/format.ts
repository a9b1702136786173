import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatOneDecimal,
  formatShortDay,
  formatShortMonth,
  formatTime,
} from "@/lib/format";

/**
 * The admin statistics pages' names for the shared formats (web/src/lib/format.ts): percentages
 * with one decimal and the change against the previous period.
 */

/** '05/03/2025, 02:30 p. m.' (the admin's time zone); unparseable input unchanged. */
export const fechaHora = (iso: string | null | undefined): string => formatDateTime(iso);

/** '05/03/2025'; unparseable input unchanged. */
export const fecha = (iso: string | null | undefined): string => formatDate(iso);

/** The dashboard clock: 'Miércoles, 5 de marzo de 2025' and '02:30 p. m.'. */
export function reloj(now: Date): { fecha: string; hora: string } {
  return { fecha: formatLongDate(now), hora: formatTime(now) };
}

/** A YYYY-MM-DD day of the API (UTC) as '5 mar.'. */
export const diaCorto = (isoDay: string): string => formatShortDay(isoDay);

/** A YYYY-MM month of the API as 'mar. 2025'. */
export const mesCorto = (isoMonth: string): string => formatShortMonth(isoMonth);

/** 12.5 → '12,5 %'. */
export const porcentaje = (n: number): string => `${formatOneDecimal(n)} %`;

export type Tendencia = "up" | "down" | "flat" | "none";

/** '+12,5 % vs periodo anterior', or '—' when the API has no previous figure (null). */
export function cambio(value: number | null | undefined): { text: string; trend: Tendencia } {
  if (value === null || value === undefined || !Number.isFinite(value))
    return { text: "Sin datos del periodo anterior", trend: "none" };
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return {
    text: `${sign}${porcentaje(Math.abs(value))} vs periodo anterior`,
    trend: value > 0 ? "up" : value < 0 ? "down" : "flat",
  };
}

/** 'YYYY-MM-DD' of the admin's local calendar day (file names). */
export function diaLocal(now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
