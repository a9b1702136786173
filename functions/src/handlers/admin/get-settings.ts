import { endpoint } from "../../lib/http";
import { settingsOrFail } from "../../domain/orders/checkout";

/** The store settings in full (admin). */
export const handler = endpoint("GET /api/admin/ajustes", async () => {
  return { body: await settingsOrFail() };
});
