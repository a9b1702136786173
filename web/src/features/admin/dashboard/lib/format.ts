/**
 * Formatting of the admin pages built on the statistics (pure): dates and times in es-ES,
 * percentages with one decimal, and the change against the previous period.
 */
let dateTime: Intl.DateTimeFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;
let month: Intl.DateTimeFormat | undefined;
let pct: Intl.NumberFormat | undefined;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t);
}

/** '05/03/2025, 14:30' (es-ES, the admin's time zone); unparseable input unchanged. */
export function fechaHora(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return iso ?? "";
  return (dateTime ??= new Intl.DateTimeFormat("es-ES", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })).format(d);
}

/** '05/03/2025' (es-ES); unparseable input unchanged. */
export function fecha(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return iso ?? "";
  return (day ??= new Intl.DateTimeFormat("es-ES", { day: "2-digit", month: "2-digit", year: "numeric" })).format(d);
}

/** The dashboard clock: 'miércoles, 5 de marzo de 2025' and '14:30'. */
export function reloj(now: Date): { fecha: string; hora: string } {
  const f = (longDate ??= new Intl.DateTimeFormat("es-ES", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })).format(now);
  return {
    fecha: f.charAt(0).toUpperCase() + f.slice(1),
    hora: (time ??= new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit" })).format(now),
  };
}

/** A YYYY-MM-DD day of the API (UTC) as '5 mar'. */
export function diaCorto(isoDay: string): string {
  const t = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(t)) return isoDay;
  return (shortDay ??= new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", timeZone: "UTC" })).format(
    new Date(t),
  );
}

/** A YYYY-MM month of the API as 'mar 2025'. */
export function mesCorto(isoMonth: string): string {
  const t = Date.parse(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(t)) return isoMonth;
  return (month ??= new Intl.DateTimeFormat("es-ES", { month: "short", year: "numeric", timeZone: "UTC" })).format(
    new Date(t),
  );
}

/** 12.5 → '12,5 %'. */
export function porcentaje(n: number): string {
  return `${(pct ??= new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(Number.isFinite(n) ? n : 0)} %`;
}

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
