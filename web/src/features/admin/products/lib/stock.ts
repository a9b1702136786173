import { LOW_STOCK_BELOW } from "@tienda/shared/schemas/admin-products";
import type { Producto } from "@tienda/shared/schemas/catalogue";

/**
 * Stock rules of the admin's products page (pure: unit-tested). The spec's badge colours: under
 * 10 units red 'Stock Bajo', under 20 yellow, otherwise green. 'Stock bajo' as a filter: any
 * variant under 10.
 */
/** The same threshold as the API's '?stock=bajo' (GET /api/admin/productos). */
export { LOW_STOCK_BELOW };
export const MEDIUM_STOCK_BELOW = 20;

export interface StockBadge {
  color: "red" | "yellow" | "green";
  label: string;
}

export function stockBadge(stock: number): StockBadge {
  if (stock < LOW_STOCK_BELOW) return { color: "red", label: stock <= 0 ? "Agotado" : "Stock Bajo" };
  if (stock < MEDIUM_STOCK_BELOW) return { color: "yellow", label: "Stock Medio" };
  return { color: "green", label: "En Stock" };
}

/** The product's lowest variant stock (its total when it has no variants). */
export function minVariantStock(p: Pick<Producto, "variantes" | "stock">): number {
  if (!p.variantes?.length) return p.stock;
  return Math.min(...p.variantes.map((v) => v.stock));
}

/** True when any variant has fewer than 10 units ('?stock=bajo'). */
export function hasLowStock(p: Pick<Producto, "variantes" | "stock">): boolean {
  return p.variantes?.length ? p.variantes.some((v) => v.stock < LOW_STOCK_BELOW) : p.stock < LOW_STOCK_BELOW;
}

export function variantKey(talla: string, color: string): string {
  return `${talla}|${color}`;
}

export const STOCK_MESSAGES = {
  required: "Indica el stock",
  invalid: "El stock debe ser un número entero mayor o igual a 0",
  nothing: "No hay cambios de stock que guardar",
} as const;

/** A stock field's error, or null: non-empty, a whole number, at least 0. */
export function stockFieldError(raw: string): string | null {
  const s = raw.trim();
  if (!s) return STOCK_MESSAGES.required;
  if (!/^\d+$/.test(s)) return STOCK_MESSAGES.invalid;
  if (Number(s) > 1_000_000) return STOCK_MESSAGES.invalid;
  return null;
}

/**
 * The stock editor's body: only the variants whose value changed, or the per-variant errors.
 * `edited` holds the text of each field keyed by 'talla|color'.
 */
export function stockChanges(
  variantes: ReadonlyArray<{ talla: string; color: string; stock: number }>,
  edited: Readonly<Record<string, string>>,
): { changes: Record<string, number>; errors: Record<string, string> } {
  const changes: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const v of variantes) {
    const key = variantKey(v.talla, v.color);
    const raw = edited[key] ?? String(v.stock);
    const err = stockFieldError(raw);
    if (err) errors[key] = err;
    else if (Number(raw.trim()) !== v.stock) changes[key] = Number(raw.trim());
  }
  return { changes, errors };
}
