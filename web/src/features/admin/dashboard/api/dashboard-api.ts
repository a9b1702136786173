import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatsPeriod } from "@tienda/shared/schemas/stats";
import { apiCall, ApiError } from "@/lib/api-client";

/**
 * What the dashboard and the reports read: the sales statistics of a period
 * (GET /api/admin/estadisticas), the alerts (receipts to review, low stock), the recent activity
 * and the latest approved orders. All admin-only; a 4xx is not retried.
 */
export const statsKey = ["admin-estadisticas"] as const;
export const alertsKey = ["admin-alertas"] as const;
export const activityKey = ["admin-actividad"] as const;
export const recentSalesKey = ["admin-ventas-recientes"] as const;

export const noRetryOnClientError = (count: number, err: unknown) =>
  count < 2 && !(err instanceof ApiError && err.status < 500);

export function useSalesStats(periodo: StatsPeriod) {
  return useQuery({
    queryKey: [...statsKey, periodo],
    queryFn: ({ signal }) => apiCall("GET /api/admin/estadisticas", { query: { periodo }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: noRetryOnClientError,
  });
}

export function useAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/alertas", { signal }),
    staleTime: 60_000,
    refetchInterval: 120_000,
    retry: noRetryOnClientError,
  });
}

export function useActivity() {
  return useQuery({
    queryKey: activityKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/actividad", { signal }),
    staleTime: 60_000,
    retry: noRetryOnClientError,
  });
}

/** The latest approved orders (payments 'completado'), newest first. */
export function useRecentSales() {
  return useQuery({
    queryKey: recentSalesKey,
    queryFn: ({ signal }) =>
      apiCall("GET /api/pedido", {
        query: { estado_pago: "completado", limite: 15, orden: "fecha", direccion: "desc" },
        signal,
      }),
    staleTime: 60_000,
    retry: noRetryOnClientError,
  });
}

export const setupKey = ["admin-puesta-en-marcha"] as const;

/** What a new store still lacks before it can sell (the dashboard's setup checklist). */
export function useSetupChecklist() {
  return useQuery({
    queryKey: setupKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/puesta-en-marcha", { signal }),
    staleTime: 30_000,
    retry: noRetryOnClientError,
  });
}
