export { formatPrice, formatCents, discountPercent } from "@tienda/shared/rules/pricing";

const numberFormat = new Intl.NumberFormat("es-ES");
const dateFormat = new Intl.DateTimeFormat("es-ES", { day: "2-digit", month: "2-digit", year: "numeric" });

/** Counts in the Spanish locale (1.234). */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** ISO date → es-ES day/month/year (spec §9). Unparseable input is returned unchanged. */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(new Date(t));
}

/** Rating to one decimal in the Spanish locale, or 'Sin rating' for 0 (spec: product card). */
export function formatRating(rating: number): string {
  if (!rating) return "Sin rating";
  return rating.toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
