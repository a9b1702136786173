import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttachReceiptInput } from "@tienda/shared/schemas/checkout";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { api } from "@/lib/api-client";

/**
 * One order: GET /api/pedido/{id} and its actions. `token` is a guest's secret link token; the
 * owner's session or an admin's is enough otherwise (the API answers 404 to anybody else).
 */
const base = (id: string) => `/api/pedido/${encodeURIComponent(id)}`;
const withToken = (token: string | null | undefined) => (token ? { query: { token } } : {});

export const ordersApi = {
  get: (id: string, token?: string | null, signal?: AbortSignal) =>
    api.get<PedidoDetalle>(base(id), { ...withToken(token), signal }),
  attachReceipt: (id: string, token: string | null | undefined, body: AttachReceiptInput) =>
    api.post<PedidoDetalle>(`${base(id)}/comprobante`, body, withToken(token)),
  receiptUrl: (id: string, token?: string | null) =>
    api.get<{ url: string; expira: string }>(`${base(id)}/comprobante`, withToken(token)),
  cancel: (id: string, token?: string | null) => api.post<PedidoDetalle>(`${base(id)}/cancelar`, {}, withToken(token)),
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
