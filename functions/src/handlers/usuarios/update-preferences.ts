import { PreferencesUpdateSchema, PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { unauthorized } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { getUserById, setPreferences } from "../../data/users";
import { toUsuario } from "../../domain/accounts/user-record";

/** Saves any of the nine notification / privacy preferences; the rest keep their value. */
export const handler = endpoint("PUT /api/usuarios/me/preferencias", async ({ body, auth }) => {
  const changes = parseInput(PreferencesUpdateSchema, body ?? {});
  const user = await getUserById(auth!.usuario.id);
  if (!user) throw unauthorized();
  const preferencias = { ...user.preferencias };
  for (const [k, v] of Object.entries(changes))
    if (typeof v === "boolean") preferencias[k as keyof typeof preferencias] = v;
  const now = new Date();
  await setPreferences(user.id, preferencias, now);
  return { body: { usuario: toUsuario({ ...user, preferencias }), mensaje: PROFILE_MESSAGES.preferencesSaved } };
});
