import { endpoint } from "../../lib/http";
import { getCatalogue } from "../../data/catalogue-cache";
import { listOrdersUnderReview } from "../../data/orders";
import { buildAlerts } from "../../domain/stats/admin-alerts";
import { listUnseenLowRatings } from "../../data/reviews";
import { lowRatingAlerts } from "../../domain/reviews/review-activity";

/**
 * The notification dropdown and stock alerts: receipts waiting for review, low-stock variants, and
 * low ratings no admin has seen yet.
 */
export const handler = endpoint("GET /api/admin/alertas", async () => {
  const [catalogue, underReview, lowRatings] = await Promise.all([
    getCatalogue(),
    listOrdersUnderReview(50),
    listUnseenLowRatings(20),
  ]);
  return {
    body: { ...buildAlerts(catalogue.products, underReview, new Date()), resenas_bajas: lowRatingAlerts(lowRatings) },
  };
});
