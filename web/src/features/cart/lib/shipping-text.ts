import { formatCents, type ShippingRates } from "@tienda/shared/rules/pricing";

/**
 * The shipping rule as the shopper reads it, from the fees the server charges (no `@/` imports:
 * unit tests load this file).
 */
export function freeShippingText(rates: ShippingRates): string {
  return `Envío gratis en compras superiores a ${formatCents(rates.umbralGratisCents)}`;
}

/** The product page's line: standard with its free threshold, and express. */
export function shippingRuleText(rates: ShippingRates): string {
  const estandar =
    rates.estandarCents === 0
      ? "Envío estándar gratis"
      : `Envío estándar ${formatCents(rates.estandarCents)}, gratis en compras superiores a ${formatCents(rates.umbralGratisCents)}`;
  return `${estandar}. Envío express ${formatCents(rates.expressCents)}.`;
}
