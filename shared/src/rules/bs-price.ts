import { decimalEs, groupThousands } from "./decimal";

/**
 * A dollar price shown in bolívares beside it, at the current BCV rate, when the store turns on
 * `mostrar_precios_bs`: '≈ Bs 10.025,00'. Only a guide for the shopper ('≈'): an order locks the
 * rate of its moment. Integer arithmetic as the checkout's Bs amounts (the rate to 4 decimals).
 */
export function approxBsText(usd: number, rate: number): string | null {
  if (!(usd >= 0) || !(rate > 0)) return null;
  const usdCents = Math.round(usd * 100);
  const bsCents = Math.round((usdCents * Math.round(rate * 10_000)) / 10_000);
  const whole = String(Math.trunc(bsCents / 100));
  const text =
    decimalEs(bsCents / 100, 2, 2, 4) ??
    `${whole.length >= 4 ? groupThousands(whole) : whole},${String(bsCents % 100).padStart(2, "0")}`;
  return `≈ Bs ${text}`;
}
