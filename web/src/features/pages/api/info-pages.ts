import { useQuery } from "@tanstack/react-query";
import type { PaginaInfo } from "@tienda/shared/schemas/content-write";
import { apiCall } from "@/lib/api-client";

export type { PaginaInfo };

/**
 * An info page as the store wrote it (GET /api/paginas/{slug}); null while the store has none
 * (a new store), which the page shows as not found.
 */
export function infoPageQuery(slug: string) {
  return {
    queryKey: ["pagina", slug] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiCall("GET /api/paginas/{slug}", { params: { slug }, signal }),
    staleTime: 5 * 60_000,
  };
}

export function useInfoPage(slug: string) {
  return useQuery(infoPageQuery(slug));
}

/** The pages the store has (GET /api/paginas): slug, title, last change. */
export function useInfoPages() {
  return useQuery({
    queryKey: ["paginas"] as const,
    queryFn: ({ signal }) => apiCall("GET /api/paginas", { signal }),
    select: (d) => d.paginas,
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether the store has a page at `slug`: a link the code draws (not one the admin's menus name)
 * is drawn only then, so no link leads to a 404. False until known.
 */
export function usePageExists(slug: string): boolean {
  const pages = useInfoPages();
  return !!pages.data?.some((p) => p.slug === slug);
}
