import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

/** The BCV rate's history and the update run now (docs/bcv-rate.md). */
export const bcvRatesKey = ["admin-tasa-bcv"] as const;

export function useBcvRates() {
  return useQuery({
    queryKey: bcvRatesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/tasa-bcv", { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useUpdateBcvRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall("POST /api/admin/tasa-bcv/actualizar"),
    // Applied or refused, the history has a new line; the checkout's rate may have moved.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: bcvRatesKey });
      void qc.invalidateQueries({ queryKey: ["ajustes-publicos"] });
    },
  });
}
