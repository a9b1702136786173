import { AUTH_MESSAGES, LoginSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { login } from "../../domain/accounts/login";
import { ThrottledError } from "../../domain/accounts/login-throttle";
import { revokeSession } from "../../lib/auth/session";

export const handler = endpoint("POST /api/auth/login", async ({ body, ip, session }) => {
  const input = parseInput(LoginSchema, body ?? {});
  try {
    const previous = await session();
    const { usuario, cookie } = await login(input, ip, new Date());
    if (previous) await revokeSession(previous.tokenHash);
    return { body: { usuario, mensaje: AUTH_MESSAGES.loginOk }, cookies: [cookie] };
  } catch (err) {
    if (err instanceof ThrottledError) {
      return {
        status: 429,
        body: { mensaje: err.mensaje },
        headers: { "retry-after": String(err.retryAfterSeconds) },
      };
    }
    throw err;
  }
});
