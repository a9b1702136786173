import type { TipoPago } from "./checkout";

/**
 * Store settings (one item, edited in the admin area): the BCV rate, the store's own payment
 * details per method, the payment deadline and the monthly sales goal. The checkout reads the
 * public part (GET /api/ajustes/publicos).
 */

export interface DatosPagoTienda {
  /** Bank id from BANCOS (pago móvil and transfer); absent for UBI. */
  banco?: string;
  /** 20-digit account number (transfer). */
  cuenta?: string;
  /** Phone that receives pago móvil / UBI payments. */
  telefono?: string;
  /** RIF or cédula of the holder. */
  rif: string;
  titular: string;
  /** Extra instruction shown to the shopper. */
  instrucciones?: string;
}

export interface AjustesPublicos {
  tasa_bcv: { valor: number; fecha: string };
  datos_pago: Record<TipoPago, DatosPagoTienda>;
  horas_limite_pago: number;
}

export interface AjustesTienda extends AjustesPublicos {
  meta_ventas_mensual: number;
  actualizado_por: string | null;
  actualizado_en: string;
}

/** Bs amounts in the es-VE format: 'Bs. 1.234,56'. */
let bsFormat: Intl.NumberFormat | undefined;
export function formatBs(amount: number): string {
  bsFormat ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Bs. ${bsFormat.format(amount)}`;
}

/**
 * USD cents → Bs cents at a rate of Bs per USD. The rate is taken to 4 decimals (integer
 * ten-thousandths) so the product stays exact in integers.
 */
export function usdCentsToBsCents(usdCents: number, rate: number): number {
  const rateE4 = Math.round(rate * 10_000);
  return Math.round((usdCents * rateE4) / 10_000);
}
