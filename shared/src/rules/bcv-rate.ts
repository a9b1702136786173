import { hasAtMostDecimals } from "./numbers";

/**
 * The BCV rate fetched by itself (pure, unit-tested): reading the source's answer (DolarApi's
 * shape), and deciding whether an automatic rate may replace the current one. A human's decision
 * wins: a rate the admin typed is never overwritten by an automatic one for the same day.
 */

/** Where the current rate came from. Only a rate typed in /admin/ajustes is `manual`. */
export const ORIGENES_TASA = ["manual", "automatica", "inicial"] as const;
export type OrigenTasa = (typeof ORIGENES_TASA)[number];

export interface Tasa {
  valor: number;
  /** The day the rate is for, YYYY-MM-DD (Caracas). */
  fecha: string;
}

/** A jump larger than this from the current rate is refused: the source may be wrong. */
export const MAX_JUMP = 0.2;

export const BCV_MESSAGES = {
  noSource: "No hay una fuente configurada para la tasa BCV (TASA_BCV_URL)",
  unreachable: "No se pudo consultar la fuente de la tasa BCV; se intentará de nuevo más tarde",
  malformed: "La fuente no dio una tasa válida (se esperaba un número positivo en «promedio»)",
  noDate: "La fuente no dio la fecha de la tasa",
  older: (fuente: string, vigente: string) =>
    `La tasa de la fuente (del ${ddmmyyyy(fuente)}) es anterior a la vigente (del ${ddmmyyyy(vigente)})`,
  manualWins: (fecha: string) => `La tasa del ${ddmmyyyy(fecha)} la escribió un administrador; no se reemplaza`,
  jump: (de: number, a: number) =>
    `La tasa cambiaría más de un 20 % (de ${rateEs(de)} a ${rateEs(a)}); revísala y escríbela a mano si es correcta`,
  unchanged: "La tasa vigente ya es la de la fuente",
  noSettings: "Guarda primero los ajustes de la tienda (la tasa BCV se guarda con ellos)",
  changedMeanwhile: "La tasa cambió mientras se consultaba la fuente; vuelve a intentarlo",
} as const;

function ddmmyyyy(fecha: string): string {
  const [y, m, d] = fecha.split("-");
  return `${d}/${m}/${y}`;
}

/** 236.4582 → '236,4582' (the rate as Venezuelans write it). */
function rateEs(n: number): string {
  return String(n).replace(".", ",");
}

/** The calendar day in Caracas (UTC−4, no daylight saving) of an instant. */
export function caracasDay(instant: Date): string {
  return new Date(instant.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * DolarApi's answer for the official rate: `{ fuente, nombre, compra, venta, promedio,
 * fechaActualizacion }`, the rate in `promedio`. Anything else is refused with its reason.
 */
export function readDolarApi(body: unknown): { ok: true; tasa: Tasa } | { ok: false; motivo: string } {
  const b = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const valor = b.promedio;
  if (typeof valor !== "number" || !Number.isFinite(valor) || valor <= 0 || valor > 1_000_000) {
    return { ok: false, motivo: BCV_MESSAGES.malformed };
  }
  const when = typeof b.fechaActualizacion === "string" ? new Date(b.fechaActualizacion) : null;
  if (!when || Number.isNaN(when.getTime())) return { ok: false, motivo: BCV_MESSAGES.noDate };
  // The settings keep 4 decimals (toBsCents works in ten-thousandths).
  const rounded = Math.round(valor * 10_000) / 10_000;
  if (!hasAtMostDecimals(rounded, 4) || rounded <= 0) return { ok: false, motivo: BCV_MESSAGES.malformed };
  return { ok: true, tasa: { valor: rounded, fecha: caracasDay(when) } };
}

export type RateDecision = { apply: true } | { apply: false; motivo: string; unchanged?: boolean };

/**
 * May an automatic rate replace the current one? Not when it is for an older day, not over a rate
 * the admin typed for the same day, not after a jump of more than 20 %.
 */
export function decideAutomaticRate(current: Tasa & { origen: OrigenTasa | null }, candidate: Tasa): RateDecision {
  if (candidate.fecha < current.fecha)
    return { apply: false, motivo: BCV_MESSAGES.older(candidate.fecha, current.fecha) };
  if (candidate.fecha === current.fecha && current.origen === "manual") {
    return { apply: false, motivo: BCV_MESSAGES.manualWins(current.fecha) };
  }
  if (candidate.fecha === current.fecha && candidate.valor === current.valor) {
    return { apply: false, motivo: BCV_MESSAGES.unchanged, unchanged: true };
  }
  if (Math.abs(candidate.valor - current.valor) > MAX_JUMP * current.valor) {
    return { apply: false, motivo: BCV_MESSAGES.jump(current.valor, candidate.valor) };
  }
  return { apply: true };
}

/** Saturday and Sunday in Caracas: the BCV publishes no rate for them. */
export function isBusinessDay(fecha: string): boolean {
  const day = new Date(`${fecha}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/** The business day before `fecha` (YYYY-MM-DD). */
export function previousBusinessDay(fecha: string): string {
  let t = Date.parse(`${fecha}T12:00:00Z`) - 86_400_000;
  while (!isBusinessDay(new Date(t).toISOString().slice(0, 10))) t -= 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The rate is stale when it is older than one business day: today's (Caracas) business-day
 * predecessor or later is fresh. On a weekend Friday's rate is still fresh.
 */
export function rateIsStale(fecha: string, now: Date): boolean {
  return fecha < previousBusinessDay(caracasDay(now));
}

/**
 * The scheduled job tries on business days from early morning until mid-morning Caracas time
 * (every hour), while the current rate is older than today. A store with no settings yet has no
 * rate to update.
 */
export const JOB_UNTIL_HOUR = 11;
export function jobShouldFetch(current: Tasa | null, now: Date): boolean {
  const today = caracasDay(now);
  if (!current || !isBusinessDay(today)) return false;
  const hour = new Date(now.getTime() - 4 * 3_600_000).getUTCHours();
  if (hour >= JOB_UNTIL_HOUR) return false;
  return current.fecha < today;
}
