import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PedidoAdmin, UpdateFulfilment } from "@tienda/shared/schemas/admin-orders";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { apiCall, ApiError, type ApiQueryParams } from "@/lib/api-client";
import { paymentsApiQuery, type PaymentFilters } from "../lib/filters";

/**
 * The admin's orders (GET /api/pedido and friends, admin only). Lists are cached per filter set;
 * every review or fulfilment action marks the lists (and their summary), the order's details and
 * the shopper-side order cache as stale.
 */
export const adminOrdersApi = {
  list: (query: ApiQueryParams<"GET /api/pedido">, signal?: AbortSignal) =>
    apiCall("GET /api/pedido", { query, signal }),
  get: (id: string, signal?: AbortSignal) => apiCall("GET /api/pedido/{id}", { params: { id }, signal }),
  receiptUrl: (id: string, signal?: AbortSignal) =>
    apiCall("GET /api/pedido/{id}/comprobante", { params: { id }, signal }),
  approve: (id: string, confirmarReferenciaUsada = false) =>
    apiCall("POST /api/pedido/{id}/aprobar", {
      params: { id },
      body: confirmarReferenciaUsada ? { confirmar_referencia_usada: true } : {},
    }),
  markCashPaid: (id: string) => apiCall("POST /api/pedido/{id}/cobrar-efectivo", { params: { id } }),
  reject: (id: string, motivo: string) =>
    apiCall("POST /api/pedido/{id}/rechazar", { params: { id }, body: { motivo } }),
  fulfil: (id: string, body: UpdateFulfilment) => apiCall("PUT /api/pedido/{id}", { params: { id }, body }),
  archive: (id: string) => apiCall("DELETE /api/pedido/{id}", { params: { id } }),
};

export const adminOrdersKey = ["admin-pedidos"] as const;
export const adminOrderKey = (id: string) => ["admin-pedido", id] as const;

const noRetryOnClientError = (count: number, err: unknown) =>
  count < 2 && !(err instanceof ApiError && err.status < 500);

export function useAdminOrders(filters: PaymentFilters, enabled = true) {
  const query = paymentsApiQuery(filters);
  return useQuery({
    queryKey: [...adminOrdersKey, query],
    queryFn: ({ signal }) => adminOrdersApi.list(query, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
    retry: noRetryOnClientError,
  });
}

/** One order in full; `enabled` false keeps what is cached without reading it again (a closed dialog). */
export function useAdminOrder(id: string | null, enabled = true) {
  return useQuery({
    queryKey: adminOrderKey(id ?? ""),
    queryFn: ({ signal }) => adminOrdersApi.get(id!, signal),
    enabled: !!id && enabled,
    retry: noRetryOnClientError,
  });
}

/** A fresh presigned link each time the viewer opens (they last 5 minutes). */
export function useReceiptUrl(id: string | null) {
  return useQuery({
    queryKey: ["admin-comprobante", id],
    queryFn: ({ signal }) => adminOrdersApi.receiptUrl(id!, signal),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
    retry: noRetryOnClientError,
  });
}

/** Every order read from the admin list with the current filters (all pages, 100 at a time). */
export async function fetchAllOrders(filters: PaymentFilters, signal?: AbortSignal): Promise<PedidoAdmin[]> {
  const rows: PedidoAdmin[] = [];
  let pagina = 1;
  let paginas = 1;
  do {
    const res = await adminOrdersApi.list(paymentsApiQuery(filters, { pagina, limite: 100 }), signal);
    rows.push(...res.data);
    paginas = res.paginas;
    pagina += 1;
  } while (pagina <= paginas);
  return rows;
}

export type OrderAction =
  | { kind: "aprobar"; id: string; confirmarReferenciaUsada?: boolean }
  | { kind: "rechazar"; id: string; motivo: string }
  | { kind: "cobrar"; id: string }
  | { kind: "fulfil"; id: string; body: UpdateFulfilment }
  | { kind: "archivar"; id: string };

function run(a: OrderAction): Promise<unknown> {
  switch (a.kind) {
    case "aprobar":
      return adminOrdersApi.approve(a.id, a.confirmarReferenciaUsada);
    case "rechazar":
      return adminOrdersApi.reject(a.id, a.motivo);
    case "cobrar":
      return adminOrdersApi.markCashPaid(a.id);
    case "fulfil":
      return adminOrdersApi.fulfil(a.id, a.body);
    case "archivar":
      return adminOrdersApi.archive(a.id);
  }
}

/**
 * Runs one review or fulfilment action. Success or failure, the lists, the summary and the
 * order are read again: a 409 ('El pedido ya fue revisado') means somebody else changed it.
 */
export function useOrderAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data, a) => {
      if (a.kind !== "archivar" && data && typeof data === "object" && "id" in data) {
        qc.setQueryData(adminOrderKey(a.id), data as PedidoDetalle);
      }
    },
    onSettled: async (_d, _e, a) => {
      // An archived order leaves the lists for good: forget it instead of reading it again.
      if (a.kind === "archivar") qc.removeQueries({ queryKey: adminOrderKey(a.id) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminOrdersKey }),
        a.kind === "archivar" ? undefined : qc.invalidateQueries({ queryKey: adminOrderKey(a.id) }),
        // The shopper-side caches of the same order and the profile's lists.
        qc.invalidateQueries({ queryKey: ["pedido", a.id] }),
        qc.invalidateQueries({ queryKey: ["pedidos-usuario"] }),
      ]);
    },
  });
}
