import { shippingRuleText, useShippingRates } from "@/features/cart";

/**
 * The product page's shipping line: the rule the cart and the checkout really apply, from the
 * store's fees (public settings). Its own component, so the settings' answer re-renders only it.
 */
export function ShippingPerk() {
  const rates = useShippingRates();
  return <p data-testid="shipping-rule">{shippingRuleText(rates)}</p>;
}
