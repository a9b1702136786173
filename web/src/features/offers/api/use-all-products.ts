import { useQuery } from "@tanstack/react-query";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { fetchProducts, type ProductListParams } from "@/features/products";
import { ALL_PRODUCTS_PAGE_SIZE } from "./offers-request";

/**
 * Every product matching `params`, read page by page (ALL_PRODUCTS_PAGE_SIZE per call). The offers and new-arrivals
 * pages filter, count and sort this set in the browser, as the specs describe.
 */
export function useAllProducts(key: string, params: ProductListParams) {
  return useQuery({
    queryKey: ["productos", "todos", key, params],
    queryFn: async ({ signal }) => {
      const out: Producto[] = [];
      for (let pagina = 1; pagina <= 20; pagina++) {
        const res = await fetchProducts({ ...params, limite: ALL_PRODUCTS_PAGE_SIZE, pagina }, signal);
        out.push(...res.productos);
        if (pagina >= res.paginas) break;
      }
      return out;
    },
  });
}
