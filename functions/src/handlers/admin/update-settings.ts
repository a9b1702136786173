import { SETTINGS_MESSAGES } from "@tienda/shared/schemas/settings";
import { SettingsUpdateSchema } from "@tienda/shared/schemas/settings-input";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { updateSettings } from "../../domain/settings/update-settings";

/** Replaces the store settings (BCV rate, payment details, deadline, goal, shipping fees, contact), keeping who and when. */
export const handler = endpoint("PUT /api/admin/ajustes", async ({ body, auth }) => {
  const input = parseInput(SettingsUpdateSchema, body ?? {});
  const next = await updateSettings(input, auth!.usuario, new Date());
  return { body: { ajustes: next, mensaje: SETTINGS_MESSAGES.saved } };
});
