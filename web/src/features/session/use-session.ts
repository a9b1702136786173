import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface Usuario {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
  avatar?: string | null;
  createdAt?: string;
  isActive?: boolean;
  [extra: string]: unknown;
}

export const sessionQueryKey = ["sesion"] as const;

async function fetchSession(): Promise<Usuario | null> {
  try {
    const res = await api.get<{ usuario: Usuario | null }>("/api/auth/sesion");
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
    mutationFn: () => api.post<unknown>("/api/auth/logout"),
    onSettled: async () => {
      qc.setQueryData(sessionQueryKey, null);
      qc.removeQueries({ queryKey: ["carrito-servidor"] });
      qc.removeQueries({ queryKey: ["favoritos-servidor"] });
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
