import { AUTH_MESSAGES, LoginSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { login } from "../../domain/accounts/login";
import { countAddressBeforeBody } from "../../domain/accounts/login-throttle";
import { revokeSession } from "../../lib/auth/session";
import { DEVICE_COOKIE, looksLikeDeviceCookie } from "../../lib/auth/device-cookie";

/**
 * Sign-in; limits answer 429 + Retry-After (a domain error mapped by endpoint()). A client without
 * a device cookie is counted per address before its body is read; one with a device cookie is
 * counted once the cookie is checked against the account (login-throttle.ts).
 */
export const handler = endpoint(
  "POST /api/auth/login",
  async ({ body, ip, session, cookies }) => {
    const input = parseInput(LoginSchema, body ?? {});
    const previous = await session();
    const deviceCookie = cookies[DEVICE_COOKIE];
    const {
      usuario,
      cookie,
      deviceCookie: freshDeviceCookie,
    } = await login(input, { ip, deviceCookie, addressCounted: !looksLikeDeviceCookie(deviceCookie) }, new Date());
    if (previous) await revokeSession(previous.tokenHash);
    return {
      body: { usuario, mensaje: AUTH_MESSAGES.loginOk },
      cookies: freshDeviceCookie ? [cookie, freshDeviceCookie] : [cookie],
    };
  },
  {
    beforeBody: ({ ip, cookies }) =>
      countAddressBeforeBody(ip, looksLikeDeviceCookie(cookies[DEVICE_COOKIE]), new Date()).then(() => undefined),
  },
);
