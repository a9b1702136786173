import { useQuery } from "@tanstack/react-query";
import { DEFAULT_SHIPPING_RATES, shippingRatesOf, type ShippingRates } from "@tienda/shared/rules/pricing";
import { apiCall } from "@/lib/api-client";

export const publicSettingsKey = ["ajustes-publicos"] as const;

/**
 * GET /api/ajustes/publicos: the BCV rate, the store's payment details and its shipping fees.
 * One query for the cart, the product page and the checkout (the same cache entry).
 */
export function usePublicSettings(opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => apiCall("GET /api/ajustes/publicos", { signal }),
    staleTime: 5 * 60_000,
    enabled: opts.enabled ?? true,
  });
}

/**
 * The BCV rate to show prices in bolívares beside dollars, while the store turns that on
 * (`mostrar_precios_bs`); null otherwise. `enabled` lets a page ask for the settings only after
 * its first paint (the catalogue's cards).
 */
export function useBsPriceRate(opts: { enabled?: boolean } = {}): number | null {
  const s = usePublicSettings(opts).data;
  return s?.mostrar_precios_bs ? s.tasa_bcv.valor : null;
}

/**
 * The shipping fees the server charges (store settings). Until they arrive, or when the store has
 * no settings yet, the defaults the server would charge too (15, free above 100; express 25).
 */
export function useShippingRates(): ShippingRates {
  const settings = usePublicSettings();
  return settings.data ? shippingRatesOf(settings.data.costos_envio) : DEFAULT_SHIPPING_RATES;
}
