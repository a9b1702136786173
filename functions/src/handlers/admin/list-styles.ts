import { endpoint } from "../../lib/http";
import { listStyles } from "../../data/styles";

/**
 * The styles for the admin's screens: the public list, but answered `no-store` (no edge or browser
 * copy), so a style just created is in the wizard's 'Estilo' select at once.
 */
export const handler = endpoint("GET /api/admin/estilos", async () => ({
  body: { estilos: await listStyles() },
}));
