import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PromoUpdate } from "@tienda/shared/schemas/promotions";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import type { PromoBody } from "./lib/promo-form";

/** The admin's promo codes: never cached, read again after every change (uses move with orders). */
export const promosKey = ["admin-promociones"] as const;

export function usePromos() {
  return useQuery({
    queryKey: promosKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/promociones", { signal }),
    select: (d) => [...d.promociones].sort((a, b) => a.codigo.localeCompare(b.codigo)),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export type PromoSave = { nuevo: true; body: PromoBody } | { nuevo: false; codigo: string; body: PromoUpdate };

export function useSavePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: PromoSave) =>
      save.nuevo
        ? apiCall("POST /api/admin/promociones", { body: save.body })
        : apiCall("PUT /api/admin/promociones/{codigo}", { params: { codigo: save.codigo }, body: save.body }),
    onSettled: () => qc.invalidateQueries({ queryKey: promosKey }),
  });
}

export function useDeletePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (codigo: string) => apiCall("DELETE /api/admin/promociones/{codigo}", { params: { codigo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: promosKey }),
  });
}
