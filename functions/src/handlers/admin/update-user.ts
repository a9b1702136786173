import { ADMIN_USER_MESSAGES, AdminUserPatchSchema } from "@tienda/shared/schemas/admin-users";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateUserByAdmin } from "../../domain/accounts/admin-users";

/** Changes a user's role or activation (never your own, never the last active admin). */
export const handler = endpoint("PATCH /api/admin/usuarios/{id}", async ({ params, body, auth }) => {
  const changes = parseInput(AdminUserPatchSchema, body ?? {});
  const usuario = await updateUserByAdmin(auth!.usuario.id, params.id ?? "", changes, new Date());
  return { body: { usuario, mensaje: ADMIN_USER_MESSAGES.updated } };
});
