import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TestimonioInput } from "@tienda/shared/schemas/content-write";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

/** The admin's testimonials (hidden ones too); each write refreshes the storefront's list in this tab. */
export const adminTestimonialsKey = ["admin-testimonios"] as const;

export function useAdminTestimonials() {
  return useQuery({
    queryKey: adminTestimonialsKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/testimonios", { signal }),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: adminTestimonialsKey }),
      qc.invalidateQueries({ queryKey: ["testimonios"] }),
    ]);
}

export function useSaveTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TestimonioInput }) =>
      id === null
        ? apiCall("POST /api/testimonio", { body })
        : apiCall("PUT /api/testimonio/{id}", { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiCall("DELETE /api/testimonio/{id}", { params: { id } }),
    onSuccess: refresh,
  });
}
