import { PROFILE_MESSAGES, ProfileUpdateSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateOwnProfile } from "../../domain/accounts/profile";

/** Saves the profile; a new sign-in email needs `currentPassword` (domain/accounts/profile.ts). */
export const handler = endpoint("PUT /api/usuarios/me", async ({ body, auth, ip }) => {
  const input = parseInput(ProfileUpdateSchema, body ?? {});
  const usuario = await updateOwnProfile(
    { userId: auth!.usuario.id, tokenHash: auth!.tokenHash },
    input,
    ip,
    new Date(),
  );
  return { body: { usuario, mensaje: PROFILE_MESSAGES.saved } };
});
