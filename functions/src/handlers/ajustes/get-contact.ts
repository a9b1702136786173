import type { ContactoTienda } from "@tienda/shared/schemas/settings";
import { endpoint } from "../../lib/http";
import { getSettings } from "../../data/settings";
import { publicCache } from "../../domain/catalogue/edge-cache";

const NONE: ContactoTienda = { email: null, telefono: null, whatsapp: null };

/**
 * The store's contact details for the footer and the info pages. Unlike the payment settings it
 * answers on a store that has none yet (all null), so the storefront never shows an error for it.
 */
export const handler = endpoint("GET /api/ajustes/contacto", async () => {
  const s = await getSettings();
  return { body: { ...NONE, ...s?.contacto }, headers: publicCache };
});
