import { z } from "../zod-es";

/**
 * Account shapes as the API sends them (storefront spec §3 User), as zod schemas with the types
 * inferred from them; the request schemas with their Spanish messages are in ./account.ts. The SPA
 * imports this module with `import type` only.
 */

export const RoleSchema = z.enum(["admin", "user"]);
export type Role = z.infer<typeof RoleSchema>;

/** Notification and privacy preferences (§3); defaults in PREFERENCIAS_POR_DEFECTO. */
export const PreferenciasSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  promotionalEmails: z.boolean(),
  orderUpdates: z.boolean(),
  newsletter: z.boolean(),
  twoFactorAuth: z.boolean(),
  publicProfile: z.boolean(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
});
export type Preferencias = z.infer<typeof PreferenciasSchema>;

/** A user as the API returns it: never with the password. Optional profile texts are '' when unset. */
export const UsuarioSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  /** Path served by the site (e.g. '/img/avatars/<uuid>.png') or null. */
  avatar: z.string().nullable(),
  createdAt: z.string(),
  isActive: z.boolean(),
  phone: z.string(),
  /** 'YYYY-MM-DD' or ''. */
  birthDate: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  postalCode: z.string(),
  bio: z.string(),
  website: z.string(),
  company: z.string(),
  preferencias: PreferenciasSchema,
});
export type Usuario = z.infer<typeof UsuarioSchema>;

/** Sign-in, registration, profile and preference saves: the user as saved and a message. */
export const UsuarioGuardadoSchema = z.object({ usuario: UsuarioSchema, mensaje: z.string() });
export type UsuarioGuardado = z.infer<typeof UsuarioGuardadoSchema>;

/**
 * PUT /api/usuarios/me: the saved user; with `emailPendiente` when a new sign-in email waits for
 * the confirmation link sent to it (the account's email is still the old one).
 */
export const PerfilGuardadoSchema = UsuarioGuardadoSchema.extend({ emailPendiente: z.string().optional() });
export type PerfilGuardado = z.infer<typeof PerfilGuardadoSchema>;

/** GET /api/auth/sesion: the signed-in user, or null for guests. */
export const SesionSchema = z.object({ usuario: UsuarioSchema.nullable() });

/** GET /api/auth/cuentas-demo: the login page's demo accounts (only in demo mode, else []). */
export const CuentaDemoSchema = z.object({
  email: z.string(),
  password: z.string(),
  role: RoleSchema,
  nombre: z.string(),
});
export type CuentaDemo = z.infer<typeof CuentaDemoSchema>;
export const CuentasDemoSchema = z.object({ cuentas: z.array(CuentaDemoSchema) });

/** Cart lines as the cart API takes and returns them. */
export const LineaCarritoSchema = z.object({
  productoId: z.string(),
  talla: z.string(),
  color: z.string(),
  cantidad: z.number(),
});
export type LineaCarrito = z.infer<typeof LineaCarritoSchema>;

/** GET and PUT /api/carrito: the lines kept (the version travels as the ETag header). */
export const CarritoSchema = z.object({ lineas: z.array(LineaCarritoSchema) });

/** GET and PUT /api/favoritos: the favourite product ids. */
export const FavoritosSchema = z.object({ productos: z.array(z.string()) });

/** POST /api/subidas: a presigned POST (post `campos` then the file to `url`) and the object key. */
export const SubidaPresignadaSchema = z.object({
  url: z.string(),
  campos: z.record(z.string(), z.string()),
  clave: z.string(),
  expira: z.string(),
});
export type SubidaPresignada = z.infer<typeof SubidaPresignadaSchema>;
