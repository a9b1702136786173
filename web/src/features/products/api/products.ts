import { useEffect } from "react";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { apiCall, ApiError } from "@/lib/api-client";
import { toListQuery, type ProductListParams } from "./list-url";
import { notify } from "@/lib/notify";

/**
 * The storefront spec's error notification for a failed catalogue read ('Error al obtener
 * producto: {message}'), once per error. A 404 is not a failure of the store: the page says so.
 */
export function useErrorToast(error: Error | null | undefined, prefix: string): void {
  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 404)) notify(`${prefix}: ${error.message}`, "error");
  }, [error, prefix]);
}

export type { ProductListParams } from "./list-url";

export const productKeys = {
  list: (p: ProductListParams) => ["productos", "lista", p] as const,
  search: (q: string, limite: number, pagina: number) => ["productos", "buscar", q, limite, pagina] as const,
  detail: (id: string) => ["productos", "detalle", id] as const,
  group: (kind: "categoria" | "estilo", value: string) => ["productos", "grupo", kind, value] as const,
};

export function fetchProducts(p: ProductListParams, signal?: AbortSignal) {
  return apiCall("GET /api/productos", { query: toListQuery(p), signal });
}

export function useProducts(p: ProductListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productKeys.list(p),
    queryFn: ({ signal }) => fetchProducts(p, signal),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function useSearchProducts(q: string, limite: number, pagina: number) {
  return useQuery({
    queryKey: productKeys.search(q, limite, pagina),
    queryFn: ({ signal }) => apiCall("GET /api/productos/buscar", { query: { q, limite, pagina }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiCall("GET /api/productos/producto/{id}", { params: { id }, signal });
}

export function useProduct(id: string | undefined) {
  const query = useQuery({
    queryKey: productKeys.detail(id ?? ""),
    queryFn: ({ signal }) => fetchProduct(id!, signal),
    enabled: !!id,
  });
  useErrorToast(query.error, "Error al obtener producto");
  return query;
}

export function useProductsByGroup(kind: "categoria" | "estilo", value: string | undefined) {
  const query = useQuery({
    queryKey: productKeys.group(kind, value ?? ""),
    queryFn: ({ signal }) => apiCall("GET /api/productos/producto", { query: { [kind]: value }, signal }),
    enabled: !!value,
    select: (d) => d.productos ?? [],
  });
  useErrorToast(
    query.error,
    kind === "estilo"
      ? `Error al obtener productos de estilo ${value ?? ""}`
      : `Error al obtener productos de ${value ?? ""}`,
  );
  return query;
}

export function useCategories() {
  return useQuery({
    queryKey: ["categorias"],
    queryFn: ({ signal }) => apiCall("GET /api/categorias", { signal }),
    select: (d) => [...(d.categorias ?? [])].sort((a, b) => (a.orden ?? 0) - (b.orden ?? 0)),
    staleTime: 10 * 60_000,
  });
}

/** Products for a list of ids (favourites), each cached like the detail page. */
export function useProductsByIds(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
      staleTime: 60_000,
    })),
    combine: (results) => ({
      productos: results.map((r) => r.data).filter((p): p is Producto => !!p),
      isLoading: results.some((r) => r.isLoading),
      missingIds: ids.filter((_, i) => results[i]?.isError),
    }),
  });
}
