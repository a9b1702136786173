import { endpoint } from "../../lib/http";
import { clearSessionCookie, refreshSession, SESSION_COOKIE } from "../../lib/auth/session";

/**
 * The signed-in user, or { usuario: null } for guests (the SPA restores its session from here,
 * never from browser storage). A live session's expiry slides forward; a dead cookie is expired.
 */
export const handler = endpoint("GET /api/auth/sesion", async ({ session, cookies }) => {
  const token = cookies[SESSION_COOKIE];
  const current = await session();
  if (!current) return { body: { usuario: null }, cookies: token ? [clearSessionCookie()] : [] };
  const refreshed = await refreshSession(token!, current);
  return { body: { usuario: current.usuario }, cookies: refreshed ? [refreshed] : [] };
});
