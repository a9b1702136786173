import { AUTH_MESSAGES, LoginSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { login } from "../../domain/accounts/login";
import { revokeSession } from "../../lib/auth/session";
import { DEVICE_COOKIE } from "../../lib/auth/device-cookie";

/** Sign-in; limits answer 429 + Retry-After (a domain error mapped by endpoint()). */
export const handler = endpoint("POST /api/auth/login", async ({ body, ip, session, cookies }) => {
  const input = parseInput(LoginSchema, body ?? {});
  const previous = await session();
  const { usuario, cookie, deviceCookie } = await login(
    input,
    { ip, deviceCookie: cookies[DEVICE_COOKIE] },
    new Date(),
  );
  if (previous) await revokeSession(previous.tokenHash);
  return {
    body: { usuario, mensaje: AUTH_MESSAGES.loginOk },
    cookies: deviceCookie ? [cookie, deviceCookie] : [cookie],
  };
});
