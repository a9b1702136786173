import type { ApiQueryParams } from "@tienda/shared/api-contract";
import { ADMIN_USERS_PAGE_SIZES, type UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import { buildCsv } from "../../payments/lib/csv";

/**
 * The admin users page (pure: unit-tested): URL-kept search, role filter and page; the CSV
 * export 'usuarios.csv' with the spec's columns.
 */
export type UsersPageSize = (typeof ADMIN_USERS_PAGE_SIZES)[number];
export type RolFiltro = "" | UsuarioAdmin["role"];

export interface UserFilters {
  q: string;
  rol: RolFiltro;
  pagina: number;
  limite: UsersPageSize;
}

export const ROL_LABEL: Record<UsuarioAdmin["role"], string> = { admin: "Administrador", user: "Usuario" };

export const ROLE_OPTIONS: ReadonlyArray<{ value: RolFiltro; label: string }> = [
  { value: "", label: "Todos los roles" },
  { value: "admin", label: "Administrador" },
  { value: "user", label: "Usuario" },
];

export function parseUserParams(sp: URLSearchParams): UserFilters {
  const pagina = Number(sp.get("pagina"));
  const limite = Number(sp.get("limite"));
  const rol = sp.get("rol");
  return {
    q: (sp.get("q") ?? "").trim().slice(0, 100),
    rol: rol === "admin" || rol === "user" ? rol : "",
    pagina: Number.isInteger(pagina) && pagina >= 1 && pagina <= 10_000 ? pagina : 1,
    limite: (ADMIN_USERS_PAGE_SIZES as readonly number[]).includes(limite) ? (limite as UsersPageSize) : 12,
  };
}

export function userSearchParams(f: UserFilters): URLSearchParams {
  const sp = new URLSearchParams();
  if (f.q) sp.set("q", f.q);
  if (f.rol) sp.set("rol", f.rol);
  if (f.pagina !== 1) sp.set("pagina", String(f.pagina));
  if (f.limite !== 12) sp.set("limite", String(f.limite));
  return sp;
}

export function withUserFilters(f: UserFilters, patch: Partial<UserFilters>): UserFilters {
  const next = { ...f, ...patch };
  const changed = (Object.keys(patch) as Array<keyof UserFilters>).some((k) => k !== "pagina" && patch[k] !== f[k]);
  if (changed && patch.pagina === undefined) next.pagina = 1;
  return next;
}

/** The GET /api/admin/usuarios query (also the cache key). */
export function usersApiQuery(
  f: UserFilters,
  overrides: Partial<UserFilters> = {},
): ApiQueryParams<"GET /api/admin/usuarios"> {
  const g = { ...f, ...overrides };
  const q: ApiQueryParams<"GET /api/admin/usuarios"> = { pagina: g.pagina, limite: g.limite };
  if (g.q) q.q = g.q;
  if (g.rol) q.rol = g.rol;
  return q;
}

export const USERS_CSV_HEADER = ["ID", "Nombre", "Apellido", "Email", "Rol", "Fecha de Registro", "Estado"] as const;
export const USERS_CSV_FILE = "usuarios.csv";

export function estadoLabel(u: Pick<UsuarioAdmin, "isActive">): string {
  return u.isActive ? "Activo" : "Inactivo";
}

/** One row per user; the date through `formatDate` (es-ES day). UTF-8 BOM, CRLF, quoted as needed. */
export function usersCsv(rows: readonly UsuarioAdmin[], formatDate: (iso: string) => string): string {
  return buildCsv(
    USERS_CSV_HEADER,
    rows.map((u) => [
      u.id,
      u.firstName,
      u.lastName,
      u.email,
      ROL_LABEL[u.role] ?? u.role,
      formatDate(u.createdAt),
      estadoLabel(u),
    ]),
  );
}

/** Initials for the avatar fallback ('Ana Pérez' → 'AP'). */
export function initials(u: Pick<UsuarioAdmin, "firstName" | "lastName" | "email">): string {
  const s = `${u.firstName.trim().charAt(0)}${u.lastName.trim().charAt(0)}`.toUpperCase();
  return s || u.email.charAt(0).toUpperCase();
}

/** What the confirmation dialog says and sends for one action on one user. */
export interface ChangeCopy {
  title: string;
  text: string;
  confirm: string;
  color: string;
  body: { isActive: boolean } | { role: UsuarioAdmin["role"] };
}

/** The dialog's copy: deactivate or activate an account ('estado'), or give or take the admin role ('rol'). */
export function changeCopy(kind: "estado" | "rol", u: UsuarioAdmin): ChangeCopy {
  const name = `${u.firstName} ${u.lastName}`.trim();
  if (kind === "estado")
    return u.isActive
      ? {
          title: "¿Desactivar este usuario?",
          text: `${name} (${u.email}) no podrá iniciar sesión y sus sesiones abiertas se cerrarán.`,
          confirm: "Desactivar",
          color: "red",
          body: { isActive: false },
        }
      : {
          title: "¿Activar este usuario?",
          text: `${name} (${u.email}) podrá volver a iniciar sesión.`,
          confirm: "Activar",
          color: "green",
          body: { isActive: true },
        };
  return u.role === "admin"
    ? {
        title: "¿Quitar el rol de administrador?",
        text: `${name} pasará a ser Usuario y perderá el acceso al panel de administración.`,
        confirm: "Cambiar a Usuario",
        color: "orange",
        body: { role: "user" },
      }
    : {
        title: "¿Hacer administrador a este usuario?",
        text: `${name} tendrá acceso completo al panel de administración: productos, pagos, usuarios y ajustes.`,
        confirm: "Cambiar a Administrador",
        color: "purple",
        body: { role: "admin" },
      };
}
