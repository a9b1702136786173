import { AUTH_MESSAGES, RegisterSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { register } from "../../domain/accounts/accounts";
import { revokeSession } from "../../lib/auth/session";

/** Creates an account and signs it in; 10 an hour per address (429 + Retry-After, from endpoint()). */
export const handler = endpoint("POST /api/auth/registro", async ({ body, session, ip }) => {
  const input = parseInput(RegisterSchema, body ?? {});
  const previous = await session();
  const { usuario, cookie, deviceCookie } = await register(input, ip, new Date());
  if (previous) await revokeSession(previous.tokenHash);
  return {
    status: 201,
    body: { usuario, mensaje: AUTH_MESSAGES.registerOk },
    cookies: deviceCookie ? [cookie, deviceCookie] : [cookie],
  };
});
