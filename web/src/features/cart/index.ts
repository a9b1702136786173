/**
 * Cart: the shopper's cart (guest copy or account copy) and the promo code.
 * The header imports this file, so whatever it exports that anybody uses lands in the first
 * download: export only what the header needs anyway, or what is tiny.
 */
export { serverCartKey, useCart } from "./hooks/use-cart";
export { useAddToCart } from "./hooks/use-add-to-cart";
export type { CartLine } from "./api/lines";
export { guestCart } from "./api/guest-stores";
export { mergeIntoServerCart } from "./api/server-cart";
export { loadPromo, savePromo } from "./api/promo";
export { publicSettingsKey, useBsPriceRate, usePublicSettings, useShippingRates } from "./api/shipping";
export { deliveryRuleText, freeShippingText, shippingRuleText } from "./lib/shipping-text";
