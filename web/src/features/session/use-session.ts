import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Usuario } from "@tienda/shared/schemas/account";
import { apiCall } from "@/lib/api-client";

/** The signed-in user is the API's own shape (shared/src/schemas/account.ts), never a copy. */
export type { Usuario };

export const sessionQueryKey = ["sesion"] as const;

async function fetchSession(): Promise<Usuario | null> {
  try {
    const res = await apiCall("GET /api/auth/sesion");
    return res?.usuario ?? null;
  } catch {
    // No session endpoint yet, or a network hiccup: behave as a guest.
    return null;
  }
}

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
  const usuario = query.data ?? null;
  return {
    usuario,
    isAuthenticated: usuario !== null,
    isAdmin: usuario?.role === "admin",
    isLoading: query.isLoading,
  };
}

/** Logs out on the server, forgets the cached session and user lists. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall("POST /api/auth/logout"),
    onSettled: async () => {
      qc.setQueryData(sessionQueryKey, null);
      qc.removeQueries({ queryKey: ["carrito-servidor"] });
      qc.removeQueries({ queryKey: ["favoritos-servidor"] });
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
