import { AUTH_MESSAGES } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { clearSessionCookie, revokeSession } from "../../lib/auth/session";

/** Revokes the session behind the cookie (if any) and expires the cookie. Always 200. */
export const handler = endpoint("POST /api/auth/logout", async ({ session }) => {
  const current = await session();
  if (current) await revokeSession(current.tokenHash);
  return { body: { mensaje: AUTH_MESSAGES.loggedOut }, cookies: [clearSessionCookie()] };
});
