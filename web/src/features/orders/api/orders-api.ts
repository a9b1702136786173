import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttachReceiptInput } from "@tienda/shared/schemas/checkout";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { apiCall } from "@/lib/api-client";

/**
 * One order: GET /api/pedido/{id} and its actions. `token` is a guest's secret link token; the
 * owner's session or an admin's is enough otherwise (the API answers 404 to anybody else).
 */
export const ordersApi = {
  get: (id: string, token?: string | null, signal?: AbortSignal) =>
    apiCall("GET /api/pedido/{id}", { params: { id }, query: { token }, signal }),
  attachReceipt: (id: string, token: string | null | undefined, body: AttachReceiptInput) =>
    apiCall("POST /api/pedido/{id}/comprobante", { params: { id }, query: { token }, body }),
  receiptUrl: (id: string, token?: string | null) =>
    apiCall("GET /api/pedido/{id}/comprobante", { params: { id }, query: { token } }),
  cancel: (id: string, token?: string | null) =>
    apiCall("POST /api/pedido/{id}/cancelar", { params: { id }, query: { token } }),
};

export const orderKey = (id: string, token?: string | null) => ["pedido", id, token ?? null] as const;

export function useOrder(id: string, token?: string | null) {
  return useQuery({
    queryKey: orderKey(id, token),
    queryFn: ({ signal }) => ordersApi.get(id, token, signal),
    enabled: !!id,
    retry: (count, err) =>
      count < 2 && !(err && typeof err === "object" && "status" in err && (err as { status: number }).status < 500),
  });
}

/** Puts the server's answer in the cache and marks the profile's order list as stale. */
export function useSetOrder(id: string, token?: string | null) {
  const qc = useQueryClient();
  return (pedido: PedidoDetalle) => {
    qc.setQueryData(orderKey(id, token), pedido);
    void qc.invalidateQueries({ queryKey: ["pedidos-usuario"] });
  };
}
