import { AUTH_MESSAGES, RegisterSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { register } from "../../domain/accounts/accounts";
import { revokeSession } from "../../lib/auth/session";
import { assertRegistrationAllowed, noteRegistration, ThrottledError } from "../../domain/accounts/login-throttle";

export const handler = endpoint("POST /api/auth/registro", async ({ body, session, ip }) => {
  const input = parseInput(RegisterSchema, body ?? {});
  const now = new Date();
  try {
    // Bounds account creation per connection (bots filling the table or probing emails).
    await assertRegistrationAllowed(ip, now);
  } catch (err) {
    if (err instanceof ThrottledError) {
      return { status: 429, body: { mensaje: err.mensaje }, headers: { "retry-after": String(err.retryAfterSeconds) } };
    }
    throw err;
  }
  const previous = await session();
  const { usuario, cookie } = await register(input, now);
  await noteRegistration(ip, now);
  if (previous) await revokeSession(previous.tokenHash);
  return { status: 201, body: { usuario, mensaje: AUTH_MESSAGES.registerOk }, cookies: [cookie] };
});
