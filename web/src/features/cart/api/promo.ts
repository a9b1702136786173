import { INVALID_PROMO_MESSAGE, fromCents, promoPercent } from "@tienda/shared/rules/pricing";
import { api, ApiError } from "@/lib/api-client";
import { readJson, removeKey, writeJson } from "@/lib/storage";

export interface AppliedPromo {
  codigo: string;
  porcentaje: number;
}

const PROMO_KEY = "shop-promo";

/**
 * Checks a code through the API (POST /api/promociones/validar). The server is the authority;
 * while that route is not deployed (404 without a message) the shared rule answers, display only.
 */
export async function validatePromo(codigo: string, subtotalCents: number): Promise<AppliedPromo> {
  try {
    const res = await api.post<{ codigo: string; porcentaje: number }>("/api/promociones/validar", {
      codigo: codigo.trim(),
      subtotal: fromCents(subtotalCents),
    });
    return { codigo: res.codigo, porcentaje: res.porcentaje };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && err.message.startsWith("Error HTTP")) {
      const pct = promoPercent(codigo);
      if (pct !== null) return { codigo: codigo.trim().toUpperCase(), porcentaje: pct };
      throw new Error(INVALID_PROMO_MESSAGE);
    }
    throw err;
  }
}

/** The applied code is kept for the session so checkout can send it. */
export function loadPromo(): AppliedPromo | null {
  return readJson<AppliedPromo | null>(PROMO_KEY, null, "sessionStorage");
}

export function savePromo(p: AppliedPromo | null): void {
  if (p) writeJson(PROMO_KEY, p, "sessionStorage");
  else removeKey(PROMO_KEY, "sessionStorage");
}
