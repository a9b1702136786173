import { useQuery } from "@tanstack/react-query";
import type { DemandaVariante } from "@tienda/shared/schemas/restock-alerts";
import { apiCall, ApiError } from "@/lib/api-client";

/**
 * The demand 'Avísame cuando llegue' reveals (GET /api/admin/avisos): per variant, how many
 * shoppers wait, most waited first. Read by the products list, the stock editor, the dashboard's
 * stock card and the demand page; a stock save refreshes it (useProductAction).
 */
export const restockDemandKey = ["admin-avisos"] as const;

export function useRestockDemand() {
  return useQuery({
    queryKey: restockDemandKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/avisos", { signal }),
    staleTime: 60_000,
    retry: (count: number, err: unknown) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

/** How many wait for each variant of one product, by 'talla|color'. */
export function waitingFor(demand: readonly DemandaVariante[] | undefined, productId: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of demand ?? []) if (d.producto_id === productId) out.set(`${d.talla}|${d.color}`, d.esperando);
  return out;
}

/** Everyone waiting, over every variant. */
export const totalWaiting = (demand: readonly DemandaVariante[] | undefined) =>
  (demand ?? []).reduce((n, d) => n + d.esperando, 0);
