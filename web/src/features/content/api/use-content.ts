import { useQuery } from "@tanstack/react-query";
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import { useEffect } from "react";
import { apiCall } from "@/lib/api-client";
import { setStoreName, useKnownStoreName } from "@/lib/store-name";
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

/** The store's contact details (settings; all null until the admin gives them). */
export function storeContactQuery() {
  return {
    queryKey: ["contacto"] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiCall("GET /api/ajustes/contacto", { signal }),
    staleTime: 5 * 60_000,
  };
}

export function useStoreContact({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...storeContactQuery(), enabled });
}

/**
 * The store's name (null: it has none; undefined: not known yet). The page's HTML usually carries
 * it (og:site_name); only when it did not is GET /api/ajustes/contacto asked, once for the footer too.
 */
export function useStoreName(): string | null | undefined {
  const known = useKnownStoreName();
  const { data } = useStoreContact({ enabled: known === undefined });
  useEffect(() => {
    if (data) setStoreName(data.nombre_tienda);
  }, [data]);
  return known === undefined && data ? data.nombre_tienda : known;
}

/**
 * A wa.me link for a WhatsApp number as the admin typed it: digits only, a Venezuelan local number
 * ('0412-555-0100') given its country code (58), since wa.me wants the full international number.
 */
export function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return null;
  const international = phone.trim().startsWith("+")
    ? digits
    : digits.startsWith("0")
      ? `58${digits.slice(1)}`
      : digits;
  return `https://wa.me/${international}`;
}
