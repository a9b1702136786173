import { decimalEs, groupThousands as groupEvery3 } from "@tienda/shared/rules/decimal";

export { formatPrice, formatCents, discountPercent } from "@tienda/shared/rules/pricing";

// Intl formatters are costly to create (the first es-ES one loads locale data: ~25 ms on a
// phone, inside the first render of every product grid), so the two shapes the shopper pages
// draw on first paint, whole counts and one-decimal ratings, are written out by hand below with
// the es-ES rules; tests/unit/web/format.test.ts checks them against Intl. Anything else still
// goes through Intl, made on first use and reused.
let numberFormat: Intl.NumberFormat | undefined;
let ratingFormat: Intl.NumberFormat | undefined;

/** es-ES groups thousands with '.', but only from five digits on (1234, 12.345). */
function groupThousands(digits: string): string {
  if (digits.length < 5) return digits;
  return groupEvery3(digits);
}

/** Counts in the Spanish locale (1234, 12.345). */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return (n < 0 ? "-" : "") + groupThousands(String(Math.abs(n)));
  return (numberFormat ??= new Intl.NumberFormat("es-ES")).format(n);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * ISO date → es-ES day/month/year (spec §9). A timestamp shows the shopper's local day; a calendar
 * day ('2026-11-23', the BCV rate's date) is that day everywhere, where Date.parse would read it as
 * UTC midnight and the day before in Caracas. Written by hand like the counts: the first es-ES
 * DateTimeFormat loads locale data, ~18 ms in the home page's testimonials and the checkout
 * (tests/unit/web/format.test.ts checks it against Intl). Unparseable input is returned unchanged.
 */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t);
  const day = DATE_ONLY.test(iso);
  const year = day ? d.getUTCFullYear() : d.getFullYear();
  if (year < 1000 || year > 9999) {
    return new Intl.DateTimeFormat("es-ES", { ...DATE_PARTS, ...(day ? { timeZone: "UTC" } : {}) }).format(d);
  }
  const month = day ? d.getUTCMonth() : d.getMonth();
  const date = day ? d.getUTCDate() : d.getDate();
  return `${pad2(date)}/${pad2(month + 1)}/${year}`;
}

const DATE_PARTS = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

/** Rating to one decimal in the Spanish locale, or 'Sin rating' for 0 (spec: product card). */
export function formatRating(rating: number): string {
  if (!rating) return "Sin rating";
  const plain = rating < 1000 ? decimalEs(rating, 1, 1, 5) : undefined;
  if (plain !== undefined) return plain;
  return (ratingFormat ??= new Intl.NumberFormat("es-ES", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })).format(rating);
}

export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
