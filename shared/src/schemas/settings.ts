import { z } from "zod";
import { decimalEs } from "../rules/decimal";

/**
 * Store settings (one item, edited in the admin area): the BCV rate, the store's own payment
 * details per method, the payment deadline and the monthly sales goal. The checkout reads the
 * public part (GET /api/ajustes/publicos). The shapes the API answers are zod schemas in
 * ./admin-shapes.ts; their types are re-exported here.
 */
export type { AjustesPublicos, AjustesTienda, DatosPagoTienda } from "./admin-shapes";

/** Bs amounts in the es-VE format: 'Bs. 1.234,56' (by hand, see rules/decimal.ts). */
let bsFormat: Intl.NumberFormat | undefined;
export function formatBs(amount: number): string {
  const text =
    decimalEs(amount, 2, 2, 4) ??
    (bsFormat ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
      amount,
    );
  return `Bs. ${text}`;
}

/**
 * USD cents → Bs cents at a rate of Bs per USD. The rate is taken to 4 decimals (integer
 * ten-thousandths) so the product stays exact in integers.
 */
export function usdCentsToBsCents(usdCents: number, rate: number): number {
  const rateE4 = Math.round(rate * 10_000);
  return Math.round((usdCents * rateE4) / 10_000);
}

export const SETTINGS_MESSAGES = {
  tasa: "La tasa BCV debe ser un número mayor que 0",
  fecha: "La fecha de la tasa debe tener el formato AAAA-MM-DD",
  banco: "Selecciona un banco",
  cuenta: "La cuenta debe tener 20 dígitos",
  telefono: "Teléfono inválido",
  rif: "RIF inválido (por ejemplo J-12345678-9)",
  titular: "El titular es requerido",
  horas: "El plazo de pago debe ser un número entero de horas entre 1 y 168",
  meta: "La meta mensual debe ser un número mayor o igual a 0",
  saved: "Ajustes guardados correctamente",
} as const;

const BANK_IDS = ["banesco", "mercantil", "venezuela", "provincial", "bicentenario"] as const;
const text = (max: number) => z.string().trim().max(max, "El texto es demasiado largo");
const rif = z
  .string({ error: SETTINGS_MESSAGES.rif })
  .trim()
  .regex(/^[VEJGP]-?\d{6,9}-?\d$/i, SETTINGS_MESSAGES.rif);
const titular = z
  .string({ error: SETTINGS_MESSAGES.titular })
  .trim()
  .min(1, SETTINGS_MESSAGES.titular)
  .max(120, "El texto es demasiado largo");
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{7,20}$/, SETTINGS_MESSAGES.telefono);
const banco = z.enum(BANK_IDS, { error: SETTINGS_MESSAGES.banco });

/** PUT /api/admin/ajustes: the whole settings, validated (the admin area's settings page). */
export const SettingsUpdateSchema = z
  .object({
    tasa_bcv: z
      .object({
        valor: z
          .number({ error: SETTINGS_MESSAGES.tasa })
          .positive(SETTINGS_MESSAGES.tasa)
          .max(1_000_000, SETTINGS_MESSAGES.tasa),
        fecha: z.string({ error: SETTINGS_MESSAGES.fecha }).regex(/^\d{4}-\d{2}-\d{2}$/, SETTINGS_MESSAGES.fecha),
      })
      .strict(),
    datos_pago: z
      .object({
        pago_movil: z.object({ banco, telefono: phone, rif, titular, instrucciones: text(300).optional() }).strict(),
        transferencia_bancaria: z
          .object({
            banco,
            cuenta: z
              .string({ error: SETTINGS_MESSAGES.cuenta })
              .trim()
              .refine((c) => c.replace(/[\s-]/g, "").length === 20 && /^[\d\s-]+$/.test(c), SETTINGS_MESSAGES.cuenta),
            rif,
            titular,
            instrucciones: text(300).optional(),
          })
          .strict(),
        pago_ubi: z.object({ telefono: phone, rif, titular, instrucciones: text(300).optional() }).strict(),
      })
      .strict(),
    horas_limite_pago: z
      .number({ error: SETTINGS_MESSAGES.horas })
      .int(SETTINGS_MESSAGES.horas)
      .min(1, SETTINGS_MESSAGES.horas)
      .max(168, SETTINGS_MESSAGES.horas),
    meta_ventas_mensual: z
      .number({ error: SETTINGS_MESSAGES.meta })
      .min(0, SETTINGS_MESSAGES.meta)
      .max(1e9, SETTINGS_MESSAGES.meta),
  })
  .strict();
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

/** The BCV rate as published, with up to 4 decimals: 'Bs. 236,4571'. */
let rateFormat: Intl.NumberFormat | undefined;
export function formatRate(rate: number): string {
  const text =
    decimalEs(rate, 2, 4, 4) ??
    (rateFormat ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 4 })).format(
      rate,
    );
  return `Bs. ${text}`;
}
