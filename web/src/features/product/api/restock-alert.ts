import { apiCall } from "@/lib/api-client";

/**
 * 'Avísame cuando llegue' (docs/restock-alerts.md): puts an email on a sold-out variant's waiting
 * list. Only the lazily loaded form imports this, so the product page's own chunk does not carry it.
 */
export function requestRestockAlert(productId: string, body: { talla: string; color: string; email: string }) {
  return apiCall("POST /api/productos/{id}/avisos", { params: { id: productId }, body });
}
