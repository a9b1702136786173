import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrdenResenas, ReviewInput } from "@tienda/shared/schemas/reviews";
import { apiCall } from "@/lib/api-client";
import { productKeys } from "@/features/products";

export const reviewKeys = {
  product: (id: string, orden: OrdenResenas, version: string) => ["resenas", id, orden, version] as const,
  all: (id: string) => ["resenas", id] as const,
};

/**
 * The version of a product's reviews its page already shows: its count and rating. The product
 * comes fresh with the page's HTML while the list is a cached read (a minute in the browser and
 * at the edge), so right after a review the header counted it and the list, kept from before,
 * said 'Este producto aún no tiene reseñas'. With the figures in its address (and key), the list
 * is always the one of the figures shown.
 */
export function reviewsVersion(p: { num_resenas: number; calificacion: number }): string {
  return `${p.num_resenas}-${p.calificacion}`;
}

/** A product's figures, bars and visible reviews, page after page ('Ver más reseñas'). */
export function useProductReviews(productId: string, orden: OrdenResenas, version: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.product(productId, orden, version),
    queryFn: ({ pageParam, signal }) =>
      apiCall("GET /api/productos/{id}/resenas", {
        params: { id: productId },
        query: { orden, v: version, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.siguiente ?? undefined,
    enabled: !!productId,
  });
}

/**
 * The buyer rates a product of a delivered order (signed in, or a guest with the link's token).
 * The product's figures and reviews are read again, so its page shows the new average at once.
 */
export function useRateProduct(orderId: string, token?: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      apiCall("POST /api/pedido/{id}/resenas", { params: { id: orderId }, query: { token }, body }),
    onSuccess: (saved) => {
      void qc.invalidateQueries({ queryKey: reviewKeys.all(saved.producto.id) });
      void qc.invalidateQueries({ queryKey: productKeys.detail(saved.producto.id) });
    },
  });
}
