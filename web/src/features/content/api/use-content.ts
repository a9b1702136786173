import { useQuery } from "@tanstack/react-query";
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import { apiCall } from "@/lib/api-client";
import type { ContentBlocks } from "./types";

export type { ContentKey };

export function contentQuery<K extends ContentKey>(clave: K) {
  return {
    queryKey: ["contenido", clave] as const,
    // The answer is the block of that key, or null while the store has not written it: an absent
    // block, whose section hides (an error stays an error).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiCall("GET /api/contenido/{clave}", { params: { clave }, signal }) as Promise<ContentBlocks[K] | null>,
    staleTime: 5 * 60_000,
  };
}

export function useContent<K extends ContentKey>(clave: K) {
  return useQuery(contentQuery(clave));
}

export const testimonialsQuery = {
  queryKey: ["testimonios"] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiCall("GET /api/testimonio", { signal }),
  staleTime: 5 * 60_000,
};

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}

export function subscribeNewsletter(email: string) {
  return apiCall("POST /api/newsletter", { body: { email } });
}

/** Opens the newsletter's confirmation link (the token of /newsletter/confirmar?token=…). */
export function confirmNewsletter(token: string) {
  return apiCall("POST /api/newsletter/confirmar", { body: { token } });
}
