import { getOrder } from "../../data/orders";
import { getSettings } from "../../data/settings";
import { claimEmail, listDueEmails, markEmailFailed, markEmailSent } from "../../data/outbox";
import { env } from "../../lib/env";
import { logger } from "../../lib/logger";
import { mailer } from "../../lib/mailer";
import { renderOrderEmail } from "./order-emails";

/** At most this many emails per run; the schedule comes back for the rest. */
const MAX_PER_RUN = 200;

/**
 * Delivers the outbox's due emails. Each is claimed with a conditional write before it is sent,
 * so two senders running at once never send one email twice; a failure is retried with backoff.
 */
export async function sendDueEmails(now: Date): Promise<{ sent: number; failed: number; skipped: number }> {
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  const settings = await getSettings();
  while (sent + failed + skipped < MAX_PER_RUN) {
    const due = await listDueEmails(now, 50);
    if (due.length === 0) break;
    let progress = 0;
    for (const email of due) {
      const lease = await claimEmail(email, now);
      if (!lease) {
        skipped++;
        continue;
      }
      progress++;
      try {
        const order = await getOrder(email.pedido_id);
        if (!order) throw new Error(`order ${email.pedido_id} not found`);
        await mailer().send(
          renderOrderEmail(email.tipo, order, settings, email.contexto ?? {}, env().APP_ORIGIN ?? ""),
        );
        await markEmailSent(email, lease, now);
        sent++;
      } catch (err) {
        const outcome = await markEmailFailed(email, lease, (err as Error).message, now);
        logger.warn("Email not sent", { emailId: email.id, outcome, error: err as Error });
        failed++;
      }
    }
    // What is left was claimed by a concurrent run (or the index has not caught up yet).
    if (progress === 0) break;
  }
  return { sent, failed, skipped };
}
