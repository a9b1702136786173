import type { z } from "zod";
import { AUTH_MESSAGES, type LoginSchema, type Usuario } from "@tienda/shared/schemas/account";
import { HttpError, unauthorized } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/auth/password";
import { createSession } from "../../lib/auth/session";
import { getUserByEmail, setPasswordHash } from "../../data/users";
import { assertLoginAllowed, noteLoginFailure, noteLoginSuccess } from "./login-throttle";
import { toUsuario } from "./user-record";

// Kept apart from registration so the login Lambda does not bundle the ~1 MB common-password lists.

export interface SignedIn {
  usuario: Usuario;
  cookie: string;
}

/**
 * Sign-in. Unknown email and wrong password give the same 401 after the same work (one scrypt:
 * an unknown email is checked against a dummy hash). Failures count per email and per IP.
 * Inactive accounts are refused once the password is proven (so nothing leaks to guessers).
 */
export async function login(input: z.output<typeof LoginSchema>, ip: string, now: Date): Promise<SignedIn> {
  await assertLoginAllowed(input.email, ip, now);
  const user = await getUserByEmail(input.email);
  const { ok, needsRehash } = await verifyPassword(input.password, user?.password);
  if (!user || !ok) {
    await noteLoginFailure(input.email, ip, now);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.isActive) throw new HttpError(403, AUTH_MESSAGES.inactive);
  await noteLoginSuccess(input.email);
  if (needsRehash) await setPasswordHash(user.id, await hashPassword(input.password), now);
  const { cookie } = await createSession(user.id, now);
  return { usuario: toUsuario(user), cookie };
}
