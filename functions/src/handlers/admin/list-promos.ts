import { endpoint } from "../../lib/http";
import { listPromosForAdmin } from "../../domain/promotions/admin-promos";

/** Every promo code with its rules and the uses counted so far. */
export const handler = endpoint("GET /api/admin/promociones", async () => ({
  body: { promociones: await listPromosForAdmin() },
}));
