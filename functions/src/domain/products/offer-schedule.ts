import { pricesAt, offerState } from "@tienda/shared/rules/offers";
import { applyOfferTransition, listDueOfferTransitions } from "../../data/product-admin";
import type { ProductRecord } from "../catalogue/product-record";

/**
 * Offers that start or end by themselves: products whose offer changes state by `now` are found
 * through GSI3 (never a scan) and get their price moved, conditional on the transition they were
 * listed with, so two runs at once apply it once.
 */
export async function applyDueOffers(now: Date): Promise<{ applied: number; skipped: number }> {
  let applied = 0;
  let skipped = 0;
  for (const { product, key } of await listDueOfferTransitions(now)) {
    const ended = product.oferta && offerState(product.oferta, now) === "terminada";
    const next: ProductRecord = { ...product, ...(ended ? { oferta: null } : {}) };
    Object.assign(next, pricesAt({ ...product }, now));
    if (await applyOfferTransition(next, key, now)) applied++;
    else skipped++;
  }
  return { applied, skipped };
}
