/**
 * Money rules shared by the storefront (display) and the API (the authority).
 * Everything is computed in integer cents; numbers with 2 decimals only exist at the edges.
 * Shipping 15, free above 100; cart total; promo codes (docs/architecture.md, "Money").
 */

/** Flat shipping when the subtotal is not over the free-shipping threshold (spec §9). */
export const SHIPPING_CENTS = 1500;
/** Shipping is free when the subtotal is strictly above 100. */
export const FREE_SHIPPING_ABOVE_CENTS = 10000;

// The promo codes themselves are the server's only (functions/src/seed/promo-codes.ts, seeded
// into the table): the SPA checks a code with POST /api/promociones/validar.

export const INVALID_PROMO_MESSAGE = "Código promocional inválido";

/** Parses a price-like value (number or numeric string) to a finite number, else 0. */
export function toNumber(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** 12.5 -> 1250. Rounds half away from zero so 0.005 steps do not drift. */
export function toCents(value: unknown): number {
  const n = toNumber(value);
  return Math.sign(n) * Math.round(Math.abs(n) * 100 + Number.EPSILON * 100);
}

/** 1250 -> 12.5 (a number with at most 2 decimals, as the API sends money). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** '$' prefix and 2 decimals; non-numeric values show 0.00 (storefront spec, product card). */
export function formatPrice(value: unknown): string {
  return `$${(toCents(value) / 100).toFixed(2)}`;
}

/** Same as formatPrice but from cents. */
export function formatCents(cents: number): string {
  return formatPrice(fromCents(cents));
}

/** Discount percent rounded from original and current price; 0 unless original > price. */
export function discountPercent(original: unknown, price: unknown): number {
  return discountPercentCents(toCents(original), toCents(price));
}

export function discountPercentCents(originalCents: number, priceCents: number): number {
  if (originalCents <= 0 || originalCents <= priceCents) return 0;
  return Math.round(((originalCents - priceCents) / originalCents) * 100);
}

/** Promo codes are stored and compared trimmed and in upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function shippingCents(subtotalCents: number): number {
  return subtotalCents > FREE_SHIPPING_ABOVE_CENTS ? 0 : SHIPPING_CENTS;
}

export function promoDiscountCents(subtotalCents: number, percent: number): number {
  if (percent <= 0 || subtotalCents <= 0) return 0;
  return Math.round((subtotalCents * percent) / 100);
}

export interface PricedLine {
  precioCents: number;
  cantidad: number;
}

export interface CartTotals {
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Cart total = subtotal − discount + shipping; subtotal = Σ price × quantity; item count = Σ quantity.
 * Shipping is decided on the subtotal before the discount; an empty cart costs nothing.
 */
export function cartTotals(lines: readonly PricedLine[], promoPercentValue = 0): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  for (const l of lines) {
    const qty = Math.max(0, Math.trunc(l.cantidad));
    itemCount += qty;
    subtotalCents += l.precioCents * qty;
  }
  const discount = promoDiscountCents(subtotalCents, promoPercentValue);
  const shipping = itemCount === 0 ? 0 : shippingCents(subtotalCents);
  return {
    itemCount,
    subtotalCents,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotalCents - discount + shipping,
  };
}
