import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CategoriaAdmin, EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import type { EstilosBlock, MarcasBlock } from "@tienda/shared/schemas/content";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import { adminContentKey } from "../content/api";

/**
 * The admin's reads and writes of the store's structure. The admin reads through routes that are
 * never cached (GET /api/admin/categorias, GET /api/admin/estilos: no edge or browser copy), so
 * the lists and the product wizard's selects show what was just saved; after a write, the
 * storefront's own queries in this tab (menus, style grid, style pages) are given the new data at
 * once instead of waiting for their cached copy.
 */

export const adminCategoriesKey = ["admin-categorias"] as const;
export const adminStylesKey = ["admin-estilos"] as const;
/** The storefront's list of styles (the style pages), fed from the admin's after a write. */
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
    queryKey: adminStylesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/estilos", { signal }),
    select: (d) => d.estilos,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/**
 * The admin's list takes the saved style at once (a read right after the write could come from
 * an index that has not caught up), and the storefront's lists in this tab follow it: the style
 * pages' list and the home's style grid (its title and stored links stay).
 */
function publishStyles(qc: QueryClient, estilos: EstiloCompleto[]) {
  qc.setQueryData(adminStylesKey, { estilos });
  qc.setQueryData(stylesKey, { estilos });
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
      const list = qc.getQueryData<{ estilos: EstiloCompleto[] }>(adminStylesKey)?.estilos ?? [];
      const others = list.filter((e) => e.id !== res.estilo.id);
      const estilos = (
        nuevo ? [...others, res.estilo] : list.map((e) => (e.id === res.estilo.id ? res.estilo : e))
      ).sort((a, b) => a.orden - b.orden || a.id.localeCompare(b.id));
      publishStyles(qc, estilos);
    },
  });
}

export function useDeleteStyle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall("DELETE /api/estilos/{id}", { params: { id } }),
    onSuccess: (_res, id) => {
      const estilos = (qc.getQueryData<{ estilos: EstiloCompleto[] }>(adminStylesKey)?.estilos ?? []).filter(
        (e) => e.id !== id,
      );
      publishStyles(qc, estilos);
    },
  });
}

/**
 * The brands strip: the 'marcas' content block as stored (null while the store has none), read
 * through the admin's never-cached content route like the other blocks' editors.
 */
export function useBrands() {
  return useQuery({
    queryKey: adminContentKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/contenido", { signal }),
    select: (d) => (d.bloques.marcas ?? null) as MarcasBlock | null,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

export function useSaveBrands() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarcasBlock) => apiCall("PUT /api/contenido/{clave}", { params: { clave: "marcas" }, body }),
    onSuccess: async (res) => {
      qc.setQueryData(["contenido", "marcas"], res.datos as MarcasBlock);
      await qc.invalidateQueries({ queryKey: adminContentKey });
    },
  });
}
