import { QUOTA_RULES, type QuotaScope } from "../../functions/src/data/throttle";

/**
 * Rate-limit windows are fixed and aligned to the clock (functions/src/data/throttle.ts): attempts
 * made across a window's edge count in two windows, so a test that counts up to a limit in real
 * time would see the limit reached one window too late. When the current window of `scope` ends
 * within `marginMs`, this waits until the next one has begun (at most `marginMs`, and only then).
 */
export async function clearOfWindowEdge(scope: QuotaScope, marginMs = 15_000): Promise<void> {
  const { windowMs } = QUOTA_RULES[scope];
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
