import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CreateOrderInput, QuoteOrderInput, TipoPago } from "@tienda/shared/schemas/checkout";
import { apiCall } from "@/lib/api-client";
import type { OrderLineRef } from "../lib/form-values";

/** Calls of the checkout. Every money figure shown comes from the server's answers. */
export const checkoutApi = {
  publicSettings: (signal?: AbortSignal) => apiCall("GET /api/ajustes/publicos", { signal }),
  quote: (body: QuoteOrderInput, signal?: AbortSignal) => apiCall("POST /api/pedido/cotizacion", { body, signal }),
  createOrder: (body: CreateOrderInput, idempotencyKey: string) =>
    apiCall("POST /api/pedido", { body, headers: { "Idempotency-Key": idempotencyKey } }),
};

// The public settings (BCV rate, payment details, shipping fees) share the cart's query.
export { publicSettingsKey, usePublicSettings } from "@/features/cart";

/**
 * The server's pricing of the cart (POST /api/pedido/cotizacion): subtotal, discount (promo
 * code or first purchase), the chosen shipping, taxes, total in USD and Bs, and lines that cannot be ordered.
 */
export function useQuote(
  lines: readonly OrderLineRef[],
  codigo: string | null,
  metodoEnvio: string,
  tipoPago: TipoPago | null = null,
  /** The shopper's state: a method's fee may depend on it (docs/delivery.md). */
  estado = "",
) {
  const lineas = lines.map(({ productoId, talla, color, cantidad }) => ({ productoId, talla, color, cantidad }));
  return useQuery({
    queryKey: ["cotizacion", lineas, codigo, metodoEnvio, tipoPago, estado] as const,
    queryFn: ({ signal }) =>
      checkoutApi.quote(
        {
          lineas,
          ...(codigo ? { codigo_promocional: codigo } : {}),
          metodo_envio: metodoEnvio,
          ...(estado ? { estado: estado as QuoteOrderInput["estado"] } : {}),
          ...(tipoPago ? { tipo_pago: tipoPago } : {}),
        },
        signal,
      ),
    enabled: lineas.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
}
