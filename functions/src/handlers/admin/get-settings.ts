import { endpoint } from "../../lib/http";
import { HttpError } from "../../lib/errors";
import { getSettings } from "../../data/settings";
import { ORDER_MESSAGES } from "../../domain/orders/checkout";

/** The store settings in full (admin). */
export const handler = endpoint("GET /api/admin/ajustes", async () => {
  const settings = await getSettings();
  if (!settings) throw new HttpError(503, ORDER_MESSAGES.noSettings);
  return { body: settings };
});
