import { z } from "../zod-es";
import { pageNumber, pageSize, searchText } from "./query-params";

/**
 * The admin's users page (companion spec: "Admin users (/admin/usuarios)", "User (admin)"). The
 * shapes the API answers are zod schemas in ./admin-shapes.ts; their types are re-exported here.
 */
export type { PaginaUsuariosAdmin, UsuarioAdmin } from "./admin-shapes";

export const ADMIN_USERS_PAGE_SIZES = [12, 24, 48, 96] as const;

export const ADMIN_USER_MESSAGES = {
  self: "No puedes desactivar tu propia cuenta ni quitarte el rol de administrador",
  lastAdmin: "Debe quedar al menos un administrador activo",
  changed: "El usuario cambió mientras lo editabas. Vuelve a intentarlo",
  notFound: "Usuario no encontrado",
  nothing: "Indica el rol o el estado a cambiar",
  updated: "Usuario actualizado correctamente",
  badPageSize: "El tamaño de página debe ser 12, 24, 48 o 96",
} as const;

export const AdminUsersQuerySchema = z
  .object({
    q: searchText("Busca cada palabra, sin acentos, en el nombre, el apellido y el email."),
    rol: z.enum(["admin", "user"], { error: "Rol no válido" }).optional().describe("Solo usuarios con este rol."),
    pagina: pageNumber(),
    limite: pageSize(ADMIN_USERS_PAGE_SIZES, ADMIN_USER_MESSAGES.badPageSize)
      .default(12)
      .describe("Usuarios por página."),
  })
  .strict();

export const AdminUserPatchSchema = z
  .object({
    role: z.enum(["admin", "user"], { error: "Rol no válido" }).optional().describe("Rol nuevo: admin o user."),
    isActive: z
      .boolean({ error: "El estado debe ser verdadero o falso" })
      .optional()
      .describe("false desactiva la cuenta (cierra sus sesiones); true la reactiva."),
  })
  .strict()
  .refine((p) => p.role !== undefined || p.isActive !== undefined, ADMIN_USER_MESSAGES.nothing)
  .describe("Lleva al menos uno de los dos campos.");
