import { expireUnpaidOrders } from "../domain/orders/expiry";
import { logger } from "../lib/logger";

/** Scheduled job (shared/src/jobs.ts): cancels orders past their payment deadline. */
export async function runJob(now = new Date()) {
  const result = await expireUnpaidOrders(now);
  if (result.expired || result.skipped) logger.info("Expired unpaid orders", result);
  return result;
}

export const handler = async () => runJob();
