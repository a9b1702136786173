import { endpoint } from "../../lib/http";
import { listRates } from "../../data/bcv-rates";

/** The BCV rate's last 60 entries (applied, typed or refused), newest first. */
export const handler = endpoint("GET /api/admin/tasa-bcv", async () => ({
  body: { tasas: await listRates(60) },
}));
