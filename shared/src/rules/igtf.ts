/**
 * The IGTF (Impuesto a las Grandes Transacciones Financieras): a percentage on payments in foreign
 * currency, charged by the stores it applies to (settings `igtf`; 3 % today). On this store it
 * applies to the dollar methods (zelle, binance, efectivo_usd) only, on what the shopper pays for
 * the goods and the delivery: subtotal − discount + shipping. Integer cents throughout.
 */

/** The payment methods in dollars (the same list as TIPOS_PAGO_USD in schemas/checkout.ts). */
const USD_METHODS: readonly string[] = ["zelle", "binance", "efectivo_usd"];

export interface IgtfSetting {
  activo: boolean;
  porcentaje: number;
}

/**
 * The percentage (up to 2 decimals) of a base in cents, rounded to the cent, half up: 3 % of
 * $60.85 is 182.55 cents → 183. Exact: the percentage is taken as whole hundredths.
 */
export function igtfOf(baseCents: number, porcentaje: number): number {
  if (baseCents <= 0 || porcentaje <= 0) return 0;
  const hundredths = Math.round(porcentaje * 100);
  return Math.floor((baseCents * hundredths + 5_000) / 10_000);
}

/** The IGTF an order paid by `tipoPago` carries: 0 for the Bs methods, or while the store's is off. */
export function igtfCents(
  tipoPago: string | null | undefined,
  setting: IgtfSetting | null | undefined,
  baseCents: number,
): number {
  if (!tipoPago || !USD_METHODS.includes(tipoPago) || !setting?.activo) return 0;
  return igtfOf(baseCents, setting.porcentaje);
}
