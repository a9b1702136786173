/** Money is integer cents everywhere; amounts with 2 decimals exist only at the edges. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Discount percent rounded from original and current price (product card rule); 0 when not discounted. */
export function discountPercent(originalCents: number, priceCents: number): number {
  if (!(originalCents > priceCents) || originalCents <= 0) return 0;
  return Math.round(((originalCents - priceCents) / originalCents) * 100);
}
