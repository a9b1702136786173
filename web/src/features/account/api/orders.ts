import { useQuery } from "@tanstack/react-query";
import type { PedidoPerfil } from "@tienda/shared/schemas/orders";
import { apiCall, ApiError } from "@/lib/api-client";
import { hasServerMessage, httpStatusError, ORDER_HELPER_ERRORS } from "@/lib/order-errors";

export type { PedidoPerfil };

/** GET /api/pedido/usuario/{userId} → { success, data, message? } (own orders, newest first). */
export async function fetchUserOrders(userId: string): Promise<PedidoPerfil[]> {
  let res;
  try {
    res = await apiCall("GET /api/pedido/usuario/{userId}", { params: { userId } });
  } catch (err) {
    // A non-OK answer without the server's own message: 'Error {status}: {statusText}'.
    if (err instanceof ApiError && !hasServerMessage(err)) throw new Error(httpStatusError(err.status));
    throw err;
  }
  if (!res?.success) throw new Error(res?.message || ORDER_HELPER_ERRORS.obtener);
  return Array.isArray(res.data) ? res.data : [];
}

export function useUserOrders(userId: string | undefined) {
  return useQuery({
    queryKey: ["pedidos-usuario", userId],
    queryFn: () => fetchUserOrders(userId!),
    enabled: !!userId,
    retry: false,
  });
}
