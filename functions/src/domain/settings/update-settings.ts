import {
  DEFAULT_COSTOS_ENVIO,
  DEFAULT_DESCUENTO_PRIMERA_COMPRA,
  DEFAULT_IGTF,
  DEFAULT_LIMITES_RESERVA,
  type AjustesTienda,
} from "@tienda/shared/schemas/settings";
import type { SettingsUpdate } from "@tienda/shared/schemas/settings-input";
import { getSettings, saveSettings } from "../../data/settings";
import { applyCostsToMethods, costsFromMethods, type MetodoEnvioTienda } from "@tienda/shared/rules/delivery";
import { getCurrentRate } from "../../data/bcv-rates";

/**
 * Replaces the store settings, keeping who and when. The optional groups (shipping fees, unit
 * limits, contact details) keep their stored value when the body leaves them out; a contact field
 * left empty is cleared. Returns what was saved.
 */
export async function updateSettings(
  input: SettingsUpdate,
  by: { firstName: string; lastName: string; email: string },
  now: Date,
): Promise<AjustesTienda> {
  const previous = await getSettings();
  const delivery = deliverySettings(input, previous);
  const next: AjustesTienda = {
    ...input,
    // getSettings fills the defaults for a store saved before these groups existed.
    costos_envio: delivery.costos_envio,
    metodos_envio: delivery.metodos_envio,
    limites_reserva: input.limites_reserva ?? previous?.limites_reserva ?? { ...DEFAULT_LIMITES_RESERVA },
    contacto: input.contacto
      ? {
          email: input.contacto.email ?? null,
          telefono: input.contacto.telefono ?? null,
          whatsapp: input.contacto.whatsapp ?? null,
        }
      : (previous?.contacto ?? { email: null, telefono: null, whatsapp: null }),
    // Absent keeps the stored value; null clears it (getSettings answers null/[]/off when unset).
    meta_ventas_mensual: keep(input.meta_ventas_mensual, previous?.meta_ventas_mensual, null),
    nombre_tienda: keep(input.nombre_tienda, previous?.nombre_tienda, null),
    razon_social: keep(input.razon_social, previous?.razon_social, null),
    rif: keep(input.rif, previous?.rif, null),
    email_notificaciones: keep(input.email_notificaciones, previous?.email_notificaciones, null),
    descuento_primera_compra: input.descuento_primera_compra ??
      previous?.descuento_primera_compra ?? { ...DEFAULT_DESCUENTO_PRIMERA_COMPRA },
    promesas: input.promesas ?? previous?.promesas ?? [],
    pedir_cedula_rif: input.pedir_cedula_rif ?? previous?.pedir_cedula_rif ?? false,
    igtf: input.igtf ?? previous?.igtf ?? { ...DEFAULT_IGTF },
    mostrar_precios_bs: input.mostrar_precios_bs ?? previous?.mostrar_precios_bs ?? false,
    actualizado_por: `${by.firstName} ${by.lastName}`.trim() || by.email,
    actualizado_en: now.toISOString(),
  };
  // A rate the admin changed is hers ('manual': the automatic update never replaces it for that
  // day); a save that leaves it as it was keeps where it came from.
  const sameRate =
    previous?.tasa_bcv?.valor === next.tasa_bcv.valor && previous?.tasa_bcv?.fecha === next.tasa_bcv.fecha;
  const origen = sameRate ? ((await getCurrentRate())?.origen ?? "inicial") : "manual";
  await saveSettings(next, previous, {
    origen,
    ...(sameRate
      ? {}
      : { typed: { ...next.tasa_bcv, origen: "manual", registrada: next.actualizado_en, aplicada: true } }),
  });
  return next;
}

/**
 * The delivery methods and the older `costos_envio` (docs/delivery.md, "Two settings, one
 * truth"): the methods price every order, and `costos_envio` is the view older clients have of
 * two of them, `estandar` and `express`. A body with `metodos_envio` sets the methods; a
 * `costos_envio` that says something else than those two methods do sets their fees (an older
 * client, or the settings page's fee fields); a body with neither keeps both. `costos_envio` is
 * then read off the methods again. A store's first save without methods has none: the owner
 * adds them in 'Envíos' (the setup checklist asks).
 */
function deliverySettings(
  input: SettingsUpdate,
  previous: AjustesTienda | null,
): Pick<AjustesTienda, "costos_envio" | "metodos_envio"> {
  const storedCosts = previous?.costos_envio ?? { ...DEFAULT_COSTOS_ENVIO };
  let metodos = input.metodos_envio ? input.metodos_envio.map(cleanMethod) : (previous?.metodos_envio ?? []);
  const sent = input.costos_envio;
  const implied = costsFromMethods(metodos, storedCosts);
  const differs =
    sent &&
    (implied.estandar !== sent.estandar ||
      implied.umbral_gratis !== sent.umbral_gratis ||
      implied.express !== sent.express);
  if (sent && differs) {
    metodos = applyCostsToMethods(metodos, sent);
  }
  return { metodos_envio: metodos, costos_envio: costsFromMethods(metodos, sent ?? storedCosts) };
}

/** Keeps only what the method's type uses (no couriers on a pickup, no address on a courier). */
function cleanMethod(m: NonNullable<SettingsUpdate["metodos_envio"]>[number]): MetodoEnvioTienda {
  const { couriers, direccion, horario, estados, tarifas_por_estado, gratis_desde, ...base } = m;
  return {
    ...base,
    gratis_desde: gratis_desde ?? null,
    ...(tarifas_por_estado && Object.keys(tarifas_por_estado).length > 0
      ? { tarifas_por_estado: tarifas_por_estado as Record<string, number> }
      : {}),
    ...(estados && estados.length > 0 ? { estados: [...new Set(estados)] } : {}),
    ...((m.tipo === "oficina" || m.tipo === "cobro_destino") && couriers?.length ? { couriers } : {}),
    ...(m.tipo === "retiro" ? { direccion: direccion ?? "", horario: horario ?? "" } : {}),
  };
}

/** A field the body may leave out (keep what is stored), send null (clear it) or set. */
function keep<T>(sent: T | null | undefined, stored: T | null | undefined, unset: T | null): T | null {
  return sent !== undefined ? sent : (stored ?? unset);
}
