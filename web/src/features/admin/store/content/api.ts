import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import type { ContentWrite, PaginaInfoWrite } from "@tienda/shared/schemas/content-write";
import type { ContentBlocks } from "@tienda/shared/schemas/content";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

/**
 * The admin's reads and writes of the storefront's content. Reads go through the admin routes
 * (never cached, read consistently), so an editor shows what was just saved; after a write the
 * storefront's own query of that block in this tab is refetched, so the shop shows it at once.
 */

export const adminContentKey = ["admin-contenido"] as const;
export const adminPagesKey = ["admin-paginas"] as const;

/** Every block as stored, or null where the store has none. */
export function useAdminContent() {
  return useQuery({
    queryKey: adminContentKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/contenido", { signal }),
    select: (d) => d.bloques as { [K in ContentKey]: Partial<ContentBlocks[K]> | null },
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useSaveBlock<K extends ContentKey>(clave: K) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentWrite<K>) => apiCall("PUT /api/contenido/{clave}", { params: { clave }, body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminContentKey }),
        qc.invalidateQueries({ queryKey: ["contenido", clave] }),
      ]);
    },
  });
}

export function useDeleteBlock(clave: ContentKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall("DELETE /api/contenido/{clave}", { params: { clave } }),
    onSuccess: async () => {
      qc.setQueryData(["contenido", clave], null);
      await qc.invalidateQueries({ queryKey: adminContentKey });
    },
  });
}

export function useAdminPages() {
  return useQuery({
    queryKey: adminPagesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/paginas", { signal }),
    select: (d) => d.paginas,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useSavePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: PaginaInfoWrite }) =>
      apiCall("PUT /api/paginas/{slug}", { params: { slug }, body }),
    onSuccess: async (res) => {
      qc.setQueryData(["pagina", res.slug], res.pagina);
      // The storefront's list of pages (its links to them) follows too.
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminPagesKey }),
        qc.invalidateQueries({ queryKey: ["paginas"] }),
      ]);
    },
  });
}

export function useDeletePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiCall("DELETE /api/paginas/{slug}", { params: { slug } }),
    onSuccess: async (_res, slug) => {
      qc.setQueryData(["pagina", slug], null);
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminPagesKey }),
        qc.invalidateQueries({ queryKey: ["paginas"] }),
      ]);
    },
  });
}
