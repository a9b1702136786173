import { normalizeText } from "@tienda/shared/rules/text";
import { paginate } from "@tienda/shared/rules/pagination";
import { ADMIN_USER_MESSAGES, type PaginaUsuariosAdmin, type UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import type { Role } from "@tienda/shared/schemas/account";
import { conflict, notFound } from "../errors";
import { revokeAllSessions } from "../../lib/auth/session";
import { getUserById } from "../../data/users";
import { changeRoleOrStatus, listAllUsers } from "../../data/admin-users";
import type { UserRecord } from "./user-record";

/** The admin's users page and its two actions: change role, activate or deactivate. */

export function toUsuarioAdmin(u: UserRecord): UsuarioAdmin {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    isActive: u.isActive,
    createdAt: u.createdAt,
    avatar: u.avatar ?? null,
  };
}

export async function listUsersForAdmin(q: {
  q?: string;
  rol?: Role;
  pagina: number;
  limite: number;
}): Promise<PaginaUsuariosAdmin> {
  const all = await listAllUsers();
  const words = q.q ? normalizeText(q.q).split(/\s+/).filter(Boolean) : [];
  const matching = all.filter((u) => {
    if (q.rol && u.role !== q.rol) return false;
    const hay = normalizeText(`${u.firstName} ${u.lastName} ${u.email}`);
    return words.every((w) => hay.includes(w));
  });
  const { items, ...page } = paginate(matching, q.pagina, q.limite);
  return {
    data: items.map(toUsuarioAdmin),
    ...page,
    resumen: {
      total: all.length,
      administradores: all.filter((u) => u.role === "admin").length,
      usuarios: all.filter((u) => u.role === "user").length,
      activos: all.filter((u) => u.isActive).length,
    },
  };
}

/**
 * An admin may not deactivate or demote themselves, and the last active admin stays. A
 * deactivated account's sessions end at once (and sign-in refuses it).
 */
export async function updateUserByAdmin(
  actingAdminId: string,
  userId: string,
  changes: { role?: Role; isActive?: boolean },
  now: Date,
): Promise<UsuarioAdmin> {
  const user = userId.length <= 64 ? await getUserById(userId) : null;
  if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
  if (userId === actingAdminId && (changes.isActive === false || changes.role === "user")) {
    throw conflict(ADMIN_USER_MESSAGES.self);
  }
  const outcome = await changeRoleOrStatus(user, changes, now);
  if (outcome === "last_admin") throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
  if (outcome === "changed") throw conflict(ADMIN_USER_MESSAGES.changed);
  if (changes.isActive === false) await revokeAllSessions(userId);
  return toUsuarioAdmin((await getUserById(userId))!);
}
