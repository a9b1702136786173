import { endpoint } from "../../lib/http";
import { getSettings } from "../../data/settings";

/**
 * The store settings in full (admin); null on a store whose owner has not saved them yet. Not
 * the checkout's 503: a fresh store is not an outage, and a 5xx made the settings page retry it
 * (skeletons for seconds) before showing the empty form the owner came to fill.
 */
export const handler = endpoint("GET /api/admin/ajustes", async () => {
  return { body: await getSettings() };
});
