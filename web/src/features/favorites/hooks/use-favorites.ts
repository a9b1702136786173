import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiCall, type ApiResponse } from "@/lib/api-client";
import { useLocalStore } from "@/lib/local-store";
import { notify } from "@/lib/notify";
import { useSession } from "@/features/session";
import { guestFavorites } from "../api/guest-favorites";
import { sanitizeIds, toggleId } from "../api/ids";

/** Stable empty list (a fresh `[]` per render would re-run every memo that depends on it). */
const NO_IDS: string[] = [];

export const serverFavoritesKey = ["favoritos-servidor"] as const;

/** Favourite product ids: guest copy in localStorage, or the account copy on the server. */
export function useFavorites() {
  const { isAuthenticated } = useSession();
  const qc = useQueryClient();
  const guestIds = useLocalStore(guestFavorites);

  const server = useQuery({
    queryKey: serverFavoritesKey,
    queryFn: ({ signal }) => apiCall("GET /api/favoritos", { signal }),
    select: (d) => sanitizeIds(d?.productos),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });

  const save = useMutation({
    mutationFn: (productos: string[]) => apiCall("PUT /api/favoritos", { body: { productos } }),
    onMutate: async (productos) => {
      await qc.cancelQueries({ queryKey: serverFavoritesKey });
      const prev = qc.getQueryData(serverFavoritesKey);
      qc.setQueryData(serverFavoritesKey, { productos });
      return { prev };
    },
    onError: (err, _v, ctx) => {
      qc.setQueryData(serverFavoritesKey, ctx?.prev);
      notify(err.message, "error");
    },
    onSuccess: (data) => qc.setQueryData(serverFavoritesKey, data),
  });

  const mutate = save.mutate;
  const ids = isAuthenticated ? (server.data ?? NO_IDS) : guestIds;

  const current = useCallback(
    () => (isAuthenticated ? sanitizeIds(qc.getQueryData<ApiResponse<"GET /api/favoritos">>(serverFavoritesKey)?.productos) : guestFavorites.get()),
    [isAuthenticated, qc],
  );

  const write = useCallback(
    (next: string[]) => {
      if (isAuthenticated) mutate(next);
      else guestFavorites.set(next);
    },
    [isAuthenticated, mutate],
  );

  const toggle = useCallback(
    (id: string) => {
      const before = current();
      const adding = !before.includes(id);
      write(toggleId(before, id));
      notify(adding ? "Agregado a favoritos" : "Eliminado de favoritos");
    },
    [current, write],
  );

  const removeMany = useCallback(
    (remove: readonly string[]) => {
      write(current().filter((id) => !remove.includes(id)));
      notify(remove.length === 1 ? "Eliminado de favoritos" : "Favoritos eliminados");
    },
    [current, write],
  );

  const clear = useCallback(() => {
    write([]);
    notify("Favoritos eliminados");
  }, [write]);

  const isFavorite = useCallback((id: string) => ids.includes(id), [ids]);

  return { ids, count: ids.length, isFavorite, toggle, removeMany, clear, isLoading: isAuthenticated && server.isLoading };
}
