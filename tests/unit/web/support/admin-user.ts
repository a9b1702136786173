import type { UsuarioAdmin } from "@tienda/shared/schemas/admin-users";

/** A user as the admin's users page receives it (an active shopper), with overrides. */
export function adminUser(o: Partial<UsuarioAdmin> = {}): UsuarioAdmin {
  return {
    id: "u-1",
    firstName: "María",
    lastName: "González",
    email: "maria@tienda.com",
    role: "user",
    isActive: true,
    createdAt: "2026-03-05T14:30:00.000Z",
    avatar: null,
    ...o,
  };
}
