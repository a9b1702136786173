/**
 * Admin formatting (pure): dates with time in es-VE, and the summary's change against the
 * previous period ('+12,5% vs periodo anterior').
 */
let dateTime: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;
let percent: Intl.NumberFormat | undefined;

/** '05/03/2025, 02:30 p. m.'; unparseable input unchanged. */
export function formatFechaHora(iso: string | null | undefined): string {
  if (!iso) return "";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return (dateTime ??= new Intl.DateTimeFormat("es-VE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })).format(new Date(t));
}

let dayLocal: Intl.DateTimeFormat | undefined;
let timeLocal: Intl.DateTimeFormat | undefined;

/** The same moment as two short lines for narrow table cells: '05/03/2025' and '02:30 p. m.'. */
export function formatFechaPartes(iso: string): { fecha: string; hora: string } {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return { fecha: iso, hora: "" };
  const d = new Date(t);
  return {
    fecha: (dayLocal ??= new Intl.DateTimeFormat("es-VE", { day: "2-digit", month: "2-digit", year: "numeric" })).format(d),
    hora: (timeLocal ??= new Intl.DateTimeFormat("es-VE", { hour: "2-digit", minute: "2-digit" })).format(d),
  };
}

/** A YYYY-MM-DD day (or ISO date) as '05/03/2025', read in UTC like the API's days. */
export function formatDia(isoDay: string | null | undefined): string {
  if (!isoDay) return "";
  const t = Date.parse(isoDay.length === 10 ? `${isoDay}T00:00:00Z` : isoDay);
  if (Number.isNaN(t)) return isoDay;
  return (day ??= new Intl.DateTimeFormat("es-VE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })).format(
    new Date(t),
  );
}

export type Tendencia = "up" | "down" | "flat" | "none";

/** '+12,5% vs periodo anterior', '-3,0% vs periodo anterior', '0,0% …', or '—' without a previous figure. */
export function formatCambio(cambio: number | null | undefined): { text: string; trend: Tendencia } {
  if (cambio === null || cambio === undefined || !Number.isFinite(cambio)) return { text: "—", trend: "none" };
  const f = (percent ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const sign = cambio > 0 ? "+" : cambio < 0 ? "-" : "";
  return {
    text: `${sign}${f.format(Math.abs(cambio))}% vs periodo anterior`,
    trend: cambio > 0 ? "up" : cambio < 0 ? "down" : "flat",
  };
}
