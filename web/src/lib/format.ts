export { formatPrice, formatCents, discountPercent } from "@tienda/shared/rules/pricing";

// Intl formatters are costly to create: made on first use, then reused.
let numberFormat: Intl.NumberFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
let ratingFormat: Intl.NumberFormat | undefined;

/** Counts in the Spanish locale (1.234). */
export function formatNumber(n: number): string {
  return (numberFormat ??= new Intl.NumberFormat("es-ES")).format(n);
}

/** ISO date → es-ES day/month/year (spec §9). Unparseable input is returned unchanged. */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return (dateFormat ??= new Intl.DateTimeFormat("es-ES", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  })).format(new Date(t));
}

/** Rating to one decimal in the Spanish locale, or 'Sin rating' for 0 (spec: product card). */
export function formatRating(rating: number): string {
  if (!rating) return "Sin rating";
  return (ratingFormat ??= new Intl.NumberFormat("es-ES", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })).format(rating);
}

export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
