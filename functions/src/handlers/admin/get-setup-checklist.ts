import { endpoint } from "../../lib/http";
import { loadSetupChecklist } from "../../domain/stats/setup-status";

/** The dashboard's setup checklist: what a new store still lacks before it can sell. */
export const handler = endpoint("GET /api/admin/puesta-en-marcha", async () => ({ body: await loadSetupChecklist() }));
