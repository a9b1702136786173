import { fromCents } from "@tienda/shared/rules/pricing";
import { apiCall, type ApiResponse } from "@/lib/api-client";
import { readJson, removeKey, writeJson } from "@/lib/storage";

/** The code as the server stores it and its percentage (what checkout sends and shows). */
export type AppliedPromo = Pick<ApiResponse<"POST /api/promociones/validar">, "codigo" | "porcentaje">;

const PROMO_KEY = "shop-promo";

/**
 * Checks a code through the API (POST /api/promociones/validar): the server is the only one
 * that knows the codes and their rules (no code table ships in the SPA). A code that does not
 * apply rejects with the server's reason, which the cart shows as it comes: 'Código promocional
 * inválido', expired, not yet valid, used up, minimum subtotal not reached, already used by you.
 */
export async function validatePromo(codigo: string, subtotalCents: number): Promise<AppliedPromo> {
  const res = await apiCall("POST /api/promociones/validar", {
    body: { codigo: codigo.trim(), subtotal: fromCents(subtotalCents) },
  });
  return { codigo: res.codigo, porcentaje: res.porcentaje };
}

/** The applied code is kept for the session so checkout can send it. */
export function loadPromo(): AppliedPromo | null {
  return readJson<AppliedPromo | null>(PROMO_KEY, null, "sessionStorage");
}

export function savePromo(p: AppliedPromo | null): void {
  if (p) writeJson(PROMO_KEY, p, "sessionStorage");
  else removeKey(PROMO_KEY, "sessionStorage");
}
