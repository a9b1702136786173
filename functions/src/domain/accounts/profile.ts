import type { z } from "zod";
import { PROFILE_MESSAGES, type ProfileUpdateSchema, type Usuario } from "@tienda/shared/schemas/account";
import { badRequest, unauthorized } from "../errors";
import { env } from "../../lib/env";
import { getUserById, updateProfile, type ProfileChanges } from "../../data/users";
import { publishAvatarUpload } from "./uploads";
import { proveCurrentPassword } from "./reauth";
import { assertOneMailbox } from "../email/recipient";
import { requestEmailChange, reserveEmailChange } from "./email-change";
import { toUsuario } from "./user-record";

/**
 * Saves the signed-in user's profile. A new sign-in email takes the current password (a session
 * alone must not be enough to take the account) and is not saved here: a confirmation link goes to
 * the new address, and the change happens when it is opened (email-change.ts). The answer is the
 * same whether another account has that address or not.
 * `avatar`: omitted keeps it, null removes it, an upload key is checked and published.
 */
export async function updateOwnProfile(
  current: { userId: string; tokenHash: string },
  input: z.output<typeof ProfileUpdateSchema>,
  ip: string,
  now: Date,
): Promise<{ usuario: Usuario; emailPendiente?: string }> {
  const user = await getUserById(current.userId);
  if (!user) throw unauthorized();
  const { avatar, currentPassword, email, ...fields } = input;

  const emailChanged = email !== user.email;
  if (emailChanged) {
    if (!currentPassword) {
      throw badRequest(PROFILE_MESSAGES.emailPasswordRequired, {
        currentPassword: PROFILE_MESSAGES.emailPasswordRequired,
      });
    }
    // The server's own parse of the address the link will go to (the form checked its format).
    assertOneMailbox(email, "email", PROFILE_MESSAGES.emailInvalid);
    await reserveEmailChange(user.id, ip, now);
    await proveCurrentPassword(user, currentPassword, ip, now);
    await requestEmailChange(user, email, now);
  }

  const changes: ProfileChanges = { ...fields };
  if (avatar === null) changes.avatar = null;
  else if (avatar !== undefined && avatar !== user.avatar && `/${avatar}` !== user.avatar) {
    changes.avatar = await publishAvatarUpload(env().IMAGES_BUCKET, user.id, avatar);
  }

  const saved = await updateProfile(user, changes, now);
  return { usuario: toUsuario(saved), ...(emailChanged ? { emailPendiente: email } : {}) };
}
