import { createHash } from "node:crypto";
import { formatCents } from "@tienda/shared/rules/pricing";
import type { PromoMotivo } from "@tienda/shared/schemas/promotions";
import { customerEmail } from "@tienda/shared/rules/customer-email";

/**
 * Whether a promo code applies to a cart, and why not. Pure: the callers read the code, the
 * customer's earlier use and the clock; the order's transaction checks the same rules again as
 * its conditions (data/promotions.ts), so a use counted is always a use these rules allowed.
 */

/** A code's rules as stored (money in cents, instants as UTC ISO text). */
export interface PromoRules {
  codigo: string;
  porcentaje: number;
  activo: boolean;
  desde: string | null;
  hasta: string | null;
  usos_maximos: number | null;
  usos: number;
  una_vez_por_cliente: boolean;
  subtotal_minimo_cents: number | null;
}

export interface PromoProblem {
  motivo: PromoMotivo;
  mensaje: string;
}

export interface PromoContext {
  now: Date;
  subtotalCents: number;
  /** This customer (account, or a guest's email) already holds a use of the code. */
  usedByCustomer: boolean;
}

export const PROMO_REASON_MESSAGES = {
  desconocido: "Código promocional inválido",
  inactivo: "Este código promocional no está activo",
  no_vigente: "Este código promocional aún no está vigente",
  vencido: "Este código promocional ya venció",
  agotado: "Este código promocional ya alcanzó su límite de usos",
  minimo: "Este código requiere un subtotal mínimo de",
  ya_usado: "Ya usaste este código promocional",
} as const satisfies Record<PromoMotivo, string>;

function problem(motivo: PromoMotivo, minimoCents?: number): PromoProblem {
  const base = PROMO_REASON_MESSAGES[motivo];
  return { motivo, mensaje: minimoCents === undefined ? base : `${base} ${formatCents(minimoCents)}` };
}

/**
 * The first rule the code breaks, in the order a shopper can act on it: a code that does not
 * exist or is off says so before its dates, its dates before its uses, and the cart's subtotal
 * (which the shopper can change) before their own earlier use.
 */
export function promoProblem(promo: PromoRules | null, ctx: PromoContext): PromoProblem | null {
  if (!promo) return problem("desconocido");
  if (!promo.activo) return problem("inactivo");
  const now = ctx.now.getTime();
  if (promo.desde && now < Date.parse(promo.desde)) return problem("no_vigente");
  if (promo.hasta && now >= Date.parse(promo.hasta)) return problem("vencido");
  if (promo.usos_maximos !== null && promo.usos >= promo.usos_maximos) return problem("agotado");
  if (promo.subtotal_minimo_cents !== null && ctx.subtotalCents < promo.subtotal_minimo_cents) {
    return problem("minimo", promo.subtotal_minimo_cents);
  }
  if (promo.una_vez_por_cliente && ctx.usedByCustomer) return problem("ya_usado");
  return null;
}

/**
 * Who a once-per-customer use belongs to, as the keys of its use items: the account (when signed
 * in), its sign-in email and the order's email, each email as the customer it stands for
 * (shared/src/rules/customer-email.ts: case and `+tag` ignored) and hashed so no address sits in a
 * key. The account and its email together are one customer (issue 45, item 5): a use holds every
 * key, and any key already held refuses the code, so a guest order with the account's email, or
 * with `ana+2@…` after `ana@…`, is the same customer using it again. Empty when nothing is known
 * yet (a guest's cart before checkout).
 */
export function promoCustomers(who: {
  usuarioId: string | null;
  accountEmail?: string | null;
  email?: string | null;
}): string[] {
  const out = new Set<string>();
  if (who.usuarioId) out.add(`USUARIO#${who.usuarioId}`);
  for (const email of [who.accountEmail, who.email]) {
    const customer = email ? customerEmail(email) : "";
    if (customer) out.add(`EMAIL#${createHash("sha256").update(customer).digest("hex").slice(0, 32)}`);
  }
  return [...out];
}
