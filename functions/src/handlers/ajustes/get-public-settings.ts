import type { AjustesPublicos } from "@tienda/shared/schemas/settings";
import { endpoint } from "../../lib/http";
import { settingsOrFail } from "../../domain/orders/checkout";

/** What the checkout shows: the BCV rate, the store's payment details, the payment deadline and the shipping fees. */
export const handler = endpoint("GET /api/ajustes/publicos", async () => {
  const s = await settingsOrFail();
  const body: AjustesPublicos = {
    tasa_bcv: s.tasa_bcv,
    datos_pago: s.datos_pago,
    horas_limite_pago: s.horas_limite_pago,
    costos_envio: s.costos_envio,
  };
  return { body };
});
