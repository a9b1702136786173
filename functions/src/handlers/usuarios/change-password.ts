import { PasswordChangeSchema, PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { changePassword } from "../../domain/accounts/accounts";

/** Changes the password, revokes every session of the user and signs this browser in again. */
export const handler = endpoint("PUT /api/usuarios/me/password", async ({ body, auth, ip }) => {
  const input = parseInput(PasswordChangeSchema, body ?? {});
  const { cookie } = await changePassword(auth!.usuario.id, input, ip, new Date());
  return { body: { mensaje: PROFILE_MESSAGES.passwordChanged }, cookies: [cookie] };
});
