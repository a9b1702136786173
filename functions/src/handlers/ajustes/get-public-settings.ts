import type { AjustesPublicos } from "@tienda/shared/schemas/settings";
import { endpoint } from "../../lib/http";
import { HttpError } from "../../lib/errors";
import { getSettings } from "../../data/settings";
import { ORDER_MESSAGES } from "../../domain/orders/checkout";

/** What the checkout shows: the BCV rate, the store's payment details, the payment deadline and the shipping fees. */
export const handler = endpoint("GET /api/ajustes/publicos", async () => {
  const s = await getSettings();
  if (!s) throw new HttpError(503, ORDER_MESSAGES.noSettings);
  const body: AjustesPublicos = {
    tasa_bcv: s.tasa_bcv,
    datos_pago: s.datos_pago,
    horas_limite_pago: s.horas_limite_pago,
    costos_envio: s.costos_envio,
  };
  return { body };
});
