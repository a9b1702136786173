import type { ProductVariants } from "./variants";

/** The sizes and colours of a product with no stock (pure): what 'Avísame cuando llegue' offers. */
export function soldOutVariants(p: ProductVariants): Array<{ talla: string; color: string }> {
  return (p.variantes ?? []).filter((v) => v.stock <= 0).map((v) => ({ talla: v.talla, color: v.color }));
}

/** The sold-out sizes of one colour, in the product's size order. */
export function soldOutSizes(p: ProductVariants, color: string): string[] {
  const out = new Set(
    soldOutVariants(p)
      .filter((v) => v.color === color)
      .map((v) => v.talla),
  );
  return p.tallas.filter((t) => out.has(t));
}
