import type { EventoHistorial } from "@tienda/shared/schemas/orders";
import { cancelOrder, listOrdersPastDeadline } from "../../data/orders";
import { logger } from "../../lib/logger";
import { METRIC, recordMetric } from "../../lib/metrics";

export const EXPIRY_REASON = "No se recibió el comprobante de pago dentro del plazo";

/** Work done per run at most; the schedule comes back for the rest. */
const MAX_PER_RUN = 500;

/**
 * Cancels every order whose receipt deadline has passed and gives its stock back. The orders are
 * found through GSI3 (sparse, by deadline), never by a scan; each cancellation is conditional on
 * the order still waiting for a receipt, so two runs at once, or a receipt arriving meanwhile,
 * never release stock twice.
 */
export async function expireUnpaidOrders(now: Date): Promise<{ expired: number; skipped: number }> {
  let expired = 0;
  let skipped = 0;
  while (expired + skipped < MAX_PER_RUN) {
    const due = await listOrdersPastDeadline(now, 100);
    if (due.length === 0) break;
    let progress = 0;
    for (const order of due) {
      const evento: EventoHistorial = {
        tipo: "vencido",
        fecha: now.toISOString(),
        por: "sistema",
        motivo: EXPIRY_REASON,
      };
      try {
        if (await cancelOrder({ order, evento, now, expiry: true })) {
          expired++;
          progress++;
        } else skipped++;
      } catch (err) {
        // One broken order (e.g. a product item gone) must not stop the others from expiring.
        logger.error("Could not expire order", { orderId: order.id, error: err as Error });
        skipped++;
      }
    }
    // Everything left in the index was taken by a concurrent run (GSI3 is eventually consistent).
    if (progress === 0) break;
  }
  recordMetric(METRIC.ordersExpired, expired);
  return { expired, skipped };
}
