import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerateReviewInput } from "@tienda/shared/schemas/reviews";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import { reviewsApiQuery, type ReviewFilters } from "../lib/review-filters";

export const adminReviewsKey = ["admin-resenas"] as const;

/** The admin's reviews, newest first, page after page ('Cargar más'). */
export function useAdminReviews(f: ReviewFilters) {
  const query = reviewsApiQuery(f);
  return useInfiniteQuery({
    queryKey: [...adminReviewsKey, query],
    queryFn: ({ pageParam, signal }) =>
      apiCall("GET /api/admin/resenas", { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.siguiente ?? undefined,
    placeholderData: keepPreviousData,
    retry: noRetryOnClientError,
  });
}

/** Hide (with a reason) or show a review; the list and the product's public figures are read again. */
export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerateReviewInput }) =>
      apiCall("PATCH /api/admin/resenas/{id}", { params: { id }, body }),
    onSuccess: (saved) => {
      void qc.invalidateQueries({ queryKey: adminReviewsKey });
      void qc.invalidateQueries({ queryKey: ["resenas", saved.producto.id] });
    },
  });
}
