import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES, type PasswordChangeSchema, type RegisterSchema } from "@tienda/shared/schemas/account";
import { PASSWORD_MESSAGES } from "@tienda/shared/rules/password";
import type { z } from "zod";
import { badRequest, conflict, unauthorized } from "../errors";
import { hashPassword } from "../../lib/auth/password";
import { createSession, revokeAllSessions } from "../../lib/auth/session";
import { issueDeviceCookie } from "../../lib/auth/device-cookie";
import { createUser, EmailTakenError, getUserByEmail, getUserById, setPasswordHash } from "../../data/users";
import { proveCurrentPassword } from "./reauth";
import { isCommonPassword } from "./common-passwords";
import { newUserRecord, toUsuario } from "./user-record";

import type { SignedIn } from "./login";

function refuseCommon(password: string, campo: string): void {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_MESSAGES.common, { [campo]: PASSWORD_MESSAGES.common });
}

/**
 * Registration: new accounts always get role user (spec §5) and are signed in at once (with a
 * device cookie, like a sign-in). The caller counts each attempt per address first
 * (login-throttle.ts reserveRegistration, 10 an hour; the handler does it before reading the body),
 * so parallel requests cannot exceed it.
 */
export async function register(input: z.output<typeof RegisterSchema>, now: Date): Promise<SignedIn> {
  refuseCommon(input.password, "password");
  const taken = () => conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  // Cheap early answer for the common case; the transaction below settles races.
  if (await getUserByEmail(input.email)) throw taken();
  const record = newUserRecord({
    id: randomUUID(),
    email: input.email,
    password: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: "user",
    now,
  });
  try {
    await createUser(record);
  } catch (err) {
    if (err instanceof EmailTakenError) throw taken();
    throw err;
  }
  const { cookie } = await createSession(record.id, now);
  return { usuario: toUsuario(record), cookie, deviceCookie: issueDeviceCookie(record.email, now) };
}

/**
 * Password change: proves the current password (counted like a sign-in from this address,
 * login-throttle.ts), stores the new hash, revokes every session of the user (this one too) and opens a
 * fresh session for the browser that made the change.
 */
export async function changePassword(
  userId: string,
  input: z.output<typeof PasswordChangeSchema>,
  ip: string,
  now: Date,
): Promise<{ cookie: string }> {
  const user = await getUserById(userId);
  if (!user) throw unauthorized();
  await proveCurrentPassword(user, input.currentPassword, ip, now);
  if (input.newPassword === input.currentPassword) {
    throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, { newPassword: PASSWORD_MESSAGES.sameAsCurrent });
  }
  refuseCommon(input.newPassword, "newPassword");
  await setPasswordHash(user.id, await hashPassword(input.newPassword), now, now);
  await revokeAllSessions(user.id);
  const { cookie } = await createSession(user.id, now);
  return { cookie };
}
