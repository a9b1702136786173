import { endpoint } from "../../lib/http";
import { getCatalogue } from "../../data/catalogue-cache";
import { listRecentOrders } from "../../data/orders";
import { listNewestUsers } from "../../data/admin-users";
import { recentActivity } from "../../domain/stats/admin-alerts";

/** The dashboard's recent activity: orders, payment reviews, product changes and sign-ups. */
export const handler = endpoint("GET /api/admin/actividad", async () => {
  const now = new Date();
  const [orders, catalogue, users] = await Promise.all([
    listRecentOrders(now, 30),
    getCatalogue(),
    listNewestUsers(20),
  ]);
  return { body: recentActivity(orders, catalogue.products, users, 20) };
});
