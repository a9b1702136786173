import { useCallback } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { notify } from "@/lib/notify";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "../api/lines";
import { useCart, variantStock } from "./use-cart";

/**
 * Quick add from a card or list: size M and colour Negro by default (spec: catalogue). When the
 * product has no stock in that variant, the first variant in stock is used instead, so the
 * quick add never puts an unavailable variant in the cart.
 */
export function pickQuickVariant(p: Producto): { talla: string; color: string; stock: number } | null {
  const preferred = variantStock(p, DEFAULT_SIZE, DEFAULT_COLOR);
  if (preferred > 0) return { talla: DEFAULT_SIZE, color: DEFAULT_COLOR, stock: preferred };
  const withStock = (p.variantes ?? []).filter((v) => v.stock > 0);
  const sameSize = withStock.find((v) => v.talla === DEFAULT_SIZE);
  const v = sameSize ?? withStock[0];
  if (v) return { talla: v.talla, color: v.color, stock: v.stock };
  if (!p.variantes?.length && p.stock > 0) return { talla: DEFAULT_SIZE, color: DEFAULT_COLOR, stock: p.stock };
  return null;
}

export function useAddToCart() {
  const { add } = useCart();
  return useCallback(
    (p: Producto) => {
      const v = pickQuickVariant(p);
      if (!v) {
        notify("Producto agotado", "warning");
        return;
      }
      add({ productoId: p.id, talla: v.talla, color: v.color, cantidad: 1 }, v.stock);
    },
    [add],
  );
}
