/**
 * Size / colour availability from per-variant stock (pure, unit-tested). A size that is sold out
 * for the chosen colour is shown but cannot be chosen.
 */
import type { Producto } from "@tienda/shared/schemas/catalogue";

/** The part of a product these rules read. */
export type ProductVariants = Pick<Producto, "tallas" | "colores" | "variantes" | "stock">;

export function stockFor(p: ProductVariants, talla: string | null, color: string | null): number {
  if (!p.variantes?.length) return p.stock;
  return p.variantes
    .filter((v) => (talla === null || v.talla === talla) && (color === null || v.color === color))
    .reduce((n, v) => n + v.stock, 0);
}

export function isSizeAvailable(p: ProductVariants, talla: string, color: string | null): boolean {
  return stockFor(p, talla, color) > 0;
}

export function isColorAvailable(p: ProductVariants, color: string): boolean {
  return stockFor(p, null, color) > 0;
}

/** The first colour with stock, preferring the spec's default 'Negro'. */
export function initialColor(p: ProductVariants): string | null {
  if (!p.colores.length) return null;
  if (p.colores.includes("Negro") && isColorAvailable(p, "Negro")) return "Negro";
  return p.colores.find((c) => isColorAvailable(p, c)) ?? p.colores[0] ?? null;
}

/** Quantity is bounded by 1..stock of the chosen variant. */
export function clampQuantity(qty: number, stock: number): number {
  if (stock <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(qty) || 1), stock);
}
