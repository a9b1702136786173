import { AUTH_MESSAGES } from "@tienda/shared/schemas/account";
import { HttpError } from "../../lib/errors";
import { clearThrottle, getThrottle, recordFailure, THROTTLE_RULES, type ThrottleScope } from "../../data/throttle";

/** 429 once an email (5) or an IP (20) has failed too often in the current 15-minute window. */
export async function assertLoginAllowed(email: string, ip: string, now: Date): Promise<void> {
  const [byEmail, byIp] = await Promise.all([getThrottle("email", email, now), getThrottle("ip", ip, now)]);
  const blocked: Array<[ThrottleScope, typeof byEmail]> = [
    ["email", byEmail],
    ["ip", byIp],
  ];
  for (const [scope, state] of blocked) {
    if (state && state.fallos >= THROTTLE_RULES[scope].limit) throw new ThrottledError(state.ventanaFin - now.getTime());
  }
}

export async function noteLoginFailure(email: string, ip: string, now: Date): Promise<void> {
  await Promise.all([recordFailure("email", email, now), recordFailure("ip", ip, now)]);
}

export async function noteLoginSuccess(email: string): Promise<void> {
  await clearThrottle("email", email);
}

/** 429 once an IP has created too many accounts in the current hour; otherwise counts this one. */
export async function assertRegistrationAllowed(ip: string, now: Date): Promise<void> {
  const state = await getThrottle("registro", ip, now);
  if (state && state.fallos >= THROTTLE_RULES.registro.limit) {
    throw new ThrottledError(state.ventanaFin - now.getTime(), AUTH_MESSAGES.registrationThrottled);
  }
}

export async function noteRegistration(ip: string, now: Date): Promise<void> {
  await recordFailure("registro", ip, now);
}

export class ThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, mensaje: string = AUTH_MESSAGES.throttled) {
    super(429, mensaje);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
