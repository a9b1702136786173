import { env } from "./env";

/**
 * Session cookie: HttpOnly, Secure, SameSite=Lax, Path=/. Secure is dropped only when the
 * site itself runs on plain http://localhost (or 127.0.0.1) and COOKIE_SECURE=false says so.
 */
export function cookieIsSecure(): boolean {
  const { COOKIE_SECURE, APP_ORIGIN } = env();
  if (COOKIE_SECURE !== "false") return true;
  return !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(APP_ORIGIN ?? "http://localhost");
}

export interface CookieScope {
  /** Default '/'. */
  path?: string;
  /** Default 'Lax'. */
  sameSite?: "Lax" | "Strict";
}

function attributes(maxAgeSeconds: number, expires: Date, scope: CookieScope = {}): string[] {
  return [
    `Path=${scope.path ?? "/"}`,
    "HttpOnly",
    `SameSite=${scope.sameSite ?? "Lax"}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `Expires=${expires.toUTCString()}`,
    ...(cookieIsSecure() ? ["Secure"] : []),
  ];
}

export function buildCookie(
  name: string,
  value: string,
  expires: Date,
  now: Date = new Date(),
  scope: CookieScope = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...attributes((expires.getTime() - now.getTime()) / 1000, expires, scope),
  ].join("; ");
}

/** An already-expired cookie that makes the browser forget `name`. */
export function expiredCookie(name: string): string {
  return [`${name}=`, ...attributes(0, new Date(0))].join("; ");
}
