import type { LineaCarrito } from "@tienda/shared/schemas/account";
import { getCartLines, getFavoriteIds, getProductsByIds, putCartLines, putFavoriteIds } from "../../data/carts";
import { normalizeCart, normalizeFavorites } from "./cart";

/** The signed-in shopper's cart, checked against today's catalogue and stock. */
export async function readCart(userId: string): Promise<LineaCarrito[]> {
  const stored = await getCartLines(userId);
  if (!stored.length) return [];
  return normalizeCart(stored, await getProductsByIds(stored.map((l) => l.productoId)));
}

/** Replaces (or with `fusionar` adds to) the saved cart; returns what was kept. */
export async function saveCart(userId: string, lineas: LineaCarrito[], fusionar: boolean, now: Date) {
  const all = fusionar ? [...(await getCartLines(userId)), ...lineas] : lineas;
  const kept = normalizeCart(all, await getProductsByIds(all.map((l) => l.productoId)));
  await putCartLines(userId, kept, now);
  return kept;
}

export async function readFavorites(userId: string): Promise<string[]> {
  const stored = await getFavoriteIds(userId);
  if (!stored.length) return [];
  return normalizeFavorites(stored, await getProductsByIds(stored));
}

export async function saveFavorites(userId: string, productos: string[], fusionar: boolean, now: Date) {
  const all = fusionar ? [...(await getFavoriteIds(userId)), ...productos] : productos;
  const kept = normalizeFavorites(all, await getProductsByIds(all));
  await putFavoriteIds(userId, kept, now);
  return kept;
}
