import {
  BCV_MESSAGES,
  decideAutomaticRate,
  jobShouldFetch,
  readDolarApi,
  type Tasa,
} from "@tienda/shared/rules/bcv-rate";
import { env } from "../../lib/env";
import { logger } from "../../lib/logger";
import { applyAutomaticRate, getCurrentRate, recordRefusedRate, takeScheduledAttempt } from "../../data/bcv-rates";

/** The public DolarApi endpoint of the BCV's official rate, when TASA_BCV_URL is not set. */
export const DEFAULT_TASA_BCV_URL = "https://ve.dolarapi.com/v1/dolares/oficial";
/** The source answers within this or is tried again later (the job retries every hour). */
const FETCH_TIMEOUT_MS = 8_000;

export type RateUpdate =
  | { ok: true; tasa: Tasa }
  /** Nothing to do: the current rate already is the source's. */
  | { ok: false; unchanged: true; tasa: Tasa; motivo: string }
  | { ok: false; unchanged?: false; motivo: string };

async function fetchSource(
  url: string,
  timeoutMs: number,
): Promise<{ ok: true; body: unknown } | { ok: false; motivo: string }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    if (!res.ok) return { ok: false, motivo: BCV_MESSAGES.unreachable };
    const text = await res.text();
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, motivo: BCV_MESSAGES.malformed };
    }
  } catch {
    return { ok: false, motivo: BCV_MESSAGES.unreachable };
  }
}

/**
 * Fetches the official rate and applies it when the rules allow (shared/src/rules/bcv-rate.ts);
 * a refusal or a failed source is recorded with its reason and the current rate stays. The
 * settings item is updated conditionally on the rate the decision read.
 */
export async function updateRateFromSource(now: Date, timeoutMs = FETCH_TIMEOUT_MS): Promise<RateUpdate> {
  const url = env().TASA_BCV_URL ?? DEFAULT_TASA_BCV_URL;
  const refuse = async (motivo: string, tasa: Tasa | null = null): Promise<RateUpdate> => {
    await recordRefusedRate(tasa, motivo, now);
    logger.warn("BCV rate refused", { motivo, tasa });
    return { ok: false, motivo };
  };
  if (!(await getCurrentRate())) return { ok: false, motivo: BCV_MESSAGES.noSettings };
  const fetched = await fetchSource(url, timeoutMs);
  if (!fetched.ok) return refuse(fetched.motivo);
  const read = readDolarApi(fetched.body);
  if (!read.ok) return refuse(read.motivo);
  const current = await getCurrentRate();
  if (!current) return { ok: false, motivo: BCV_MESSAGES.noSettings };
  const decision = decideAutomaticRate(current, read.tasa);
  if (!decision.apply) {
    if (decision.unchanged) return { ok: false, unchanged: true, tasa: read.tasa, motivo: decision.motivo };
    return refuse(decision.motivo, read.tasa);
  }
  const applied = await applyAutomaticRate(read.tasa, current, now);
  if (!applied) return refuse(BCV_MESSAGES.changedMeanwhile, read.tasa);
  logger.info("BCV rate applied", { tasa: read.tasa });
  return { ok: true, tasa: read.tasa };
}

/** The scheduled runs try at most this often (the local runner ticks every 15 s). */
const SCHEDULED_EVERY_MS = 55 * 60_000;

/**
 * The scheduled run: on business days until mid-morning, while the rate is older than today, at
 * most once an hour however often the scheduler calls it.
 */
export async function scheduledRateUpdate(now: Date): Promise<RateUpdate | { skipped: true }> {
  const current = await getCurrentRate();
  if (!jobShouldFetch(current, now)) return { skipped: true };
  if (!(await takeScheduledAttempt(now, SCHEDULED_EVERY_MS))) return { skipped: true };
  return updateRateFromSource(now);
}
