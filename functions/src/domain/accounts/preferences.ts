import type { Usuario } from "@tienda/shared/schemas/account";
import { getUserById, setPreferences } from "../../data/users";
import { unauthorized } from "../errors";
import { toUsuario } from "./user-record";

/** Saves the preferences the body names (booleans only); the rest keep their value. */
export async function updatePreferences(userId: string, changes: Record<string, unknown>, now: Date): Promise<Usuario> {
  const user = await getUserById(userId);
  if (!user) throw unauthorized();
  const preferencias = { ...user.preferencias };
  for (const [k, v] of Object.entries(changes))
    if (typeof v === "boolean") preferencias[k as keyof typeof preferencias] = v;
  await setPreferences(user.id, preferencias, now);
  return toUsuario({ ...user, preferencias });
}
