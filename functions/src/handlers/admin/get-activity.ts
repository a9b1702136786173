import { endpoint } from "../../lib/http";
import { getCatalogue } from "../../data/catalogue-cache";
import { listRecentOrders } from "../../data/orders";
import { listNewestUsers } from "../../data/admin-users";
import { listRecentStoreChanges } from "../../data/store-activity";
import { recentActivity } from "../../domain/stats/admin-alerts";
import { listRecentReviews } from "../../data/reviews";
import { reviewActivity } from "../../domain/reviews/review-activity";

/**
 * The dashboard's recent activity: orders, payment reviews, product changes, sign-ups and the
 * admins' changes to the store's content and structure (who and when), and buyers' new reviews.
 */
export const handler = endpoint("GET /api/admin/actividad", async () => {
  const now = new Date();
  const [orders, catalogue, users, storeChanges, reviews] = await Promise.all([
    listRecentOrders(now, 30),
    getCatalogue(),
    listNewestUsers(20),
    listRecentStoreChanges(20),
    listRecentReviews(20),
  ]);
  return {
    body: [...recentActivity(orders, catalogue.products, users, 20), ...storeChanges, ...reviewActivity(reviews)]
      .sort((a, b) => b.fecha.localeCompare(a.fecha))
      .slice(0, 20),
  };
});
