/**
 * The spec's promo codes (storefront spec §9) with their percentage: seeded into the table
 * (PROMO#<CODIGO>) by scripts/local/seed-store.ts. Only the server knows them: the cart checks a
 * code with POST /api/promociones/validar and the order route prices it again; no code table
 * ships in the SPA or in a function bundle (tests/infra/no-secrets-in-artifacts.test.ts).
 */
export const PROMO_CODES: Readonly<Record<string, number>> = {
  SAVE20: 20,
  WELCOME10: 10,
  STUDENT15: 15,
};
