import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CategoriaAdmin, EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import type { EstilosBlock, MarcasBlock } from "@tienda/shared/schemas/content";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";

/**
 * The admin's reads and writes of the store's structure. The admin reads through routes that are
 * never cached; after a write, the storefront's own queries in this tab (menus, style grid,
 * product wizard) are given the new data at once instead of waiting for their cached copy.
 */

export const adminCategoriesKey = ["admin-categorias"] as const;
export const stylesKey = ["estilos"] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/categorias", { signal }),
    select: (d) => d.categorias,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** The storefront's list follows the admin's: visible ones, in order, without the counts. */
function publishCategories(qc: QueryClient, all: readonly CategoriaAdmin[]) {
  const categorias = all
    .filter((c) => !c.oculto)
    .map(({ productos: _p, oculto: _o, ...c }) => c)
    .sort((a, b) => a.orden - b.orden || a.id.localeCompare(b.id));
  qc.setQueryData(["categorias"], { categorias });
}

/** After a write: the admin's list read again, and the storefront's list in this tab follows it. */
async function refreshCategories(qc: QueryClient) {
  const fresh = await qc.fetchQuery({
    queryKey: adminCategoriesKey,
    queryFn: () => apiCall("GET /api/admin/categorias"),
    // A cached list younger than the default stale time would be returned as is, without the change.
    staleTime: 0,
  });
  publishCategories(qc, fresh.categorias);
}

export interface CategorySave {
  /** The id it had (edit), or null (create). */
  idAnterior: string | null;
  body: Omit<CategoriaAdmin, "productos">;
}

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idAnterior, body }: CategorySave) =>
      idAnterior === null
        ? apiCall("POST /api/categorias", { body })
        : apiCall("PUT /api/categorias/{id}", { params: { id: idAnterior }, body }),
    onSuccess: () => refreshCategories(qc),
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall("DELETE /api/categorias/{id}", { params: { id } }),
    onSuccess: () => refreshCategories(qc),
  });
}

export function useStyles() {
  return useQuery({
    queryKey: stylesKey,
    queryFn: ({ signal }) => apiCall("GET /api/estilos", { signal }),
    select: (d) => d.estilos,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** The home's style grid in this tab follows the list (its title and stored links stay). */
function publishStyles(qc: QueryClient, estilos: readonly EstiloCompleto[]) {
  const grid = qc.getQueryData<EstilosBlock | null>(["contenido", "estilos"]);
  const enlaces = new Map((grid?.estilos ?? []).map((t) => [t.id, t.enlace]));
  const next: EstilosBlock | null = estilos.length
    ? {
        titulo: grid?.titulo ?? "",
        estilos: estilos.map((e) => ({
          id: e.id,
          nombre: e.nombre,
          descripcion: e.descripcion,
          imagen: e.imagen,
          enlace: enlaces.get(e.id) ?? `/categoria/${e.id}`,
        })),
      }
    : null;
  qc.setQueryData(["contenido", "estilos"], () => next);
}

export interface StyleSave {
  nuevo: boolean;
  body: EstiloCompleto;
}

export function useSaveStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ nuevo, body }: StyleSave) => {
      const { id, ...rest } = body;
      return nuevo
        ? apiCall("POST /api/estilos", { body })
        : apiCall("PUT /api/estilos/{id}", { params: { id }, body: rest });
    },
    onSuccess: (res, { nuevo }) => {
      // Merge the saved style into the list (the public list may be a cached copy).
      const list = qc.getQueryData<{ estilos: EstiloCompleto[] }>(stylesKey)?.estilos ?? [];
      const estilos = (nuevo ? [...list, res.estilo] : list.map((e) => (e.id === res.estilo.id ? res.estilo : e))).sort(
        (a, b) => a.orden - b.orden || a.id.localeCompare(b.id),
      );
      qc.setQueryData(stylesKey, { estilos });
      publishStyles(qc, estilos);
    },
  });
}

export function useDeleteStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall("DELETE /api/estilos/{id}", { params: { id } }),
    onSuccess: (_res, id) => {
      const estilos = (qc.getQueryData<{ estilos: EstiloCompleto[] }>(stylesKey)?.estilos ?? []).filter(
        (e) => e.id !== id,
      );
      qc.setQueryData(stylesKey, { estilos });
      publishStyles(qc, estilos);
    },
  });
}

/** The brands strip: the 'marcas' content block (null while the store has none). */
export function useBrands() {
  return useQuery({
    queryKey: ["contenido", "marcas"],
    queryFn: ({ signal }) =>
      apiCall("GET /api/contenido/{clave}", { params: { clave: "marcas" }, signal }) as Promise<MarcasBlock | null>,
    staleTime: 0,
  });
}

export function useSaveBrands() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarcasBlock) => apiCall("PUT /api/contenido/{clave}", { params: { clave: "marcas" }, body }),
    onSuccess: (res) => qc.setQueryData(["contenido", "marcas"], res.datos as MarcasBlock),
  });
}
