import { sendDueEmails } from "../domain/email/send-outbox";
import { logger } from "../lib/logger";

/** Scheduled job (shared/src/jobs.ts): delivers the email outbox. */
export async function runJob(now = new Date()) {
  const result = await sendDueEmails(now);
  if (result.sent || result.failed) logger.info("Outbox run", result);
  return result;
}

export const handler = async () => runJob();
