import { scheduledRateUpdate } from "../domain/settings/bcv-rate-update";

/** Scheduled job (shared/src/jobs.ts): fetches the BCV rate on business days (docs/bcv-rate.md). */
export async function runJob(now = new Date()) {
  return scheduledRateUpdate(now);
}

export const handler = async () => runJob();
