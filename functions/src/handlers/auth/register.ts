import { AUTH_MESSAGES, RegisterSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { register } from "../../domain/accounts/accounts";
import { reserveRegistration } from "../../domain/accounts/login-throttle";
import { revokeSession } from "../../lib/auth/session";
import { assertOneMailbox } from "../../domain/email/recipient";

/**
 * Creates an account and signs it in. Each attempt is counted per address (10 an hour; 429 +
 * Retry-After) before the body is read, so a refused address costs no parsing or validation.
 */
export const handler = endpoint(
  "POST /api/auth/registro",
  async ({ body, session }) => {
    const input = parseInput(RegisterSchema, body ?? {});
    // The account's address receives store emails: one plain mailbox, as at checkout.
    assertOneMailbox(input.email, "email", AUTH_MESSAGES.emailInvalid);
    const previous = await session();
    const { usuario, cookie, deviceCookie } = await register(input, new Date());
    if (previous) await revokeSession(previous.tokenHash);
    return {
      status: 201,
      body: { usuario, mensaje: AUTH_MESSAGES.registerOk },
      cookies: deviceCookie ? [cookie, deviceCookie] : [cookie],
    };
  },
  { beforeBody: ({ ip }) => reserveRegistration(ip, new Date()) },
);
