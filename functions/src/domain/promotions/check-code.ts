import { fromCents, normalizePromoCode, promoDiscountCents } from "@tienda/shared/rules/pricing";
import { getPromo, promoUsedBy } from "../../data/promotions";
import { DomainError } from "../errors";
import { promoCustomers, promoProblem } from "./promo-rules";

/**
 * Whether a code applies to a cart's subtotal and what it takes off, or why not (unknown,
 * inactive, not yet valid, expired, used up, minimum not reached, already used by the signed-in
 * shopper, their account or its email: a guest's earlier use is only known from the email at
 * checkout). The session is read
 * only for a once-per-customer code. A refusal is `invalid` with the reason in `datos.motivo`.
 */
export async function checkPromoCode(opts: {
  codigo: string;
  subtotalCents: number;
  now: Date;
  signedInUser: () => Promise<{ id: string; email: string } | null>;
}): Promise<{ codigo: string; porcentaje: number; descuento: number }> {
  const promo = await getPromo(normalizePromoCode(opts.codigo));
  const user = promo?.una_vez_por_cliente ? await opts.signedInUser() : null;
  const clientes = user ? promoCustomers({ usuarioId: user.id, accountEmail: user.email }) : [];
  const usedByCustomer = !!promo && clientes.length > 0 && (await promoUsedBy(promo, clientes));
  const issue = promoProblem(promo, { now: opts.now, subtotalCents: opts.subtotalCents, usedByCustomer });
  if (issue || !promo) {
    const mensaje = issue?.mensaje ?? "Código promocional inválido";
    throw new DomainError("invalid", mensaje, {
      errores: { codigo: mensaje },
      datos: { motivo: issue?.motivo ?? "desconocido" },
    });
  }
  return {
    codigo: promo.codigo,
    porcentaje: promo.porcentaje,
    descuento: fromCents(promoDiscountCents(opts.subtotalCents, promo.porcentaje)),
  };
}
