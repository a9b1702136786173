import { decimalEs, groupThousands } from "@tienda/shared/rules/decimal";

export { formatPrice, formatCents, discountPercent } from "@tienda/shared/rules/pricing";
export { formatBs, formatRate } from "@tienda/shared/schemas/settings";

/**
 * The one place the SPA turns numbers and moments into text (lint forbids `Intl` elsewhere in
 * web/src), so the admin and the shopper print the same moment the same way. Numbers in es-VE
 * (the store sells in Venezuela and its Bs amounts are es-VE already); dates and times in the
 * spec's es-ES (day/month/year, 24-hour clock).
 *
 * Creating the first Intl formatter loads locale data, which a phone pays for inside the first
 * render, so the shapes the shopper pages draw on first paint (counts, ratings, days, Bs amounts)
 * are written out by hand with the es-VE rules and checked against Intl in
 * tests/unit/web/format.test.ts. Every other shape goes through Intl, made on first use and reused
 * (docs/performance.md, "Locale data").
 */
export const LOCALE = "es-VE";
/** Dates and times read as the spec's es-ES (day/month/year, 24-hour clock), for everyone. */
export const DATE_LOCALE = "es-ES";

let numberFormat: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;
let shortMonth: Intl.DateTimeFormat | undefined;

/** Counts: es-VE groups thousands with '.' from four digits on (1.234, 12.345). */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    return (n < 0 ? "-" : "") + (digits.length >= 4 ? groupThousands(digits) : digits);
  }
  return (numberFormat ??= new Intl.NumberFormat(LOCALE)).format(n);
}

/** One decimal with a decimal comma (12,5; 1.234,5), for ratings and percentages. */
export function formatOneDecimal(n: number): string {
  const x = Number.isFinite(n) ? n : 0;
  const plain = decimalEs(x, 1, 1, 4);
  if (plain !== undefined) return plain;
  return (oneDecimal ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(
    x,
  );
}

/** Rating to one decimal, or 'Sin rating' for 0 (spec: product card). */
export function formatRating(rating: number): string {
  if (!rating) return "Sin rating";
  return formatOneDecimal(rating);
}

// Counts with their noun ('1 reseña', '2 reseñas'): one rule, shared with the server-drawn pages.
export { plural, pluralWord } from "@tienda/shared/rules/plural";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_PARTS = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t);
}

/**
 * ISO date → day/month/year ('05/03/2025', spec §9). A timestamp shows the reader's local day; a
 * calendar day ('2026-11-23', the BCV rate's date or a report's day) is that day everywhere, where
 * Date.parse would read it as UTC midnight and the day before in Caracas. Unparseable input is
 * returned unchanged.
 */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return iso ?? "";
  const day = DATE_ONLY.test(iso!);
  const year = day ? d.getUTCFullYear() : d.getFullYear();
  if (year < 1000 || year > 9999) {
    return new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE_PARTS, ...(day ? { timeZone: "UTC" } : {}) }).format(d);
  }
  const month = day ? d.getUTCMonth() : d.getMonth();
  const date = day ? d.getUTCDate() : d.getDate();
  return `${pad2(date)}/${pad2(month + 1)}/${year}`;
}

/** A day as the API counts it, in UTC ('05/03/2025'), from a YYYY-MM-DD day or an ISO moment. */
export function formatUtcDay(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return iso ?? "";
  const year = d.getUTCFullYear();
  if (year < 1000 || year > 9999) return new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE_PARTS, timeZone: "UTC" }).format(d);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${year}`;
}

/** A moment as the time of day ('02:30 p. m.'). */
export function formatTime(d: Date): string {
  return (time ??= new Intl.DateTimeFormat(DATE_LOCALE, { hour: "2-digit", minute: "2-digit" })).format(d);
}

/** ISO moment → '05/03/2025, 02:30 p. m.' in the reader's time zone; unparseable input unchanged. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return iso ?? "";
  return (dateTime ??= new Intl.DateTimeFormat(DATE_LOCALE, { ...DATE_PARTS, hour: "2-digit", minute: "2-digit" })).format(
    d,
  );
}

/** The same moment as two short lines for narrow table cells: '05/03/2025' and '02:30 p. m.'. */
export function formatDateTimeParts(iso: string): { fecha: string; hora: string } {
  const d = parse(iso);
  if (!d) return { fecha: iso, hora: "" };
  return { fecha: formatDate(iso), hora: formatTime(d) };
}

/** 'Miércoles, 5 de marzo de 2025' (a heading, so capitalised). */
export function formatLongDate(d: Date): string {
  const f = (longDate ??= new Intl.DateTimeFormat(DATE_LOCALE, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })).format(d);
  return f.charAt(0).toUpperCase() + f.slice(1);
}

/** A YYYY-MM-DD day of the API (a UTC calendar day) as '5 mar.'; unparseable input unchanged. */
export function formatShortDay(isoDay: string): string {
  const t = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(t)) return isoDay;
  return (shortDay ??= new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short", timeZone: "UTC" })).format(
    new Date(t),
  );
}

/** A YYYY-MM month of the API as 'mar. 2025'; unparseable input unchanged. */
export function formatShortMonth(isoMonth: string): string {
  const t = Date.parse(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(t)) return isoMonth;
  return (shortMonth ??= new Intl.DateTimeFormat(DATE_LOCALE, { month: "short", year: "numeric", timeZone: "UTC" })).format(
    new Date(t),
  );
}
