import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { db } from "./client";

type TransactItems = NonNullable<TransactWriteCommandInput["TransactItems"]>;

/**
 * The result of a write transaction, in domain terms: either it happened, or it was refused and
 * `failed` lists the indexes of the items whose condition did not hold. Callers never see the
 * SDK's error names.
 */
export type TransactResult = { ok: true } | { ok: false; failed: number[] };

const MAX_ATTEMPTS = 10;

/**
 * Runs one TransactWriteItems. Conflicts with another transaction in flight on the same items
 * (many buyers of one variant at once) are retried with a short jittered backoff, as AWS
 * advises; failed conditions are returned, not thrown.
 */
export async function transactWrite(items: TransactItems): Promise<TransactResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (err) {
      const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
      if (e.name !== "TransactionCanceledException" && e.name !== "TransactionConflictException") throw err;
      const reasons = e.CancellationReasons ?? [];
      const failed = reasons.flatMap((r, i) => (r.Code === "ConditionalCheckFailed" ? [i] : []));
      if (failed.length > 0) return { ok: false, failed };
      // Only conflicts (or throttling) cancelled it: try again unless we have tried enough.
      if (attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random() / 2)));
    }
  }
}

/** Turns a single conditional write's failure into `false` (the condition did not hold). */
export async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if ((err as Error).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}
