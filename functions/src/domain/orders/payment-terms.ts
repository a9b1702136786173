import { normalizeCedulaRif, CEDULA_RIF_MESSAGE, CEDULA_RIF_REQUIRED } from "@tienda/shared/rules/cedula-rif";
import { igtfCents } from "@tienda/shared/rules/igtf";
import { CHECKOUT_MESSAGES, TIPOS_PAGO, type TipoPago } from "@tienda/shared/schemas/checkout";
import { usdCentsToBsCents, type AjustesTienda } from "@tienda/shared/schemas/settings";
import { badRequest } from "../errors";

/**
 * What the store's settings say about paying an order (docs/payments.md): which methods it takes,
 * whether it asks the buyer's cédula or RIF, and the IGTF on payments in dollars. The checkout's
 * quote and order both go through here, so they charge the same.
 */

/** The methods the store takes: the Bs ones always, a USD one while its details are saved. */
export function enabledMethods(settings: Pick<AjustesTienda, "datos_pago">): TipoPago[] {
  return TIPOS_PAGO.filter((t) => settings.datos_pago[t] !== undefined);
}

/** Refuses (400) a method the store does not take. */
export function checkMethodEnabled(settings: Pick<AjustesTienda, "datos_pago">, tipo: TipoPago): void {
  if (!enabledMethods(settings).includes(tipo)) {
    throw badRequest(CHECKOUT_MESSAGES.metodoNoDisponible, { tipo_pago: CHECKOUT_MESSAGES.metodoNoDisponible });
  }
}

/**
 * The buyer's cédula or RIF as the order keeps it ('V-12345678'): required (400) while the store
 * asks for it; when given without being asked, kept if valid. Null when none.
 */
export function cedulaRifOf(
  settings: Pick<AjustesTienda, "pedir_cedula_rif">,
  raw: string | null | undefined,
): string | null {
  const typed = raw?.trim() ?? "";
  if (typed === "") {
    if (settings.pedir_cedula_rif) throw badRequest(CEDULA_RIF_REQUIRED, { cedula_rif: CEDULA_RIF_REQUIRED });
    return null;
  }
  const normalized = normalizeCedulaRif(typed);
  if (!normalized) throw badRequest(CEDULA_RIF_MESSAGE, { cedula_rif: CEDULA_RIF_MESSAGE });
  return normalized;
}

export interface WithIgtf {
  igtf_cents: number;
  /** The percentage charged, or null when no IGTF. */
  igtf_porcentaje: number | null;
  total_cents: number;
  total_bs_cents: number;
}

/**
 * The order's total with the IGTF of its method: the store's percentage of subtotal − discount +
 * shipping (what pricing calls the total), for a dollar method while the IGTF is on. The Bs total
 * follows at the same rate (a payment in dollars shows only the USD one; the Bs one is reference).
 */
export function withIgtf(
  totals: { total_cents: number; total_bs_cents: number },
  tipo: TipoPago | null | undefined,
  settings: Pick<AjustesTienda, "igtf" | "tasa_bcv">,
): WithIgtf {
  const igtf = igtfCents(tipo, settings.igtf, totals.total_cents);
  if (igtf === 0) return { igtf_cents: 0, igtf_porcentaje: null, ...totals };
  const total = totals.total_cents + igtf;
  return {
    igtf_cents: igtf,
    igtf_porcentaje: settings.igtf!.porcentaje,
    total_cents: total,
    total_bs_cents: usdCentsToBsCents(total, settings.tasa_bcv.valor),
  };
}
