import { useQuery } from "@tanstack/react-query";
import type { Testimonio } from "@tienda/shared/schemas/catalogue";
import { api } from "@/lib/api-client";
import type { ContentBlocks } from "./types";

export type ContentKey = keyof ContentBlocks;

export function contentQuery<K extends ContentKey>(clave: K) {
  return {
    queryKey: ["contenido", clave] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ContentBlocks[K]>(`/api/contenido/${clave}`, { signal }),
    staleTime: 5 * 60_000,
  };
}

export function useContent<K extends ContentKey>(clave: K) {
  return useQuery(contentQuery(clave));
}

export const testimonialsQuery = {
  queryKey: ["testimonios"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Testimonio[] | { testimonios: Testimonio[] }>("/api/testimonio", { signal }),
  staleTime: 5 * 60_000,
};

export function useTestimonials() {
  return useQuery({
    ...testimonialsQuery,
    select: (d) => (Array.isArray(d) ? d : (d?.testimonios ?? [])),
  });
}

export function subscribeNewsletter(email: string) {
  return api.post<{ mensaje: string }>("/api/newsletter", { email });
}
