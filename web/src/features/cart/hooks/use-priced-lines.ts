import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { toCents } from "@tienda/shared/rules/pricing";
import { fetchProduct, productKeys } from "@/features/products";
import { embeddedAnswer } from "@/lib/early-fetch";
import { cartProductUrl } from "../early";
import { lineKey, type CartLine } from "../api/lines";
import { variantStock } from "./use-cart";

export interface PricedCartLine extends CartLine {
  key: string;
  producto: Producto | undefined;
  stock: number;
  precioCents: number;
  isLoading: boolean;
  missing: boolean;
}

interface ProductState {
  data: Producto | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** What a line needs of its product's query; TanStack Query shares it structurally between renders. */
const productStates = (results: ReadonlyArray<ProductState>): ProductState[] =>
  results.map((r) => ({ data: r.data, isLoading: r.isLoading, isError: r.isError }));

/**
 * Joins the cart lines with the products fetched from the API (prices are never stored). The same
 * array while neither the lines nor their products change, so a page can render it as a deferred
 * value or hand it to memoised parts.
 */
export function usePricedLines(lines: readonly CartLine[]): PricedCartLine[] {
  const ids = useMemo(() => [...new Set(lines.map((l) => l.productoId))], [lines]);
  const products = useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
      // The answer the cart's HTML already drew the line from (web/public/cart-paint.js), so the
      // first render draws the same line rather than its placeholders.
      initialData: () => embeddedAnswer<Producto>(cartProductUrl(id)),
      staleTime: 60_000,
    })),
    combine: productStates,
  });
  return useMemo(() => pricedLines(lines, ids, products), [lines, ids, products]);
}

function pricedLines(lines: readonly CartLine[], ids: string[], products: ProductState[]): PricedCartLine[] {
  const byId = new Map(ids.map((id, i) => [id, products[i]]));
  return lines.map((l) => {
    const r = byId.get(l.productoId);
    const producto = r?.data;
    return {
      ...l,
      key: lineKey(l),
      producto,
      stock: variantStock(producto, l.talla, l.color),
      precioCents: producto ? toCents(producto.precio) : 0,
      isLoading: !!r?.isLoading,
      missing: !!r?.isError,
    };
  });
}
