import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingsUpdate } from "@tienda/shared/schemas/settings";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

export const settingsKey = ["admin-ajustes"] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/ajustes", { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) => apiCall("PUT /api/admin/ajustes", { body }),
    onSuccess: (res) => {
      qc.setQueryData(settingsKey, res.ajustes);
      // The checkout's public settings and the dashboard's goal follow.
      void qc.invalidateQueries({ queryKey: ["admin-estadisticas"] });
      void qc.invalidateQueries({ queryKey: ["ajustes-publicos"] });
    },
  });
}
