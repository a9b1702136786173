import { applyDueOffers } from "../domain/products/offer-schedule";
import { logger } from "../lib/logger";

/** Scheduled job (shared/src/jobs.ts): offers start and end by themselves. */
export async function runJob(now = new Date()) {
  const result = await applyDueOffers(now);
  if (result.applied) logger.info("Offer transitions applied", result);
  return result;
}

export const handler = async () => runJob();
