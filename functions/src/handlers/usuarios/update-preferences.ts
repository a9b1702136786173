import { PreferencesUpdateSchema, PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updatePreferences } from "../../domain/accounts/preferences";

/** Saves any of the nine notification / privacy preferences; the rest keep their value. */
export const handler = endpoint("PUT /api/usuarios/me/preferencias", async ({ body, auth }) => {
  const changes = parseInput(PreferencesUpdateSchema, body ?? {});
  const usuario = await updatePreferences(auth!.usuario.id, changes, new Date());
  return { body: { usuario, mensaje: PROFILE_MESSAGES.preferencesSaved } };
});
