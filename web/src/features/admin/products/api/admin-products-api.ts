import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  OfferInput,
  PaginaProductosAdmin,
  ProductInput,
  ProductPatchInput,
  ProductoAdmin,
} from "@tienda/shared/schemas/admin-products";
import { apiCall, type ApiQueryParams } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import { productsApiQuery, type ProductFilters } from "../lib/filters";
import { adminCategoriesKey, adminStylesKey } from "../../store/api/store-api";

/**
 * The admin's catalogue: reads through the admin routes (GET /api/admin/productos pages every
 * product, inactive ones too, filtered on the server, with its offer and stock per variant;
 * GET /api/admin/productos/{id} for the editors; both answer `no-store`) and writes through the
 * admin product routes. Every write puts the product the API answers straight into the cached lists.
 */
export const adminProductsApi = {
  list: (query: ApiQueryParams<"GET /api/admin/productos">, signal?: AbortSignal) =>
    apiCall("GET /api/admin/productos", { query, signal }),
  get: (id: string, signal?: AbortSignal) => apiCall("GET /api/admin/productos/{id}", { params: { id }, signal }),
  create: (body: ProductInput) => apiCall("POST /api/productos", { body }),
  update: (id: string, body: ProductInput) => apiCall("PUT /api/productos/{id}", { params: { id }, body }),
  patch: (id: string, body: ProductPatchInput) => apiCall("PATCH /api/productos/{id}", { params: { id }, body }),
  remove: (id: string) => apiCall("DELETE /api/productos/{id}", { params: { id } }),
  stock: (id: string, stock_variantes: Record<string, number>) =>
    apiCall("PUT /api/productos/{id}/stock", { params: { id }, body: { stock_variantes } }),
  setOffer: (id: string, body: Partial<OfferInput> & { porcentaje: number }) =>
    apiCall("PUT /api/productos/{id}/oferta", { params: { id }, body }),
  removeOffer: (id: string) => apiCall("DELETE /api/productos/{id}/oferta", { params: { id } }),
};

export const adminProductsKey = ["admin-productos"] as const;
export const adminProductKey = (id: string) => ["admin-producto", id] as const;

/** The page the products list shows (the API's page without its size). */
export type ProductPage = Pick<PaginaProductosAdmin, "productos" | "total" | "pagina" | "paginas">;

export function useAdminProducts(f: ProductFilters) {
  const query = productsApiQuery(f);
  return useQuery({
    queryKey: [...adminProductsKey, query],
    queryFn: async ({ signal }): Promise<ProductPage> => {
      const res = await adminProductsApi.list(query, signal);
      return { productos: res.productos, total: res.total, pagina: res.pagina, paginas: res.paginas };
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: noRetryOnClientError,
  });
}

export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: adminProductKey(id ?? ""),
    queryFn: ({ signal }) => adminProductsApi.get(id!, signal),
    enabled: !!id,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/**
 * The store's categories, hidden ones too, in the admin's order: the admin's own list (never
 * cached, and the one the 'Categorías' editor refreshes after each save), so a category just
 * created is in the wizard and the filters without a reload.
 */
export function useCategorias() {
  return useQuery({
    queryKey: adminCategoriesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/categorias", { signal }),
    select: (d) => [...d.categorias].sort((a, b) => a.orden - b.orden || a.id.localeCompare(b.id)),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** The store's styles, from the admin's own list (the one the 'Estilos' editor updates on save). */
export function useEstilos() {
  return useQuery({
    queryKey: adminStylesKey,
    queryFn: ({ signal }) => apiCall("GET /api/admin/estilos", { signal }),
    select: (d) => d.estilos.map((e) => ({ id: e.id, nombre: e.nombre })),
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}

/** Puts a product the API answered into every cached list and its own entry (deleted: drops it). */
function mergeProduct(qc: QueryClient, p: ProductoAdmin | { id: string; deleted: true }) {
  qc.setQueriesData<ProductPage>({ queryKey: adminProductsKey }, (page) => {
    if (!page) return page;
    if ("deleted" in p) {
      const productos = page.productos.filter((x) => x.id !== p.id);
      return productos.length === page.productos.length
        ? page
        : { ...page, productos, total: Math.max(0, page.total - 1) };
    }
    return { ...page, productos: page.productos.map((x) => (x.id === p.id ? p : x)) };
  });
  if ("deleted" in p) qc.removeQueries({ queryKey: adminProductKey(p.id) });
  else qc.setQueryData(adminProductKey(p.id), p);
}

export type ProductAction =
  | { kind: "crear"; body: ProductInput }
  | { kind: "editar"; id: string; body: ProductInput }
  | { kind: "eliminar"; id: string }
  | { kind: "cambiar"; id: string; body: ProductPatchInput }
  | { kind: "stock"; id: string; stock: Record<string, number> }
  | { kind: "oferta"; id: string; body: Partial<OfferInput> & { porcentaje: number } }
  | { kind: "quitar-oferta"; id: string };

async function run(
  a: ProductAction,
): Promise<{ producto: ProductoAdmin | null; mensaje: string; resultado?: "eliminado" | "archivado" }> {
  switch (a.kind) {
    case "crear":
      return adminProductsApi.create(a.body);
    case "editar":
      // One conditional write: the API keeps the product's offer with the new price.
      return adminProductsApi.update(a.id, a.body);
    case "eliminar":
      // Deleted, or archived (kept inactive) when an order names it: the answer says which.
      return adminProductsApi.remove(a.id);
    case "cambiar":
      return adminProductsApi.patch(a.id, a.body);
    case "stock":
      return adminProductsApi.stock(a.id, a.stock);
    case "oferta":
      return adminProductsApi.setOffer(a.id, a.body);
    case "quitar-oferta":
      return adminProductsApi.removeOffer(a.id);
  }
}

/** Runs one catalogue change; the cached lists take the answer at once and are read again. */
export function useProductAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (res, a) => {
      if (a.kind === "eliminar" && res.resultado === "eliminado") mergeProduct(qc, { id: a.id, deleted: true });
      else if (res.producto) mergeProduct(qc, res.producto);
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminProductsKey }),
        // The dashboard's alerts and the storefront's cached product reads.
        qc.invalidateQueries({ queryKey: ["admin-alertas"] }),
        qc.invalidateQueries({ queryKey: ["productos"] }),
        // A restock uses up the waiting list ('Avísame') as the sender tells them.
        qc.invalidateQueries({ queryKey: ["admin-avisos"] }),
      ]);
    },
  });
}
