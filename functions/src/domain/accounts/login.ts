import type { z } from "zod";
import { AUTH_MESSAGES, type LoginSchema, type Usuario } from "@tienda/shared/schemas/account";
import { forbidden, unauthorized } from "../errors";
import { hashPassword, verifyPassword } from "../../lib/auth/password";
import { createSession } from "../../lib/auth/session";
import { issueDeviceCookie, trustedDeviceId } from "../../lib/auth/device-cookie";
import { getUserByEmail, setPasswordHash } from "../../data/users";
import { reservePasswordCheck } from "./login-throttle";
import { notifyAccountOwner } from "./security-notices";
import { toUsuario } from "./user-record";

// Kept apart from registration so the login Lambda does not bundle the ~1 MB common-password lists.

export interface SignedIn {
  usuario: Usuario;
  /** Set-Cookie of the new session. */
  cookie: string;
  /** Set-Cookie of a fresh trusted-device cookie (null when no key is configured). */
  deviceCookie: string | null;
}

/**
 * Sign-in. The attempt is counted first (login-throttle.ts: per device for a known browser; per
 * address, per account + address and per account for unknown ones), so no password hash is
 * computed once a limit is reached. Unknown email and wrong password give the same 401 after the
 * same work (one scrypt: an unknown email is checked against a dummy hash). Inactive accounts are
 * refused once the password is proven (so nothing leaks to guessers). A success sets a device
 * cookie that lets this browser sign in while the account is being guessed at from elsewhere, or
 * while its shared address is locked by other people's failures.
 */
export async function login(
  input: z.output<typeof LoginSchema>,
  client: { ip: string; deviceCookie?: string; addressCounted?: boolean },
  now: Date,
): Promise<SignedIn> {
  const deviceId = trustedDeviceId(client.deviceCookie, input.email);
  const slot = await reservePasswordCheck(
    { email: input.email, ip: client.ip, deviceId, addressCounted: client.addressCounted },
    now,
  );
  const user = await getUserByEmail(input.email);
  const { ok, needsRehash } = await verifyPassword(input.password, user?.password);
  if (!user || !ok) {
    if (slot.ceilingReached && user) {
      await notifyAccountOwner(
        { tipo: "inicio_sesion_bloqueado", usuarioId: user.id, email: user.email, hasta: slot.ceilingUntil! },
        now,
      );
    }
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await slot.succeeded();
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.inactive);
  if (needsRehash) await setPasswordHash(user.id, await hashPassword(input.password), now);
  const { cookie } = await createSession(user.id, now);
  return { usuario: toUsuario(user), cookie, deviceCookie: issueDeviceCookie(user.email, now) };
}
