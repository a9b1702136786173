import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AjustesTienda, SettingsUpdate } from "@tienda/shared/schemas/settings";
import { api } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

export const settingsKey = ["admin-ajustes"] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<AjustesTienda>("/api/admin/ajustes", { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdate) =>
      api.put<{ ajustes: AjustesTienda; mensaje: string }>("/api/admin/ajustes", body),
    onSuccess: (res) => {
      qc.setQueryData(settingsKey, res.ajustes);
      // The checkout's public settings and the dashboard's goal follow.
      void qc.invalidateQueries({ queryKey: ["admin-estadisticas"] });
      void qc.invalidateQueries({ queryKey: ["ajustes-publicos"] });
    },
  });
}
