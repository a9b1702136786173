import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-client";
import { useSession } from "@/features/session";

interface QuotedLine {
  productoId: string;
  talla: string;
  color: string;
  cantidad: number;
}

/**
 * The first-purchase percentage the server gives this shopper (0: none), from its quote of the
 * cart without a code (POST /api/pedido/cotizacion, the checkout's own pricing). Only a signed-in
 * shopper can qualify, so guests send nothing; a store without settings or a failed quote gives 0.
 */
export function useFirstPurchasePercent(lines: readonly QuotedLine[]): number {
  const { isAuthenticated } = useSession();
  const lineas = lines.map(({ productoId, talla, color, cantidad }) => ({ productoId, talla, color, cantidad }));
  const quote = useQuery({
    queryKey: ["cotizacion", lineas, null, null] as const,
    // No delivery named: the store's estandar, or its first method (the discount does not depend on it).
    queryFn: ({ signal }) => apiCall("POST /api/pedido/cotizacion", { body: { lineas }, signal }),
    enabled: isAuthenticated && lineas.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  const detalle = quote.data?.descuento_detalle;
  return isAuthenticated && detalle?.tipo === "primera_compra" ? detalle.porcentaje : 0;
}
