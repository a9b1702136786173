import { formatCents, type ShippingRates } from "@tienda/shared/rules/pricing";
import { deliveryPriceHint, type MetodoEnvioTienda } from "@tienda/shared/rules/delivery";

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

/**
 * The product page's line from the store's delivery methods (docs/delivery.md): the spec's
 * sentence while the store offers its estandar and express, else each active method with its
 * price ('Retiro en la tienda: Gratis'); empty (the line hides) on a store without methods. Before
 * the settings arrive, the rule from the fees.
 */
export function deliveryRuleText(metodos: readonly MetodoEnvioTienda[] | undefined, rates: ShippingRates): string {
  if (!metodos) return shippingRuleText(rates);
  const active = metodos.filter((m) => m.activo);
  if (active.some((m) => m.id === "estandar") && active.some((m) => m.id === "express")) return shippingRuleText(rates);
  return active.map((m) => `${m.nombre}: ${deliveryPriceHint(m)}.`).join(" ");
}

/** The method the cart estimates shipping with: the store's estandar, else its first active method. */
export function cartEstimateMethod(metodos: readonly MetodoEnvioTienda[] | undefined): MetodoEnvioTienda | null {
  const active = (metodos ?? []).filter((m) => m.activo);
  return active.find((m) => m.id === "estandar") ?? active[0] ?? null;
}
