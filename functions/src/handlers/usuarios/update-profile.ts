import { AUTH_MESSAGES, PROFILE_MESSAGES, ProfileUpdateSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { conflict, unauthorized } from "../../lib/errors";
import { env } from "../../lib/env";
import { parseInput } from "../../lib/validation";
import { EmailTakenError, getUserById, updateProfile, type ProfileChanges } from "../../data/users";
import { toUsuario } from "../../domain/accounts/user-record";
import { publishAvatarUpload } from "../../domain/accounts/uploads";

export const handler = endpoint("PUT /api/usuarios/me", async ({ body, auth }) => {
  const input = parseInput(ProfileUpdateSchema, body ?? {});
  const user = await getUserById(auth!.usuario.id);
  if (!user) throw unauthorized();

  const { avatar, currentPassword: _currentPassword, ...fields } = input;
  const changes: ProfileChanges = { ...fields };
  if (avatar === null) changes.avatar = null;
  else if (avatar !== undefined && avatar !== user.avatar && `/${avatar}` !== user.avatar) {
    changes.avatar = await publishAvatarUpload(env().IMAGES_BUCKET, user.id, avatar);
  }

  try {
    const saved = await updateProfile(user, changes, new Date());
    return { body: { usuario: toUsuario(saved), mensaje: PROFILE_MESSAGES.saved } };
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw err;
  }
});
