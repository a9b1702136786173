import type { LineaCarrito } from "@tienda/shared/schemas/account";
import { DomainError } from "../errors";
import {
  cartFromItem,
  getCart,
  getFavoriteIds,
  getProductsByIds,
  putCartLines,
  putFavoriteIds,
} from "../../data/carts";
import { normalizeCart, normalizeFavorites } from "./cart";

/**
 * The cart is written with a version (data/carts.ts). Its ETag is the version as a strong
 * entity tag ('"7"'): GET gives it, PUT with If-Match writes only over that version.
 */
export const cartEtag = (version: number) => `"${version}"`;

/** The If-Match of a cart write: a version, "any" (absent or '*'), or "none" (no tag can match). */
export function parseCartIfMatch(header: string | undefined): number | "any" | "none" {
  const value = header?.trim();
  if (!value || value === "*") return "any";
  const m = /^"(\d{1,15})"$/.exec(value);
  return m ? Number(m[1]) : "none";
}

export const CART_CONFLICT_MESSAGE = "Tu carrito cambió en otra pestaña o dispositivo. Vuelve a intentarlo";

/** A stale version: the current cart and its version tag, so the client can merge its change and retry. */
export class CartVersionConflict extends DomainError {
  constructor(current: { lineas: LineaCarrito[]; version: number }) {
    super("precondition_failed", CART_CONFLICT_MESSAGE, {
      etag: cartEtag(current.version),
      datos: { lineas: current.lineas },
    });
  }
}

export interface VersionedCart {
  lineas: LineaCarrito[];
  version: number;
}

/**
 * The signed-in shopper's cart, checked against today's catalogue and stock, with its version;
 * `item`: its stored item when already read (with the session: get-cart.ts).
 */
export async function readCart(userId: string, item?: Record<string, unknown> | null): Promise<VersionedCart> {
  const stored = item !== undefined ? cartFromItem(item) : await getCart(userId);
  if (!stored.lineas.length) return { lineas: [], version: stored.version };
  return {
    lineas: normalizeCart(stored.lineas, await getProductsByIds(stored.lineas.map((l) => l.productoId))),
    version: stored.version,
  };
}

const normalized = async (lineas: LineaCarrito[]) =>
  normalizeCart(lineas, await getProductsByIds(lineas.map((l) => l.productoId)));

/**
 * Replaces the saved cart (or with `fusionar` adds to it: the guest cart on sign-in); returns
 * what was kept and the new version. `ifMatch` is the version the client saw: the write happens
 * only over it, else CartVersionConflict (412 + the current cart). A merge without If-Match is
 * itself a conditional write over the version it read, retried, so parallel merges lose nothing.
 */
export async function saveCart(
  userId: string,
  lineas: LineaCarrito[],
  fusionar: boolean,
  now: Date,
  ifMatch: number | "any" | "none" = "any",
): Promise<VersionedCart> {
  if (ifMatch === "none") throw new CartVersionConflict(await readCart(userId));
  if (!fusionar) {
    const kept = await normalized(lineas);
    const version = await putCartLines(userId, kept, now, ifMatch === "any" ? undefined : ifMatch);
    if (version === null) throw new CartVersionConflict(await readCart(userId));
    return { lineas: kept, version };
  }
  for (let attempt = 0; ; attempt++) {
    const stored = await getCart(userId);
    if (ifMatch !== "any" && stored.version !== ifMatch) throw new CartVersionConflict(await readCart(userId));
    const kept = await normalized([...stored.lineas, ...lineas]);
    const version = await putCartLines(userId, kept, now, stored.version);
    if (version !== null) return { lineas: kept, version };
    if (ifMatch !== "any" || attempt >= 4) throw new CartVersionConflict(await readCart(userId));
  }
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
