import {
  DEFAULT_COSTOS_ENVIO,
  DEFAULT_LIMITES_RESERVA,
  SETTINGS_MESSAGES,
  type AjustesTienda,
} from "@tienda/shared/schemas/settings";
import { SettingsUpdateSchema } from "@tienda/shared/schemas/settings-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { getSettings, saveSettings } from "../../data/settings";

/** Replaces the store settings (BCV rate, payment details, deadline, goal, shipping fees, contact), keeping who and when. */
export const handler = endpoint("PUT /api/admin/ajustes", async ({ body, auth }) => {
  const input = parseInput(SettingsUpdateSchema, body ?? {});
  const previous = await getSettings();
  const u = auth!.usuario;
  const next: AjustesTienda = {
    ...input,
    // Optional in the body: without it the fees stay as they were (getSettings fills 15/100/25).
    costos_envio: input.costos_envio ?? previous?.costos_envio ?? { ...DEFAULT_COSTOS_ENVIO },
    // Likewise: without it the unit limits stay as they were (getSettings fills 10/30).
    limites_reserva: input.limites_reserva ?? previous?.limites_reserva ?? { ...DEFAULT_LIMITES_RESERVA },
    // Likewise the contact details; a field left empty is cleared.
    contacto: input.contacto
      ? {
          email: input.contacto.email ?? null,
          telefono: input.contacto.telefono ?? null,
          whatsapp: input.contacto.whatsapp ?? null,
        }
      : (previous?.contacto ?? { email: null, telefono: null, whatsapp: null }),
    actualizado_por: `${u.firstName} ${u.lastName}`.trim() || u.email,
    actualizado_en: new Date().toISOString(),
  };
  await saveSettings(next, previous);
  return { body: { ajustes: next, mensaje: SETTINGS_MESSAGES.saved } };
});
