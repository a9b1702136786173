import { z } from "../zod-es";
import { EMAIL_FORMAT, EmailSchema } from "../rules/email";
import { NewPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MAX_PATTERN, PASSWORD_MESSAGES } from "../rules/password";
import { isValidPhone, PHONE_PATTERN } from "../rules/phone";
import { isPersonName, PERSON_NAME_FORMAT, PERSON_NAME_MESSAGES } from "../rules/person-name";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageType } from "../rules/uploads";
import type { Preferencias } from "./account-shapes";

/**
 * Account validation (storefront spec §3 User, §5 validation rules), shared by the API and the
 * forms so both show the same Spanish messages. The shapes the API answers (user, cart lines,
 * presigned uploads) are zod schemas in ./account-shapes.ts; their types are re-exported here.
 */

export type {
  CuentaDemo,
  LineaCarrito,
  Preferencias,
  Role,
  SubidaPresignada,
  Usuario,
  UsuarioGuardado,
} from "./account-shapes";

/** The spec's defaults of the notification and privacy preferences (§3). */
export const PREFERENCIAS_POR_DEFECTO: Preferencias = {
  emailNotifications: true,
  smsNotifications: false,
  promotionalEmails: true,
  orderUpdates: true,
  newsletter: true,
  twoFactorAuth: false,
  publicProfile: false,
  showEmail: false,
  showPhone: false,
};

export const PREFERENCIA_CLAVES = Object.keys(PREFERENCIAS_POR_DEFECTO) as (keyof Preferencias)[];

export const AUTH_MESSAGES = {
  emailRequired: "El email es requerido",
  emailInvalid: "Email inválido",
  firstNameRequired: "El nombre es requerido",
  firstNameShort: "El nombre debe tener al menos 2 caracteres",
  lastNameRequired: "El apellido es requerido",
  lastNameShort: "El apellido debe tener al menos 2 caracteres",
  invalidCredentials: "Email o contraseña incorrectos",
  emailTaken: "Este email ya está registrado",
  inactive: "Tu cuenta está desactivada. Contacta con soporte para recuperar el acceso",
  throttled: "Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo",
  registrationThrottled: "Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo en una hora",
  accountThrottled:
    "Demasiados intentos fallidos en esta cuenta. Inténtalo más tarde o desde un dispositivo donde ya hayas iniciado sesión",
  loginOk: "¡Inicio de sesión exitoso!",
  registerOk: "¡Cuenta creada exitosamente!",
  loginError: "Error al iniciar sesión",
  registerError: "Error al crear la cuenta",
  pageError: "Ha ocurrido un error. Por favor intenta nuevamente.",
  loggedOut: "Sesión cerrada correctamente",
  synced: "Tus productos se han sincronizado con tu cuenta",
  authRequired: "Debes iniciar sesión para realizar esta acción",
} as const;

export const PROFILE_MESSAGES = {
  namesRequired: "Nombre y apellido son obligatorios",
  emailInvalid: "Email inválido",
  phoneInvalid: "Teléfono inválido",
  birthDateInvalid: "Fecha de nacimiento inválida",
  websiteInvalid: "Sitio web inválido",
  bioTooLong: "La biografía no puede tener más de 500 caracteres",
  fieldTooLong: "El texto es demasiado largo",
  saved: "Perfil actualizado correctamente",
  passwordChanged: "Contraseña cambiada correctamente",
  preferencesSaved: "Preferencias guardadas correctamente",
  emailPasswordRequired: "Ingresa tu contraseña actual para cambiar el email",
  currentPasswordWrong: "La contraseña actual es incorrecta",
  emailChangeSent:
    "Te enviamos un enlace al nuevo email para confirmar el cambio. Tu email no cambia hasta que abras ese enlace",
  emailChangeThrottled: "Demasiadas solicitudes de cambio de email. Inténtalo de nuevo en una hora",
  emailLinkInvalid:
    "El enlace para confirmar el email no es válido o ya caducó. Pide el cambio de nuevo desde tu perfil",
  emailChanged: "Tu email se actualizó correctamente",
} as const;

const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(EmailSchema(AUTH_MESSAGES.emailInvalid))
  .meta(EMAIL_FORMAT);

/** Names go into the store's emails and pages: letters, spaces and name punctuation only (rules/person-name.ts). */
const nameField = (required: string, short: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(2, short)
    .max(60, PROFILE_MESSAGES.fieldTooLong)
    .refine(isPersonName, invalid)
    .meta(PERSON_NAME_FORMAT);

/** Login: presence and format only (the password rule is not revealed here). Unknown fields are refused. */
export const LoginSchema = z.strictObject({
  email: emailField.describe("Email de la cuenta."),
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .regex(PASSWORD_MAX_PATTERN, PASSWORD_MESSAGES.tooLong)
    .describe("Contraseña."),
});
export type LoginInput = z.input<typeof LoginSchema>;

const registerFields = {
  firstName: nameField(
    AUTH_MESSAGES.firstNameRequired,
    AUTH_MESSAGES.firstNameShort,
    PERSON_NAME_MESSAGES.nombre,
  ).describe("Nombre."),
  lastName: nameField(
    AUTH_MESSAGES.lastNameRequired,
    AUTH_MESSAGES.lastNameShort,
    PERSON_NAME_MESSAGES.apellido,
  ).describe("Apellido."),
  email: emailField.describe("Email de la cuenta (único)."),
  password: NewPasswordSchema().describe(
    "Contraseña: de 8 a 128 caracteres, con una mayúscula, una minúscula y un número.",
  ),
};

/** Registration as the API takes it; confirmPassword is checked when sent. */
export const RegisterSchema = z
  .strictObject({
    ...registerFields,
    confirmPassword: z.string().optional().describe("Repetición de la contraseña; si se envía, debe coincidir."),
  })
  .refine((d) => d.confirmPassword === undefined || d.confirmPassword === d.password, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ["confirmPassword"],
  })
  .describe("confirmPassword, si se envía, es igual a password.");
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The register form: confirmation required. */
export const RegisterFormSchema = z
  .strictObject({
    ...registerFields,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((d) => d.confirmPassword === d.password, { message: PASSWORD_MESSAGES.mismatch, path: ["confirmPassword"] });

const optionalText = (max: number, message: string = PROFILE_MESSAGES.fieldTooLong) =>
  z.string().trim().max(max, message).optional();

function isValidBirthDate(s: string): boolean {
  if (s === "") return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return false;
  return d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
}

function isValidWebsite(s: string): boolean {
  if (s === "") return true;
  try {
    const u = new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * Profile save (§5). `avatar`: leave out to keep, null to remove, or the `clave` of an avatar
 * uploaded through POST /api/subidas (the server checks the stored object before attaching it).
 * `currentPassword` is required (and checked) only when the email changes.
 */
export const ProfileUpdateSchema = z.strictObject({
  firstName: z
    .string({ error: PROFILE_MESSAGES.namesRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.namesRequired)
    .max(60, PROFILE_MESSAGES.fieldTooLong)
    .refine(isPersonName, PERSON_NAME_MESSAGES.nombre)
    .meta(PERSON_NAME_FORMAT)
    .describe("Nombre."),
  lastName: z
    .string({ error: PROFILE_MESSAGES.namesRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.namesRequired)
    .max(60, PROFILE_MESSAGES.fieldTooLong)
    .refine(isPersonName, PERSON_NAME_MESSAGES.apellido)
    .meta(PERSON_NAME_FORMAT)
    .describe("Apellido."),
  email: z
    .string({ error: PROFILE_MESSAGES.emailInvalid })
    .trim()
    .pipe(EmailSchema(PROFILE_MESSAGES.emailInvalid))
    .meta(EMAIL_FORMAT)
    .describe("Email de la cuenta; uno nuevo se confirma por el enlace que se le envía (pide currentPassword)."),
  phone: z
    .string()
    .trim()
    .max(30, PROFILE_MESSAGES.phoneInvalid)
    .refine(isValidPhone, PROFILE_MESSAGES.phoneInvalid)
    .meta({ pattern: PHONE_PATTERN.source })
    .optional()
    .describe("Teléfono."),
  birthDate: z
    .string()
    .trim()
    .refine(isValidBirthDate, PROFILE_MESSAGES.birthDateInvalid)
    .optional()
    .describe("Fecha de nacimiento (AAAA-MM-DD); vacío la quita."),
  address: optionalText(200).describe("Dirección."),
  city: optionalText(100).describe("Ciudad."),
  country: optionalText(100).describe("País."),
  postalCode: optionalText(20).describe("Código postal."),
  bio: optionalText(500, PROFILE_MESSAGES.bioTooLong).describe("Presentación breve."),
  website: z
    .string()
    .trim()
    .max(200, PROFILE_MESSAGES.websiteInvalid)
    .refine(isValidWebsite, PROFILE_MESSAGES.websiteInvalid)
    .optional()
    .describe("Sitio web (http o https)."),
  company: optionalText(100).describe("Empresa."),
  avatar: z
    .string()
    .max(300)
    .nullable()
    .optional()
    .describe(
      "Sin él, se conserva; null lo quita; o la clave de un avatar subido con POST /api/subidas (proposito avatar).",
    ),
  currentPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4, PASSWORD_MESSAGES.currentWrong)
    .optional()
    .describe("Contraseña actual: obligatoria solo al cambiar el email."),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** POST /api/usuarios/me/email/confirmar: the token of the link sent to the new address. */
export const ConfirmEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: PROFILE_MESSAGES.emailLinkInvalid })
    .trim()
    .min(1, PROFILE_MESSAGES.emailLinkInvalid)
    .max(100, PROFILE_MESSAGES.emailLinkInvalid)
    .describe("El token del enlace enviado al email nuevo."),
});
export type ConfirmEmailChangeInput = z.input<typeof ConfirmEmailChangeSchema>;

/** Password change (§5): the button stays disabled until all three are filled. */
export const PasswordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH * 4, PASSWORD_MESSAGES.currentWrong)
      .describe("Contraseña actual."),
    newPassword: NewPasswordSchema(PASSWORD_MESSAGES.rule).describe(
      "Contraseña nueva: de 8 a 128 caracteres, con una mayúscula, una minúscula y un número, distinta de la actual.",
    ),
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }).describe("Repetición de la contraseña nueva."),
  })
  .refine((d) => d.confirmPassword === d.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ["confirmPassword"],
  })
  .describe("confirmPassword es igual a newPassword.");
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;

/** What each preference means, for the API reference. */
const PREFERENCIA_TEXTOS: Record<keyof Preferencias, string> = {
  emailNotifications: "Recibir avisos por email.",
  smsNotifications: "Recibir avisos por SMS.",
  promotionalEmails: "Recibir emails promocionales.",
  orderUpdates: "Recibir avisos de los cambios de sus pedidos.",
  newsletter: "Recibir el newsletter.",
  twoFactorAuth: "Verificación en dos pasos.",
  publicProfile: "Perfil público.",
  showEmail: "Mostrar el email en el perfil.",
  showPhone: "Mostrar el teléfono en el perfil.",
};

/** Any subset of the nine preferences; unknown keys are refused. */
export const PreferencesUpdateSchema = z.strictObject(
  Object.fromEntries(
    PREFERENCIA_CLAVES.map((k) => [
      k,
      z.boolean({ error: "Las preferencias deben ser verdadero o falso" }).optional().describe(PREFERENCIA_TEXTOS[k]),
    ]),
  ) as { [K in keyof Preferencias]: z.ZodOptional<z.ZodBoolean> },
  {
    error: (iss) => (iss.code === "unrecognized_keys" ? "Preferencia desconocida" : "Las preferencias no son válidas"),
  },
);

export const MAX_CART_LINES = 100;
export const MAX_FAVORITES = 500;
export const MAX_LINE_QUANTITY = 999;

const idField = z
  .string({ error: "Producto inválido" })
  .trim()
  .min(1, "Producto inválido")
  .max(100, "Producto inválido");

export const CartPutSchema = z.strictObject({
  lineas: z
    .array(
      z.strictObject({
        productoId: idField,
        talla: z.string({ error: "Talla inválida" }).trim().min(1, "Talla inválida").max(20, "Talla inválida"),
        color: z.string({ error: "Color inválido" }).trim().min(1, "Color inválido").max(40, "Color inválido"),
        cantidad: z
          .number({ error: "Cantidad inválida" })
          .int("Cantidad inválida")
          .max(MAX_LINE_QUANTITY, "Cantidad inválida"),
      }),
      { error: "El carrito no es válido" },
    )
    .max(MAX_CART_LINES, `El carrito admite como máximo ${MAX_CART_LINES} líneas`)
    .describe("Las líneas del carrito (producto, talla, color y cantidad); las de cantidad 0 o menor se descartan."),
  fusionar: z
    .boolean()
    .optional()
    .describe("true: suma estas líneas a las guardadas (al iniciar sesión) en vez de reemplazarlas."),
});

export const FavoritesPutSchema = z.strictObject({
  productos: z
    .array(idField, { error: "La lista de favoritos no es válida" })
    .max(MAX_FAVORITES, `La lista de favoritos admite como máximo ${MAX_FAVORITES} productos`)
    .describe("Ids de productos favoritos."),
  fusionar: z.boolean().optional().describe("true: los añade a los guardados en vez de reemplazarlos."),
});

export const UPLOAD_PURPOSES = ["comprobante", "producto", "avatar"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** POST /api/subidas: declared type and size are checked here, the stored object again on attach. */
export const UploadRequestSchema = z.strictObject({
  proposito: z
    .enum(UPLOAD_PURPOSES, { error: UPLOAD_MESSAGES.unavailablePurpose })
    .describe("Para qué es la imagen: comprobante (cualquiera), avatar (una cuenta) o producto (un administrador)."),
  // An enum (not a check) so the API reference lists the accepted types.
  tipo: z
    .enum(Object.keys(IMAGE_TYPES) as [ImageType, ...ImageType[]], { error: UPLOAD_MESSAGES.invalidImage })
    .describe("Tipo de la imagen."),
  tamano: z
    .number({ error: UPLOAD_MESSAGES.invalidImage })
    .int(UPLOAD_MESSAGES.invalidImage)
    .positive(UPLOAD_MESSAGES.invalidImage)
    // Larger is refused with 413 by the handler; the reference states the bound.
    .meta({ maximum: MAX_IMAGE_BYTES })
    .describe("Tamaño del archivo en bytes (hasta 5 MB)."),
});

export { MAX_IMAGE_BYTES };
