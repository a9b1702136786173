import { PROFILE_MESSAGES, ProfileUpdateSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateOwnProfile } from "../../domain/accounts/profile";

/**
 * Saves the profile; a new sign-in email needs `currentPassword` and is only changed once the
 * link sent to it is opened (domain/accounts/profile.ts, email-change.ts).
 */
export const handler = endpoint("PUT /api/usuarios/me", async ({ body, auth, ip }) => {
  const input = parseInput(ProfileUpdateSchema, body ?? {});
  const { usuario, emailPendiente } = await updateOwnProfile(
    { userId: auth!.usuario.id, tokenHash: auth!.tokenHash },
    input,
    ip,
    new Date(),
  );
  return {
    body: emailPendiente
      ? { usuario, emailPendiente, mensaje: PROFILE_MESSAGES.emailChangeSent }
      : { usuario, mensaje: PROFILE_MESSAGES.saved },
  };
});
