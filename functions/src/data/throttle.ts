import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

/**
 * Rate limits that hold under concurrency. Each attempt is counted *before* the work it guards
 * (a password hash, an account, an upload) with one atomic conditional update: `ADD usados 1`
 * only while `usados < limit`. Parallel requests therefore cannot all read "4 of 5" and all go
 * on: DynamoDB serialises the updates on the item, and the (limit + 1)-th fails its condition.
 *
 * Windows are fixed and aligned to the clock (a 15-minute scope has windows 00:00–00:15,
 * 00:15–00:30, ...); each window is its own item, expired by `ttl`. A refusal says how long
 * until the window ends (Retry-After).
 */
export type QuotaScope =
  /** Sign-in failures of one account from one client address (OWASP: lock the pair, not the account). */
  | "login_cuenta_ip"
  /** Sign-in failures from one trusted device (a valid device cookie), whatever its address. */
  | "login_dispositivo"
  /** Sign-in failures from one address, whatever the account. */
  | "login_ip"
  /** Sign-in failures of one account from clients without its device cookie, from any address. */
  | "login_cuenta"
  /** Accounts created from one address. */
  | "registro"
  /** Sign-in email changes asked for by one account (each sends a confirmation link). */
  | "cambio_email"
  /** Sign-in email changes asked for from one address, whatever the account. */
  | "cambio_email_ip"
  /** Payment receipt uploads from one address (called by the upload handler). */
  | "subida"
  /** Newsletter sign-ups from one address, counted before the body is read. */
  | "newsletter"
  /** Newsletter confirmation emails to one email address (no mail-bombing through the form). */
  | "newsletter_email"
  /** Promotion code checks from one address, counted before the body is read (no code guessing). */
  | "promo"
  /** Review writes (new or edited) of one buyer (account or guest email), whatever the address. */
  | "resena"
  /** 'Avísame cuando llegue' requests from one address, counted before the body is read. */
  | "aviso"
  /** 'Avísame' requests for one email address, whatever the variant (no mail-bombing through the form). */
  | "aviso_email";

export const QUOTA_RULES: Record<QuotaScope, { limit: number; windowMs: number }> = {
  login_cuenta_ip: { limit: 5, windowMs: 15 * 60 * 1000 },
  login_dispositivo: { limit: 5, windowMs: 15 * 60 * 1000 },
  login_ip: { limit: 20, windowMs: 15 * 60 * 1000 },
  login_cuenta: { limit: 50, windowMs: 60 * 60 * 1000 },
  registro: { limit: 10, windowMs: 60 * 60 * 1000 },
  cambio_email: { limit: 5, windowMs: 60 * 60 * 1000 },
  cambio_email_ip: { limit: 10, windowMs: 60 * 60 * 1000 },
  subida: { limit: 30, windowMs: 60 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 60 * 60 * 1000 },
  newsletter_email: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
  promo: { limit: 20, windowMs: 15 * 60 * 1000 },
  resena: { limit: 30, windowMs: 60 * 60 * 1000 },
  aviso: { limit: 20, windowMs: 60 * 60 * 1000 },
  aviso_email: { limit: 5, windowMs: 60 * 60 * 1000 },
};

/** `remaining`: what is left in the window after this attempt (0: this one reached the limit). */
export type QuotaResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

const ITEM_VERSION = 1;

function windowOf(scope: QuotaScope, now: Date): { start: number; end: number } {
  const { windowMs } = QUOTA_RULES[scope];
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

const isConditionFailure = (err: unknown) => (err as Error)?.name === "ConditionalCheckFailedException";

/** Counts one attempt of `value` in `scope`, or refuses it once the window's limit is reached. */
export async function consumeQuota(scope: QuotaScope, value: string, now: Date): Promise<QuotaResult> {
  const { limit } = QUOTA_RULES[scope];
  const { start, end } = windowOf(scope, now);
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.quota(scope, value, start),
        UpdateExpression: "ADD usados :one SET entidad = :entidad, v = :v, ventana_fin = :fin, #ttl = :ttl",
        ConditionExpression: "attribute_not_exists(usados) OR usados < :limit",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: {
          ":one": 1,
          ":limit": limit,
          ":entidad": "limite",
          ":v": ITEM_VERSION,
          ":fin": end,
          ":ttl": Math.ceil(end / 1000) + 60,
        },
        ReturnValues: "UPDATED_NEW",
      }),
    );
    return { ok: true, remaining: Math.max(0, limit - Number(out.Attributes?.usados ?? limit)) };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
  }
}

/**
 * Whether `value` has used up `scope`'s window, without counting anything: the seconds until the
 * window ends, or null while attempts are left. For limits counted only on failure (a promotion
 * code that does not exist), checked before the work.
 */
export async function quotaExhausted(scope: QuotaScope, value: string, now: Date): Promise<number | null> {
  const used = await getQuotaUsage(scope, value, now);
  if (used < QUOTA_RULES[scope].limit) return null;
  return Math.max(1, Math.ceil((windowOf(scope, now).end - now.getTime()) / 1000));
}

/** Gives back one attempt counted in the window of `now` (the guarded work turned out fine). */
export async function releaseQuota(scope: QuotaScope, value: string, now: Date): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.quota(scope, value, windowOf(scope, now).start),
        UpdateExpression: "ADD usados :minus",
        ConditionExpression: "usados > :zero",
        ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Forgets the current window (e.g. an account + address that just proved the password). */
export async function resetQuota(scope: QuotaScope, value: string, now: Date): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.quota(scope, value, windowOf(scope, now).start) }),
  );
}

/** Attempts counted in the current window (tests, support). */
export async function getQuotaUsage(scope: QuotaScope, value: string, now: Date): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.quota(scope, value, windowOf(scope, now).start),
      ConsistentRead: true,
    }),
  );
  return Number(Item?.usados ?? 0);
}

/** Sets the count of the current window directly (tests). */
export async function setQuotaUsage(scope: QuotaScope, value: string, usados: number, now: Date): Promise<void> {
  const { start, end } = windowOf(scope, now);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.quota(scope, value, start),
        entidad: "limite",
        v: ITEM_VERSION,
        usados,
        ventana_fin: end,
        ttl: Math.ceil(end / 1000) + 60,
      },
    }),
  );
}
