/**
 * Money rules shared by the storefront (display) and the API (the authority).
 * Everything is computed in integer cents; numbers with 2 decimals only exist at the edges.
 * Shipping (standard or express, fees from the store settings); cart total; promo codes
 * (docs/architecture.md, "Money").
 */

/** Flat standard shipping when the subtotal is not over the free-shipping threshold (spec §9). */
export const SHIPPING_CENTS = 1500;
/** Standard shipping is free when the subtotal is strictly above 100. */
export const FREE_SHIPPING_ABOVE_CENTS = 10000;
/** Express shipping (the spec's sample cost), never free. */
export const EXPRESS_SHIPPING_CENTS = 2500;

/** The shopper's delivery choice at checkout step 1 (`metodo_envio` of the quote and the order). */
export const METODOS_ENVIO = ["estandar", "express"] as const;
export type MetodoEnvio = (typeof METODOS_ENVIO)[number];
export const METODO_ENVIO_LABEL: Record<MetodoEnvio, string> = {
  estandar: "Envío estándar",
  express: "Envío express",
};

export function isMetodoEnvio(v: unknown): v is MetodoEnvio {
  return v === "estandar" || v === "express";
}

/** The store's shipping fees in cents (store settings `costos_envio`, or the defaults). */
export interface ShippingRates {
  estandarCents: number;
  /** Standard shipping is free when the subtotal is strictly above this. */
  umbralGratisCents: number;
  expressCents: number;
}

export const DEFAULT_SHIPPING_RATES: ShippingRates = {
  estandarCents: SHIPPING_CENTS,
  umbralGratisCents: FREE_SHIPPING_ABOVE_CENTS,
  expressCents: EXPRESS_SHIPPING_CENTS,
};

/** The settings' `costos_envio` (USD with 2 decimals) as cents; absent (older stores): the defaults. */
export function shippingRatesOf(
  costos: { estandar: number; umbral_gratis: number; express: number } | null | undefined,
): ShippingRates {
  if (!costos) return DEFAULT_SHIPPING_RATES;
  return {
    estandarCents: toCents(costos.estandar),
    umbralGratisCents: toCents(costos.umbral_gratis),
    expressCents: toCents(costos.express),
  };
}

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

/** Standard: its fee, free when the subtotal is above the threshold. Express: its fee, never free. */
export function shippingCents(
  subtotalCents: number,
  metodo: MetodoEnvio = "estandar",
  rates: ShippingRates = DEFAULT_SHIPPING_RATES,
): number {
  if (metodo === "express") return rates.expressCents;
  return subtotalCents > rates.umbralGratisCents ? 0 : rates.estandarCents;
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
export function cartTotals(
  lines: readonly PricedLine[],
  promoPercentValue = 0,
  shipping:
    | { metodo: MetodoEnvio; rates: ShippingRates }
    /** A store's delivery method (rules/delivery.ts): its fee for a subtotal. */
    | { feeCents: (subtotalCents: number) => number } = { metodo: "estandar", rates: DEFAULT_SHIPPING_RATES },
): CartTotals {
  let itemCount = 0;
  let subtotalCents = 0;
  for (const l of lines) {
    const qty = Math.max(0, Math.trunc(l.cantidad));
    itemCount += qty;
    subtotalCents += l.precioCents * qty;
  }
  const discount = promoDiscountCents(subtotalCents, promoPercentValue);
  const envio =
    itemCount === 0
      ? 0
      : "feeCents" in shipping
        ? shipping.feeCents(subtotalCents)
        : shippingCents(subtotalCents, shipping.metodo, shipping.rates);
  return {
    itemCount,
    subtotalCents,
    discountCents: discount,
    shippingCents: envio,
    totalCents: subtotalCents - discount + envio,
  };
}

/** The store's first-purchase discount setting (GET/PUT /api/admin/ajustes). */
export interface FirstPurchaseSetting {
  activo: boolean;
  porcentaje: number;
}

/**
 * The first-purchase percentage a buyer gets: the store's, when it is on and she qualifies (a
 * signed-in account with no live earlier order, decided by the caller); otherwise 0. A store that
 * never set it (undefined) gives nothing.
 */
export function firstPurchasePercent(setting: FirstPurchaseSetting | null | undefined, eligible: boolean): number {
  if (!eligible || !setting?.activo) return 0;
  const p = Math.trunc(setting.porcentaje);
  return p > 0 && p <= 100 ? p : 0;
}

export type AppliedDiscount =
  | { tipo: "promocion"; codigo: string; porcentaje: number }
  | { tipo: "primera_compra"; porcentaje: number };

/**
 * The discount to apply: a valid promo code or the first-purchase percentage, whichever takes
 * more; they never stack. On a tie the promo code is used, so the first-purchase offer stays
 * available.
 */
export function chooseDiscount(
  promo: { codigo: string; porcentaje: number } | null,
  firstPercent: number,
): AppliedDiscount | null {
  if (promo && promo.porcentaje > 0 && promo.porcentaje >= firstPercent) {
    return { tipo: "promocion", codigo: promo.codigo, porcentaje: promo.porcentaje };
  }
  if (firstPercent > 0) return { tipo: "primera_compra", porcentaje: firstPercent };
  return null;
}
