import { AUTH_MESSAGES } from "@tienda/shared/schemas/account";
import { DomainError } from "../errors";
import { consumeQuota, QUOTA_RULES, releaseQuota, resetQuota, type QuotaScope } from "../../data/throttle";

/**
 * Password-guessing limits (OWASP's device-cookie design; rules in data/throttle.ts). Every
 * password check is counted *before* the hash is computed, in each scope that applies:
 *
 * - a browser with a valid device cookie for the account: `login_dispositivo`, per device (5 per
 *   15 minutes), and nothing else: neither guessing at the account from elsewhere nor other
 *   people's failures behind the same shared address (a mobile carrier's) can lock it out;
 * - any other client: `login_ip`, per client address whatever the account (20 per 15 minutes;
 *   counted before the body is read, see countAddressBeforeBody), `login_cuenta_ip`, per account +
 *   address (5 per 15 minutes: only that address is refused for that account), and
 *   `login_cuenta`, per account across every address (50 an hour), which stops distributed
 *   guessing and tells the owner (security-notices.ts). A signed-in user re-proving the password
 *   (password or email change) is not counted there.
 *
 * A check that proves the password gives its attempts back; failures stay counted until the
 * window ends.
 */
export class ThrottledError extends DomainError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, mensaje: string = AUTH_MESSAGES.throttled) {
    super("too_many", mensaje, { retryAfterSeconds });
  }
}

export interface PasswordCheckClient {
  /** Normalised email of the account. */
  email: string;
  ip: string;
  /** Device id of a valid device cookie for this account (lib/auth/device-cookie.ts), if any. */
  deviceId?: string | null;
  /** A live session of the account is re-proving its password. */
  signedIn?: boolean;
  /** This attempt was already counted in `login_ip` before the body was read (countAddressBeforeBody). */
  addressCounted?: boolean;
}

export interface PasswordCheckSlot {
  /** This attempt used the last try of the per-account ceiling: the owner should be told. */
  readonly ceilingReached: boolean;
  /** When the ceiling's window ends (ISO), for the notice. */
  readonly ceilingUntil: string | null;
  /** The password was right: give the attempts back and forget this client's failures. */
  succeeded(): Promise<void>;
}

function scopesFor(c: PasswordCheckClient): Array<[QuotaScope, string]> {
  // A known device is limited on its own (OWASP's device cookies): not by the per-address limit,
  // which behind a shared address counts everybody's failures.
  if (c.deviceId) return [["login_dispositivo", `${c.email}|${c.deviceId}`]];
  return [
    ["login_cuenta_ip", `${c.email}|${c.ip}`],
    ...(c.signedIn ? [] : ([["login_cuenta", c.email]] as Array<[QuotaScope, string]>)),
    ...(c.addressCounted ? [] : ([["login_ip", c.ip]] as Array<[QuotaScope, string]>)),
  ];
}

/**
 * Sign-in's first step, before the body is read: a client without a device cookie is counted in
 * `login_ip` now, and a refused address (429) costs no parsing or validation. Returns whether it
 * was counted (then reservePasswordCheck gets `addressCounted`). A request that carries a device
 * cookie is counted after parsing, once the cookie is known to be valid for the account or not.
 */
export async function countAddressBeforeBody(ip: string, hasDeviceCookie: boolean, now: Date): Promise<boolean> {
  if (hasDeviceCookie) return false;
  const result = await consumeQuota("login_ip", ip, now);
  if (!result.ok) throw new ThrottledError(result.retryAfterSeconds);
  return true;
}

/**
 * Counts one password check for this client, or throws ThrottledError (429 + Retry-After) when
 * any of its limits is reached; then nothing is counted and no hash needs computing.
 */
export async function reservePasswordCheck(client: PasswordCheckClient, now: Date): Promise<PasswordCheckSlot> {
  const scopes = scopesFor(client);
  // Counted before the body: given back with the rest on a refusal or a success.
  const taken: Array<[QuotaScope, string]> = client.addressCounted ? [["login_ip", client.ip]] : [];
  let ceilingReached = false;
  let ceilingUntil: string | null = null;
  for (const [scope, value] of scopes) {
    const result = await consumeQuota(scope, value, now);
    if (!result.ok) {
      await Promise.all(taken.map(([s, v]) => releaseQuota(s, v, now)));
      throw new ThrottledError(
        result.retryAfterSeconds,
        scope === "login_cuenta" ? AUTH_MESSAGES.accountThrottled : AUTH_MESSAGES.throttled,
      );
    }
    taken.push([scope, value]);
    if (scope === "login_cuenta" && result.remaining === 0) {
      ceilingReached = true;
      const w = QUOTA_RULES.login_cuenta.windowMs;
      ceilingUntil = new Date(Math.floor(now.getTime() / w) * w + w).toISOString();
    }
  }
  return {
    ceilingReached,
    ceilingUntil,
    succeeded: async () => {
      await Promise.all(
        taken.map(([scope, value]) =>
          scope === "login_cuenta_ip" || scope === "login_dispositivo"
            ? resetQuota(scope, value, now)
            : releaseQuota(scope, value, now),
        ),
      );
    },
  };
}

/**
 * Counts one account creation from this address, or throws ThrottledError (10 an hour). Counted
 * before the body is read (the registration handler's first step), so parallel requests cannot all
 * pass and a refused address costs no parsing.
 */
export async function reserveRegistration(ip: string, now: Date): Promise<void> {
  const result = await consumeQuota("registro", ip, now);
  if (!result.ok) throw new ThrottledError(result.retryAfterSeconds, AUTH_MESSAGES.registrationThrottled);
}
