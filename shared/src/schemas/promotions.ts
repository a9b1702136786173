import { z } from "../zod-es";
import { hasAtMostDecimals } from "../rules/numbers";

/**
 * Promo codes as the admin edits them (GET|POST /api/admin/promociones, PUT|DELETE
 * /api/admin/promociones/{codigo}) and the reasons a code does not apply, as the quote, the
 * cart's 'Aplicar' and the order route name them. Money is USD in the API, cents on the server.
 */

/** Letters, digits, '-' and '_': what a shopper can type and read back unambiguously. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;

export const PROMO_MESSAGES = {
  codigo: "El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos",
  porcentaje: "El porcentaje debe ser un número entero entre 1 y 90",
  fecha: "Fecha no válida",
  fechas: "La fecha de fin debe ser posterior a la de inicio",
  usosMaximos: "El límite de usos debe ser un número entero entre 1 y 1.000.000",
  subtotalMinimo: "El subtotal mínimo debe ser un número entre 0,01 y 100.000 con hasta 2 decimales",
  vacio: "Indica al menos un campo a cambiar",
  duplicado: "Ya existe un código promocional con ese nombre",
  noEncontrado: "Código promocional no encontrado",
  eliminado: "Código promocional eliminado",
} as const;

/** Why a code does not apply (functions/src/domain/promotions/promo-rules.ts words each one). */
export const PROMO_REASONS = [
  "desconocido",
  "inactivo",
  "no_vigente",
  "vencido",
  "agotado",
  "minimo",
  "ya_usado",
] as const;
export type PromoMotivo = (typeof PROMO_REASONS)[number];

const codigo = z
  .string({ error: PROMO_MESSAGES.codigo })
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, PROMO_MESSAGES.codigo)
  .describe("El código: de 3 a 20 letras, números, guiones o guiones bajos; se guarda en mayúsculas.");
const porcentaje = z
  .number({ error: PROMO_MESSAGES.porcentaje })
  .int(PROMO_MESSAGES.porcentaje)
  .min(1, PROMO_MESSAGES.porcentaje)
  .max(90, PROMO_MESSAGES.porcentaje);
// Stored as UTC ISO text, so the order's transaction can compare it with the time as text.
const instant = z.iso
  .datetime({ offset: true, error: PROMO_MESSAGES.fecha })
  .refine((s) => {
    const y = new Date(s).getUTCFullYear();
    return y >= 2000 && y <= 2100;
  }, PROMO_MESSAGES.fecha)
  .transform((s) => new Date(s).toISOString());
const usosMaximos = z
  .number({ error: PROMO_MESSAGES.usosMaximos })
  .int(PROMO_MESSAGES.usosMaximos)
  .min(1, PROMO_MESSAGES.usosMaximos)
  .max(1_000_000, PROMO_MESSAGES.usosMaximos);
const subtotalMinimo = z
  .number({ error: PROMO_MESSAGES.subtotalMinimo })
  .min(0.01, PROMO_MESSAGES.subtotalMinimo)
  .max(100_000, PROMO_MESSAGES.subtotalMinimo)
  .refine((n) => hasAtMostDecimals(n, 2), PROMO_MESSAGES.subtotalMinimo);

const rules = {
  porcentaje: porcentaje.describe("Descuento en por ciento, de 1 a 90."),
  desde: instant
    .nullable()
    .optional()
    .describe("Desde cuándo aplica (fecha y hora ISO 8601); null o sin él, desde ya."),
  hasta: instant
    .nullable()
    .optional()
    .describe("Hasta cuándo aplica (fecha y hora ISO 8601), posterior a desde; null o sin él, sin fin."),
  usos_maximos: usosMaximos
    .nullable()
    .optional()
    .describe("Cuántos pedidos pueden usarlo en total; null o sin él, sin límite."),
  una_vez_por_cliente: z
    .boolean({ error: "una_vez_por_cliente debe ser verdadero o falso" })
    .describe("true: cada comprador (cuenta o email) lo usa una sola vez."),
  subtotal_minimo: subtotalMinimo
    .nullable()
    .optional()
    .describe("Subtotal mínimo del carrito en USD; null o sin él, sin mínimo."),
  activo: z.boolean({ error: "activo debe ser verdadero o falso" }).describe("false: el código no aplica."),
};

const windowOk = (p: { desde?: string | null; hasta?: string | null }) =>
  !p.desde || !p.hasta || Date.parse(p.hasta) > Date.parse(p.desde);

/** POST /api/admin/promociones. */
export const PromoCreateSchema = z
  .strictObject({
    codigo,
    ...rules,
    una_vez_por_cliente: rules.una_vez_por_cliente.default(false),
    activo: rules.activo.default(true),
  })
  .refine(windowOk, { message: PROMO_MESSAGES.fechas, path: ["hasta"] })
  .describe("Si hay desde y hasta, hasta es posterior a desde.");
export type PromoCreate = z.output<typeof PromoCreateSchema>;

/**
 * PUT /api/admin/promociones/{codigo}: the fields to change (absent: unchanged; null: removed).
 * The code itself never changes: its uses are counted under it.
 */
export const PromoUpdateSchema = z
  .strictObject({
    porcentaje: porcentaje.optional().describe("Descuento nuevo en por ciento, de 1 a 90."),
    desde: rules.desde.describe("Desde cuándo aplica (ISO 8601); null lo quita."),
    hasta: rules.hasta.describe("Hasta cuándo aplica (ISO 8601); null lo quita."),
    usos_maximos: rules.usos_maximos.describe("Usos máximos en total; null lo quita."),
    una_vez_por_cliente: rules.una_vez_por_cliente.optional().describe("true: cada comprador lo usa una sola vez."),
    subtotal_minimo: rules.subtotal_minimo.describe("Subtotal mínimo en USD; null lo quita."),
    activo: rules.activo.optional().describe("false: el código deja de aplicar."),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), PROMO_MESSAGES.vacio)
  .refine(windowOk, { message: PROMO_MESSAGES.fechas, path: ["hasta"] })
  .describe("Lleva al menos un campo; si hay desde y hasta, hasta es posterior a desde.");
export type PromoUpdate = z.output<typeof PromoUpdateSchema>;

/** A promo code as the admin sees it: its rules and the uses counted so far. */
export const PromocionAdminSchema = z.object({
  codigo: z.string(),
  porcentaje: z.number(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  usos_maximos: z.number().nullable(),
  una_vez_por_cliente: z.boolean(),
  /** USD. */
  subtotal_minimo: z.number().nullable(),
  activo: z.boolean(),
  /** Orders that hold a use now (a cancelled or expired order gives its use back). */
  usos: z.number(),
  creado: z.string(),
  actualizado: z.string(),
});
export type PromocionAdmin = z.infer<typeof PromocionAdminSchema>;

export const PromocionesAdminSchema = z.object({ promociones: z.array(PromocionAdminSchema) });
export const PromocionGuardadaSchema = z.object({ promocion: PromocionAdminSchema });
