import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { OfferInput, ProductInput } from "@tienda/shared/schemas/admin-products";
import type { Categoria, Estilo, ListaProductos, Producto } from "@tienda/shared/schemas/catalogue";
import { api } from "@/lib/api-client";
import { noRetryOnClientError } from "../../dashboard/api/dashboard-api";
import { productsApiQuery, type ProductFilters } from "../lib/filters";
import { hasLowStock } from "../lib/stock";

/**
 * The admin's catalogue: reads through the public catalogue routes (GET /api/productos lists
 * active products only, at most 100 a page) and writes through the admin routes. The public
 * reads are cacheable for a minute; the admin asks the browser for a fresh copy (Cache-Control:
 * no-cache) and every write puts the product the API answers straight into the cached lists.
 */
const FRESH = { "Cache-Control": "no-cache" };
const base = (id: string) => `/api/productos/${encodeURIComponent(id)}`;

export interface ProductoRespuesta {
  producto: Producto;
  mensaje: string;
}

export const adminProductsApi = {
  list: (query: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<ListaProductos>("/api/productos", { query, signal, headers: FRESH }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<Producto>(`/api/productos/producto/${encodeURIComponent(id)}`, { signal, headers: FRESH }),
  create: (body: ProductInput) => api.post<ProductoRespuesta>("/api/productos", body),
  update: (id: string, body: ProductInput) => api.put<ProductoRespuesta>(base(id), body),
  remove: (id: string) => api.delete<{ mensaje: string }>(base(id)),
  stock: (id: string, stock_variantes: Record<string, number>) =>
    api.put<ProductoRespuesta>(`${base(id)}/stock`, { stock_variantes }),
  setOffer: (id: string, body: Partial<OfferInput> & { porcentaje: number }) =>
    api.put<ProductoRespuesta>(`${base(id)}/oferta`, body),
  removeOffer: (id: string) => api.delete<ProductoRespuesta>(`${base(id)}/oferta`),
};

export const adminProductsKey = ["admin-productos"] as const;
export const adminProductKey = (id: string) => ["admin-producto", id] as const;

export interface ProductPage {
  productos: Producto[];
  total: number;
  pagina: number;
  paginas: number;
}

/** Every product matching the server-side filters, 100 at a time (the low-stock view). */
async function fetchAll(query: Record<string, string | number>, signal?: AbortSignal): Promise<Producto[]> {
  const out: Producto[] = [];
  for (let pagina = 1; pagina <= 100; pagina++) {
    const res = await adminProductsApi.list({ ...query, limite: 100, pagina }, signal);
    out.push(...res.productos);
    if (pagina >= res.paginas) break;
  }
  return out;
}

export function useAdminProducts(f: ProductFilters) {
  const { query, clientPaging } = productsApiQuery(f);
  return useQuery({
    queryKey: [...adminProductsKey, query, clientPaging ? { limite: f.limite, pagina: f.pagina } : null],
    queryFn: async ({ signal }): Promise<ProductPage> => {
      if (!clientPaging) {
        const res = await adminProductsApi.list(query, signal);
        return { productos: res.productos, total: res.total, pagina: res.pagina, paginas: res.paginas };
      }
      const all = (await fetchAll(query, signal)).filter(hasLowStock);
      const paginas = Math.max(1, Math.ceil(all.length / f.limite));
      const pagina = Math.min(f.pagina, paginas);
      return { productos: all.slice((pagina - 1) * f.limite, pagina * f.limite), total: all.length, pagina, paginas };
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

export function useCategorias() {
  return useQuery({
    queryKey: ["categorias"],
    queryFn: ({ signal }) => api.get<{ categorias: Categoria[] }>("/api/categorias", { signal }),
    select: (d) => [...(d.categorias ?? [])].sort((a, b) => (a.orden ?? 0) - (b.orden ?? 0)),
    staleTime: 10 * 60_000,
  });
}

/** The styles of the store (GET /api/contenido/estilos: casual, formal, fiesta, deportes). */
export function useEstilos() {
  return useQuery({
    queryKey: ["contenido", "estilos"],
    queryFn: ({ signal }) =>
      api.get<{ estilos?: Array<Pick<Estilo, "id" | "nombre">> }>("/api/contenido/estilos", { signal }),
    select: (d) => (d.estilos ?? []).map((e) => ({ id: e.id, nombre: e.nombre })),
    staleTime: 10 * 60_000,
  });
}

/** Puts a product the API answered into every cached list and its own entry (deleted: drops it). */
function mergeProduct(qc: QueryClient, p: Producto | { id: string; deleted: true }) {
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
  | { kind: "editar"; id: string; body: ProductInput; reaplicarOferta?: { porcentaje: number } | null }
  | { kind: "eliminar"; id: string }
  | { kind: "stock"; id: string; stock: Record<string, number> }
  | { kind: "oferta"; id: string; body: Partial<OfferInput> & { porcentaje: number } }
  | { kind: "quitar-oferta"; id: string };

async function run(a: ProductAction): Promise<{ producto: Producto | null; mensaje: string }> {
  switch (a.kind) {
    case "crear":
      return adminProductsApi.create(a.body);
    case "editar": {
      const res = await adminProductsApi.update(a.id, a.body);
      // A discount kept as a plain struck-through price (no offer record) is lost when the
      // price without discount is saved: put it back as an offer of the same percentage.
      if (a.reaplicarOferta && res.producto.porcentaje_descuento === 0) {
        const again = await adminProductsApi.setOffer(a.id, {
          porcentaje: a.reaplicarOferta.porcentaje,
          precio_original: a.body.precio,
        });
        return { producto: again.producto, mensaje: res.mensaje };
      }
      return res;
    }
    case "eliminar":
      return { ...(await adminProductsApi.remove(a.id)), producto: null };
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
      if (a.kind === "eliminar") mergeProduct(qc, { id: a.id, deleted: true });
      else if (res.producto) mergeProduct(qc, res.producto);
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminProductsKey }),
        // The dashboard's alerts and the storefront's cached product reads.
        qc.invalidateQueries({ queryKey: ["admin-alertas"] }),
        qc.invalidateQueries({ queryKey: ["productos"] }),
      ]);
    },
  });
}
