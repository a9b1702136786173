import { applyDueOffers } from "../domain/products/offer-schedule";
import { OFFER_JOB_PATHS, purgeEdge } from "../lib/edge-purge";
import { logger } from "../lib/logger";

/** Scheduled job (shared/src/jobs.ts): offers start and end by themselves. */
export async function runJob(now = new Date()) {
  const result = await applyDueOffers(now);
  if (result.applied) {
    logger.info("Offer transitions applied", result);
    // Prices moved: the edge's API reads and product pages show them at once, as an admin's save does.
    await purgeEdge("ofertas-programadas", OFFER_JOB_PATHS);
  }
  return result;
}

export const handler = async () => runJob();
