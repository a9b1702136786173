/** Promo codes of the storefront spec (constants): seeded into the table, matched case-insensitively. */
export const SEED_PROMO_CODES = [
  { codigo: "SAVE20", porcentaje: 20 },
  { codigo: "WELCOME10", porcentaje: 10 },
  { codigo: "STUDENT15", porcentaje: 15 },
] as const;

export function normalizePromoCode(codigo: string): string {
  return codigo.trim().toUpperCase();
}

/** Discount in cents for a percentage of a subtotal in cents (rounded to the cent). */
export function promoDiscountCents(subtotalCents: number, porcentaje: number): number {
  return Math.round((subtotalCents * porcentaje) / 100);
}
