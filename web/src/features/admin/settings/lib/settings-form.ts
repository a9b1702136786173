import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { SettingsUpdateSchema } from "@tienda/shared/schemas/settings-input";
import { parseDecimalInput } from "@tienda/shared/rules/number-input";
import {
  DEFAULT_COSTOS_ENVIO,
  DEFAULT_IGTF,
  DEFAULT_LIMITES_RESERVA,
  type AjustesTienda,
  type SettingsUpdate,
} from "@tienda/shared/schemas/settings";

/**
 * The settings form's values from what GET /api/admin/ajustes answers (pure). Only the fields
 * of SettingsUpdateSchema (it is strict), with '' for anything missing so every input is
 * controlled.
 */
export type SettingsFormValues = SettingsUpdate;

export function settingsFormValues(a: AjustesTienda | undefined): SettingsFormValues {
  const d = a?.datos_pago;
  return {
    tasa_bcv: { valor: a?.tasa_bcv.valor ?? Number.NaN, fecha: a?.tasa_bcv.fecha ?? "" },
    datos_pago: {
      pago_movil: {
        banco: (d?.pago_movil?.banco ?? "") as SettingsUpdate["datos_pago"]["pago_movil"]["banco"],
        telefono: d?.pago_movil?.telefono ?? "",
        rif: d?.pago_movil?.rif ?? "",
        titular: d?.pago_movil?.titular ?? "",
        instrucciones: d?.pago_movil?.instrucciones ?? "",
      },
      transferencia_bancaria: {
        banco: (d?.transferencia_bancaria?.banco ??
          "") as SettingsUpdate["datos_pago"]["transferencia_bancaria"]["banco"],
        cuenta: d?.transferencia_bancaria?.cuenta ?? "",
        rif: d?.transferencia_bancaria?.rif ?? "",
        titular: d?.transferencia_bancaria?.titular ?? "",
        instrucciones: d?.transferencia_bancaria?.instrucciones ?? "",
      },
      pago_ubi: {
        telefono: d?.pago_ubi?.telefono ?? "",
        rif: d?.pago_ubi?.rif ?? "",
        titular: d?.pago_ubi?.titular ?? "",
        instrucciones: d?.pago_ubi?.instrucciones ?? "",
      },
      // A dollar method is on exactly while its entry is present (absent: not offered).
      ...(d?.zelle ? { zelle: { ...d.zelle } } : {}),
      ...(d?.binance ? { binance: { ...d.binance } } : {}),
      ...(d?.efectivo_usd ? { efectivo_usd: { ...d.efectivo_usd } } : {}),
    },
    pedir_cedula_rif: a?.pedir_cedula_rif ?? false,
    igtf: { ...(a?.igtf ?? DEFAULT_IGTF) },
    mostrar_precios_bs: a?.mostrar_precios_bs ?? false,
    horas_limite_pago: a?.horas_limite_pago ?? 48,
    // No goal until the owner sets one (the dashboard then asks for it).
    meta_ventas_mensual: a?.meta_ventas_mensual ?? null,
    nombre_tienda: a?.nombre_tienda ?? "",
    razon_social: a?.razon_social ?? "",
    rif: a?.rif ?? "",
    promesas: (a?.promesas ?? []).map((p) => ({ ...p })),
    costos_envio: { ...(a?.costos_envio ?? DEFAULT_COSTOS_ENVIO) },
    limites_reserva: { ...(a?.limites_reserva ?? DEFAULT_LIMITES_RESERVA) },
    email_notificaciones: a?.email_notificaciones ?? "",
    contacto: {
      email: a?.contacto?.email ?? "",
      telefono: a?.contacto?.telefono ?? "",
      whatsapp: a?.contacto?.whatsapp ?? "",
    },
  };
}

/** A number input's value for an optional figure: empty is null (not set), anything else a number. */
export function optionalNumber(v: unknown): number | null {
  if (typeof v === "number") return v;
  // Typed the Venezuelan way too ('15.000,50'): the admin's one amount parser (NaN for a typo).
  return typeof v === "string" ? (parseDecimalInput(v) ?? null) : null;
}

/** The rate with 4 decimals as the input shows it (36.5 → '36.5000'). */
export function formatRate(n: number): string {
  return Number.isFinite(n) ? n.toFixed(4) : "";
}

/** The settings form's input values (before the schema's defaults and coercions). */
export type SettingsInput = z.input<typeof SettingsUpdateSchema>;

/**
 * What a group of the settings form (contact, shipping fees, reservation limits) gets: the form's
 * `register` and the errors of its own part `K`.
 */
export interface SettingsGroupProps<K extends keyof SettingsInput> {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<NonNullable<SettingsInput[K]>> | undefined;
}
