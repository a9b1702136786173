import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { useLocalStore } from "@/lib/local-store";
import { readJson, writeJson } from "@/lib/storage";
import { notify } from "@/lib/notify";
import { plural, pluralWord } from "@/lib/format";
import { useSession } from "@/features/session";
import { guestCart } from "../api/guest-stores";
import { CART_OWNER_KEY, cartOwner } from "../early";
import { fetchServerCart, saveServerCart, type ServerCart } from "../api/server-cart";
import { addLine, countItems, lineKey, removeLine, sanitizeLines, setLineQuantity, type CartLine } from "../api/lines";

/** Stable empty list (a fresh `[]` per render would re-run every memo that depends on it). */
const NO_LINES: CartLine[] = [];

export const serverCartKey = ["carrito-servidor"] as const;

/** Stock of one variant; a product without variant data falls back to its total stock. */
export function variantStock(p: Producto | undefined, talla: string, color: string): number {
  if (!p) return 0;
  if (!p.variantes?.length) return p.stock ?? 0;
  return p.variantes.find((v) => v.talla === talla && v.color === color)?.stock ?? 0;
}

/**
 * The shopper's cart: the guest copy in localStorage, or the account copy on the server when
 * signed in (so another browser sees it). Writes PUT the whole list; the server bounds by stock.
 */
export function useCart() {
  const { isAuthenticated, isLoading: sessionLoading } = useSession();
  const qc = useQueryClient();
  const guestLines = useLocalStore(guestCart);

  const server = useQuery({
    queryKey: serverCartKey,
    queryFn: ({ signal }) => fetchServerCart(signal),
    select: (d) => sanitizeLines(d?.lineas),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });

  const save = useMutation({
    // Versioned write (If-Match); on a conflict the change is merged into the current cart and retried once.
    mutationFn: ({ base, next, etag }: { base: CartLine[]; next: CartLine[]; etag: string | null }) =>
      saveServerCart(base, next, etag),
    onMutate: async ({ next, etag }) => {
      await qc.cancelQueries({ queryKey: serverCartKey });
      const prev = qc.getQueryData(serverCartKey);
      qc.setQueryData<ServerCart>(serverCartKey, { lineas: next, etag });
      return { prev };
    },
    onError: (err, _v, ctx) => {
      qc.setQueryData(serverCartKey, ctx?.prev);
      notify(err.message, "error");
    },
    onSuccess: (data) => qc.setQueryData(serverCartKey, data),
  });

  const mutate = save.mutate;
  const lines = isAuthenticated ? (server.data ?? NO_LINES) : guestLines;
  // A browser last seen as a guest's is drawn from its stored lines while the session is read, as
  // its HTML drew it (web/public/cart-paint.js): no skeleton between the two. Should the session
  // answer otherwise, the account's cart replaces them.
  const knownGuest = sessionLoading && cartOwner(readJson<unknown>(CART_OWNER_KEY, null)) === "guest";
  useEffect(() => {
    if (!sessionLoading) writeJson(CART_OWNER_KEY, isAuthenticated ? "account" : "guest");
  }, [sessionLoading, isAuthenticated]);

  const write = useCallback(
    (next: CartLine[]) => {
      if (isAuthenticated) {
        const cached = qc.getQueryData<ServerCart>(serverCartKey);
        mutate({ base: sanitizeLines(cached?.lineas), next, etag: cached?.etag ?? null });
      } else guestCart.set(next);
    },
    [isAuthenticated, mutate, qc],
  );

  const current = useCallback(
    () =>
      isAuthenticated ? sanitizeLines(qc.getQueryData<{ lineas: CartLine[] }>(serverCartKey)?.lineas) : guestCart.get(),
    [isAuthenticated, qc],
  );

  const add = useCallback(
    (line: CartLine, maxStock?: number) => {
      const before = current();
      const existing = before.find((l) => lineKey(l) === lineKey(line));
      if (maxStock !== undefined && existing && existing.cantidad >= maxStock) {
        notify(
          `Solo hay ${plural(maxStock, "unidad", "unidades")} ${pluralWord(maxStock, "disponible", "disponibles")}`,
          "warning",
        );
        return;
      }
      write(addLine(before, line, maxStock));
      notify("Producto agregado al carrito");
    },
    [current, write],
  );

  const setQuantity = useCallback(
    (key: string, qty: number, maxStock?: number) => {
      const next = setLineQuantity(current(), key, qty, maxStock);
      write(next);
      notify(qty <= 0 ? "Producto eliminado del carrito" : "Cantidad actualizada");
    },
    [current, write],
  );

  const remove = useCallback(
    (key: string) => {
      write(removeLine(current(), key));
      notify("Producto eliminado del carrito");
    },
    [current, write],
  );

  /** Empties the cart; `silent` skips the 'Carrito vaciado' toast (after a placed order). */
  const clear = useCallback(
    (opts?: { silent?: boolean }) => {
      write([]);
      if (!opts?.silent) notify("Carrito vaciado");
    },
    [write],
  );

  const count = useMemo(() => countItems(lines), [lines]);
  const has = useCallback((productoId: string) => lines.some((l) => l.productoId === productoId), [lines]);

  return {
    lines,
    count,
    has,
    add,
    setQuantity,
    remove,
    clear,
    isLoading: sessionLoading ? !knownGuest : isAuthenticated && server.isLoading,
  };
}
