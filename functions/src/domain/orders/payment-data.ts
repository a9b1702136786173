import type { DatosPago } from "@tienda/shared/schemas/orders";
import { parseBsAmount, type CreateOrder, type TipoPago } from "@tienda/shared/schemas/checkout";
import { fromCents } from "@tienda/shared/rules/pricing";

/** Only the chosen method's fields, as the shopper declared them; a transfer's monto is in Bs, kept as typed. */
export function paymentData(input: Pick<CreateOrder, "tipo_pago"> & Partial<CreateOrder>): DatosPago {
  switch (input.tipo_pago as TipoPago) {
    case "pago_movil":
      return clean({
        banco: input.movil_banco,
        telefono: input.movil_telefono,
        referencia: input.movil_referencia,
        email: input.movil_email,
      });
    case "transferencia_bancaria": {
      const monto = input.transferencia_monto === undefined ? undefined : String(input.transferencia_monto).trim();
      const bs = monto ? parseBsAmount(monto) : null;
      return clean({
        banco: input.transferencia_banco,
        referencia: input.transferencia_referencia,
        monto,
        monto_bs: bs === null ? undefined : fromCents(bs),
        email: input.transferencia_email,
      });
    }
    case "pago_ubi":
      return clean({ referencia: input.ubi_referencia, email: input.ubi_email });
    case "zelle":
      return clean({ referencia: input.zelle_referencia, titular: input.zelle_titular });
    case "binance":
      return clean({ referencia: input.binance_referencia });
    case "efectivo_usd":
      // Cash is handed over on pickup or delivery: nothing declared now.
      return {};
  }
}

/** A later receipt may correct the payment data; fields not sent keep their earlier value. */
export function mergePaymentData(
  previous: DatosPago,
  update: { referencia?: string; banco?: string; telefono?: string; monto?: string; email?: string },
): DatosPago {
  const bs = update.monto ? parseBsAmount(update.monto) : null;
  return clean({
    ...previous,
    ...clean({ referencia: update.referencia, banco: update.banco, telefono: update.telefono, email: update.email }),
    ...(update.monto ? { monto: update.monto, monto_bs: bs === null ? undefined : fromCents(bs) } : {}),
  });
}

function clean<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== "") out[k] = v;
  return out as T;
}
