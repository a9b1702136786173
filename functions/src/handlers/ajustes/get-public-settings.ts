import { DEFAULT_IGTF, type AjustesPublicos } from "@tienda/shared/schemas/settings";
import { endpoint } from "../../lib/http";
import { settingsOrFail } from "../../domain/orders/checkout";

/**
 * What the storefront shows: the BCV rate, the store's payment details, the payment deadline, the
 * shipping fees, the store's name and legal identity, and the product page's promises.
 */
export const handler = endpoint("GET /api/ajustes/publicos", async () => {
  const s = await settingsOrFail();
  const body: AjustesPublicos = {
    tasa_bcv: s.tasa_bcv,
    datos_pago: s.datos_pago,
    horas_limite_pago: s.horas_limite_pago,
    costos_envio: s.costos_envio,
    nombre_tienda: s.nombre_tienda ?? null,
    razon_social: s.razon_social ?? null,
    rif: s.rif ?? null,
    promesas: s.promesas ?? [],
    // Checkout step 1 offers only what is on (the admin's answer lists every method).
    metodos_envio: (s.metodos_envio ?? []).filter((m) => m.activo),
    pedir_cedula_rif: s.pedir_cedula_rif ?? false,
    igtf: s.igtf ?? { ...DEFAULT_IGTF },
    mostrar_precios_bs: s.mostrar_precios_bs ?? false,
  };
  return { body };
});
