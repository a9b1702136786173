import { z } from "@tienda/shared/zod-es";
import { PromoCreateSchema, type PromoCreate, type PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { parseDecimalInput } from "@tienda/shared/rules/number-input";

/**
 * The promo code form's values (text, as the inputs hold them) and their conversion to the API's
 * body. The body is checked with the API's own schema, so the form shows the server's Spanish
 * messages under the same field names before anything is sent.
 */

export interface PromoFormValues {
  codigo: string;
  porcentaje: string;
  /** `datetime-local` text in the admin's time zone, or "" (no start). */
  desde: string;
  hasta: string;
  /** "" = no limit. */
  usos_maximos: string;
  /** USD, "" = no minimum; a decimal comma is accepted. */
  subtotal_minimo: string;
  una_vez_por_cliente: boolean;
  activo: boolean;
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  codigo: "",
  porcentaje: "",
  desde: "",
  hasta: "",
  usos_maximos: "",
  subtotal_minimo: "",
  una_vez_por_cliente: false,
  activo: true,
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a `datetime-local` input shows it: the admin's own clock, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read in the admin's time zone, as an ISO instant (the text as typed when unreadable). */
export function fromLocalInput(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** Blank is "none" (null); anything else must read as a number, or stays text for the schema to refuse. */
function optionalNumber(value: string): number | string | null {
  // Read the Venezuelan way too ('1.234,56'): parseDecimalInput, shared by every admin amount.
  const n = parseDecimalInput(value);
  if (n === undefined) return null;
  return Number.isFinite(n) ? n : value;
}

export function formOf(p: PromocionAdmin): PromoFormValues {
  return {
    codigo: p.codigo,
    porcentaje: String(p.porcentaje),
    desde: toLocalInput(p.desde),
    hasta: toLocalInput(p.hasta),
    usos_maximos: p.usos_maximos === null ? "" : String(p.usos_maximos),
    subtotal_minimo: p.subtotal_minimo === null ? "" : String(p.subtotal_minimo),
    una_vez_por_cliente: p.una_vez_por_cliente,
    activo: p.activo,
  };
}

/**
 * The form's values as the API's body (POST; PUT sends the same without `codigo`), checked by the
 * API's own schema: its messages land under the form's fields of the same names.
 */
export const PromoFormSchema = z
  .object({
    codigo: z.string(),
    porcentaje: z.string(),
    desde: z.string(),
    hasta: z.string(),
    usos_maximos: z.string(),
    subtotal_minimo: z.string(),
    una_vez_por_cliente: z.boolean(),
    activo: z.boolean(),
  })
  .transform((v, ctx): PromoCreate => {
    const parsed = PromoCreateSchema.safeParse({
      codigo: v.codigo,
      porcentaje: optionalNumber(v.porcentaje) ?? undefined,
      desde: fromLocalInput(v.desde),
      hasta: fromLocalInput(v.hasta),
      usos_maximos: optionalNumber(v.usos_maximos),
      subtotal_minimo: optionalNumber(v.subtotal_minimo),
      una_vez_por_cliente: v.una_vez_por_cliente,
      activo: v.activo,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type PromoBody = PromoCreate;
