import { useQuery } from "@tanstack/react-query";
import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import { apiCall } from "@/lib/api-client";
import type { InfoSlug } from "./info-slugs";

export type { PaginaInfo };

/**
 * An info page as the store wrote it (GET /api/paginas/{slug}); null while the store has none
 * (a new store), which the page shows as not found.
 */
export function infoPageQuery(slug: InfoSlug) {
  return {
    queryKey: ["pagina", slug] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiCall("GET /api/paginas/{slug}", { params: { slug }, signal }),
    staleTime: 5 * 60_000,
  };
}

export function useInfoPage(slug: InfoSlug) {
  return useQuery(infoPageQuery(slug));
}
