import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { buildCookie } from "../cookies";
import { env } from "../env";
import { logger } from "../logger";

/**
 * The trusted-device cookie of OWASP's "device cookies" design against lockout by strangers.
 * Each successful sign-in gives the browser a cookie `<device id>.<signature>`, where the
 * signature is HMAC-SHA256(DEVICE_COOKIE_KEY, 'v1|<email>|<device id>'): it proves that this
 * browser once signed in to that account. Sign-in attempts carrying a valid one are limited per
 * device instead of per account (domain/accounts/login-throttle.ts), so guessing from elsewhere
 * cannot lock the owner's browser out. Nothing is stored: changing the account's email, or the
 * key, makes every device cookie of it worthless.
 */
export const DEVICE_COOKIE = "tienda_dispositivo";
/** 180 days. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

const ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

let warned = false;
function key(): string | null {
  const k = env().DEVICE_COOKIE_KEY;
  if (!k && !warned) {
    warned = true;
    logger.warn("DEVICE_COOKIE_KEY is not set: no browser is trusted as a known device");
  }
  return k ?? null;
}

function sign(k: string, email: string, id: string): string {
  return createHmac("sha256", k).update(`v1|${email}|${id}`).digest("base64url");
}

/** Set-Cookie for a fresh device cookie bound to `email`; null when no key is configured. */
export function issueDeviceCookie(email: string, now: Date = new Date()): string | null {
  const k = key();
  if (!k) return null;
  const id = randomBytes(16).toString("base64url");
  // Only sign-in reads it: sent to /api/auth/* only, never cross-site.
  return buildCookie(
    DEVICE_COOKIE,
    `${id}.${sign(k, email, id)}`,
    new Date(now.getTime() + DEVICE_COOKIE_MAX_AGE_MS),
    now,
    {
      path: "/api/auth",
      sameSite: "Strict",
    },
  );
}

/**
 * Whether a value has a device cookie's shape (no key, no account needed). Sign-in uses it before
 * the body is read, to decide where the attempt is counted; trustedDeviceId says if it is valid.
 */
export function looksLikeDeviceCookie(value: string | undefined): boolean {
  if (!value) return false;
  const [id, signature, extra] = value.split(".");
  return extra === undefined && !!id && !!signature && ID.test(id) && SIGNATURE.test(signature);
}

/** The device id of a valid cookie for `email` (normalised), else null. */
export function trustedDeviceId(value: string | undefined, email: string): string | null {
  if (!value || !looksLikeDeviceCookie(value)) return null;
  const [id, signature] = value.split(".") as [string, string];
  const k = key();
  if (!k) return null;
  const expected = Buffer.from(sign(k, email, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
