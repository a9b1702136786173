import { useQuery } from "@tanstack/react-query";
import type { PedidoPerfil } from "@tienda/shared/schemas/orders";
import { apiCall } from "@/lib/api-client";

export type { PedidoPerfil };

/** GET /api/pedido/usuario/{userId} → { success, data, message? } (own orders, newest first). */
export async function fetchUserOrders(userId: string): Promise<PedidoPerfil[]> {
  const res = await apiCall("GET /api/pedido/usuario/{userId}", { params: { userId } });
  if (!res?.success) throw new Error(res?.message || "Error al obtener pedidos");
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
