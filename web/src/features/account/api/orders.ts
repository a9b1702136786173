import { useQuery } from "@tanstack/react-query";
import type { PedidoPerfil } from "@tienda/shared/schemas/orders";
import { api } from "@/lib/api-client";

export type { PedidoPerfil };

export const ORDER_STATUS: Record<string, { label: string; color: string }> = {
  pendiente: { label: "Pendiente", color: "yellow" },
  procesando: { label: "Procesando", color: "blue" },
  en_transito: { label: "En Tránsito", color: "purple" },
  entregado: { label: "Entregado", color: "green" },
  cancelado: { label: "Cancelado", color: "red" },
};

export function orderStatus(estado: string) {
  return ORDER_STATUS[estado] ?? { label: "Desconocido", color: "gray" };
}

/** GET /api/pedido/usuario/{userId} → { success, data, message? } (own orders, newest first). */
export async function fetchUserOrders(userId: string): Promise<PedidoPerfil[]> {
  const res = await api.get<{ success: boolean; data?: PedidoPerfil[]; message?: string }>(
    `/api/pedido/usuario/${encodeURIComponent(userId)}`,
  );
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
