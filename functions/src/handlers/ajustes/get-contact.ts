import { TIPOS_PAGO } from "@tienda/shared/schemas/checkout";
import type { ContactoPublico } from "@tienda/shared/schemas/settings";
import { endpoint } from "../../lib/http";
import { getSettings } from "../../data/settings";
import { publicCache } from "../../domain/catalogue/edge-cache";

/**
 * What every page's header and footer may show: the store's contact details, its name and the
 * payment methods it takes (those with saved details, for the footer's marks). Unlike the payment
 * settings it answers on a store that has none yet (all null, no methods), so the storefront never
 * shows an error for it, nor a name or a mark its owner did not give.
 */
export const handler = endpoint("GET /api/ajustes/contacto", async () => {
  const s = await getSettings();
  const body: ContactoPublico = {
    email: s?.contacto?.email ?? null,
    telefono: s?.contacto?.telefono ?? null,
    whatsapp: s?.contacto?.whatsapp ?? null,
    nombre_tienda: s?.nombre_tienda ?? null,
    metodos_pago: s ? TIPOS_PAGO.filter((t) => s.datos_pago[t] !== undefined) : [],
  };
  return { body, headers: publicCache };
});
