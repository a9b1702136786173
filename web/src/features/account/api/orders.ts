import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";

/** An order as the profile lists it (companion spec "Order as listed for the profile"). */
export interface PedidoPerfil {
  id: string;
  numero_pedido: string;
  estado: string;
  total: number;
  fecha_pedido: string;
  tipo_pago?: string;
  envio_ciudad?: string;
  envio_estado?: string;
  productos: Array<{ nombre: string; talla?: string; cantidad: number; imagen?: string }>;
}

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

/**
 * GET /api/pedido/usuario/{userId} → { success, data, message? }. Until the order API is
 * deployed the route does not exist (404): the shopper simply has no orders yet.
 */
export async function fetchUserOrders(userId: string): Promise<PedidoPerfil[]> {
  try {
    const res = await api.get<{ success: boolean; data?: PedidoPerfil[]; message?: string }>(
      `/api/pedido/usuario/${encodeURIComponent(userId)}`,
    );
    if (!res?.success) throw new Error(res?.message || "Error al obtener pedidos");
    return Array.isArray(res.data) ? res.data : [];
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export function useUserOrders(userId: string | undefined) {
  return useQuery({
    queryKey: ["pedidos-usuario", userId],
    queryFn: () => fetchUserOrders(userId!),
    enabled: !!userId,
    retry: false,
  });
}
