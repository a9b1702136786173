import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaginaUsuariosAdmin, UsuarioAdmin } from "@tienda/shared/schemas/admin-users";
import { apiCall, type ApiBody, type ApiQueryParams } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import { usersApiQuery, type UserFilters } from "../lib/users";

export const adminUsersKey = ["admin-usuarios"] as const;

type UserPatch = ApiBody<"PATCH /api/admin/usuarios/{id}">;

export const adminUsersApi = {
  list: (query: ApiQueryParams<"GET /api/admin/usuarios">, signal?: AbortSignal) =>
    apiCall("GET /api/admin/usuarios", { query, signal }),
  patch: (id: string, body: UserPatch) => apiCall("PATCH /api/admin/usuarios/{id}", { params: { id }, body }),
};

export function useAdminUsers(f: UserFilters) {
  const query = usersApiQuery(f);
  return useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => adminUsersApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: noRetryOnClientError,
  });
}

/** Every user of the current search and role filter (all pages, 96 at a time: the largest page size) for the CSV. */
export async function fetchAllUsers(f: UserFilters, signal?: AbortSignal): Promise<UsuarioAdmin[]> {
  const rows: UsuarioAdmin[] = [];
  let pagina = 1;
  let paginas = 1;
  do {
    const res = await adminUsersApi.list(usersApiQuery(f, { pagina, limite: 96 }), signal);
    rows.push(...res.data);
    paginas = res.paginas;
    pagina += 1;
  } while (pagina <= paginas);
  return rows;
}

/** A role or status change; the lists (and their summary) are read again either way. */
export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserPatch }) => adminUsersApi.patch(id, body),
    onSuccess: (res) => {
      qc.setQueriesData<PaginaUsuariosAdmin>({ queryKey: adminUsersKey }, (page) =>
        page ? { ...page, data: page.data.map((u) => (u.id === res.usuario.id ? res.usuario : u)) } : page,
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
