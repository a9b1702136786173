import { runJob } from "../../functions/src/jobs/send-emails";

/**
 * Runs the email job until a run has nothing left to deliver, as the schedule would over a few
 * minutes. One run sends at most 200 emails, oldest first: a worker's store holds every email the
 * files before this one queued, so a single run could end before reaching this file's. The counts
 * are the runs' sums; an email that failed is due again later (backoff), so it ends the loop.
 */
export async function sendEmails(now = new Date()): Promise<{ sent: number; failed: number; skipped: number }> {
  const total = { sent: 0, failed: 0, skipped: 0 };
  for (;;) {
    const run = await runJob(now);
    total.sent += run.sent;
    total.failed += run.failed;
    total.skipped += run.skipped;
    if (run.sent + run.failed === 0) return total;
  }
}
