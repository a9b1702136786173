import { endpoint } from "../../lib/http";
import { listRestockDemand } from "../../domain/products/restock-alerts";

/** Per variant, how many shoppers wait for it ('Avísame'), most waited first (admin). */
export const handler = endpoint("GET /api/admin/avisos", async () => ({ body: await listRestockDemand() }));
