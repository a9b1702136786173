import { PASSWORD_MESSAGES } from "@tienda/shared/rules/password";
import { badRequest } from "../errors";
import { verifyPassword } from "../../lib/auth/password";
import { reservePasswordCheck } from "./login-throttle";

/**
 * A signed-in user re-proves the password before a sensitive change (password, sign-in email).
 * Counted like a sign-in from this address (per account + address and per address, before the
 * hash: login-throttle.ts), so a stolen session cannot guess at it; a wrong one is 400
 * 'La contraseña actual es incorrecta' on `currentPassword`.
 */
export async function proveCurrentPassword(
  user: { email: string; password: string },
  currentPassword: string,
  ip: string,
  now: Date,
): Promise<void> {
  const slot = await reservePasswordCheck({ email: user.email, ip, signedIn: true }, now);
  const { ok } = await verifyPassword(currentPassword, user.password);
  if (!ok) throw badRequest(PASSWORD_MESSAGES.currentWrong, { currentPassword: PASSWORD_MESSAGES.currentWrong });
  await slot.succeeded();
}
