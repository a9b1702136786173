import { endpoint } from "../../lib/http";
import { getCatalogue } from "../../data/catalogue-cache";
import { listOrdersUnderReview } from "../../data/orders";
import { buildAlerts } from "../../domain/stats/admin-alerts";

/** The notification dropdown and stock alerts: receipts waiting for review, low-stock variants. */
export const handler = endpoint("GET /api/admin/alertas", async () => {
  const [catalogue, underReview] = await Promise.all([getCatalogue(), listOrdersUnderReview(50)]);
  return { body: buildAlerts(catalogue.products, underReview, new Date()) };
});
