import { newPromoRecord, type PromoRecord } from "../data/promotions";

/**
 * The demo store's promo codes (storefront spec §9) with their percentage, active and without
 * further rules. Only the demo seed writes them (scripts/local/seed-store.ts, through the data
 * layer's item builder): an empty store (SEED=none) has none, and the admin creates codes at
 * /admin/tienda/promociones. Only the server knows them: the cart checks a code with
 * POST /api/promociones/validar and the order route prices it again; no code table ships in the
 * SPA or in a function bundle (tests/infra/no-secrets-in-artifacts.test.ts).
 */
export const PROMO_CODES: Readonly<Record<string, number>> = {
  SAVE20: 20,
  WELCOME10: 10,
  STUDENT15: 15,
};

export function seedPromoCodes(now: Date): PromoRecord[] {
  return Object.entries(PROMO_CODES).map(([codigo, porcentaje]) =>
    newPromoRecord({ codigo, porcentaje, una_vez_por_cliente: false, activo: true }, now),
  );
}
