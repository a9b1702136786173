import { ConfirmEmailChangeSchema, PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { confirmEmailChange } from "../../domain/accounts/email-change";

/** Opens the link sent to a new sign-in email: the change happens here (domain/accounts/email-change.ts). */
export const handler = endpoint("POST /api/usuarios/me/email/confirmar", async ({ body, auth }) => {
  const { token } = parseInput(ConfirmEmailChangeSchema, body ?? {});
  const usuario = await confirmEmailChange({ userId: auth!.usuario.id, tokenHash: auth!.tokenHash }, token, new Date());
  return { body: { usuario, mensaje: PROFILE_MESSAGES.emailChanged } };
});
