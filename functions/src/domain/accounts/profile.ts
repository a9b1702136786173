import type { z } from "zod";
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  type ProfileUpdateSchema,
  type Usuario,
} from "@tienda/shared/schemas/account";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import { env } from "../../lib/env";
import { revokeOtherSessions } from "../../lib/auth/session";
import { EmailTakenError, getUserById, updateProfile, type ProfileChanges } from "../../data/users";
import { publishAvatarUpload } from "./uploads";
import { proveCurrentPassword } from "./reauth";
import { notifyAccountOwner } from "./security-notices";
import { toUsuario } from "./user-record";

/**
 * Saves the signed-in user's profile. Changing the sign-in email takes the current password
 * (a session alone must not be enough to take the account), ends every other session of the
 * account and records a notice for the owner at the old address (security-notices.ts).
 * `avatar`: omitted keeps it, null removes it, an upload key is checked and published.
 */
export async function updateOwnProfile(
  current: { userId: string; tokenHash: string },
  input: z.output<typeof ProfileUpdateSchema>,
  ip: string,
  now: Date,
): Promise<Usuario> {
  const user = await getUserById(current.userId);
  if (!user) throw unauthorized();
  const { avatar, currentPassword, ...fields } = input;

  const emailChanged = fields.email !== user.email;
  if (emailChanged) {
    if (!currentPassword) {
      throw badRequest(PROFILE_MESSAGES.emailPasswordRequired, {
        currentPassword: PROFILE_MESSAGES.emailPasswordRequired,
      });
    }
    await proveCurrentPassword(user, currentPassword, ip, now);
  }

  const changes: ProfileChanges = { ...fields };
  if (avatar === null) changes.avatar = null;
  else if (avatar !== undefined && avatar !== user.avatar && `/${avatar}` !== user.avatar) {
    changes.avatar = await publishAvatarUpload(env().IMAGES_BUCKET, user.id, avatar);
  }

  let saved;
  try {
    saved = await updateProfile(user, changes, now);
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
  if (emailChanged) {
    await revokeOtherSessions(user.id, current.tokenHash);
    await notifyAccountOwner(
      { tipo: "email_cambiado", usuarioId: user.id, emailAnterior: user.email, emailNuevo: saved.email },
      now,
    );
  }
  return toUsuario(saved);
}
