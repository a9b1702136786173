import { MAX_CART_LINES, MAX_FAVORITES, type LineaCarrito } from "@tienda/shared/schemas/account";
import { variantKey, type ProductRecord } from "../catalogue/product-record";

/**
 * The account's cart as the server keeps it: lines of known, active products and existing
 * variants only; duplicate product + size + colour lines merged (quantities add up); each
 * quantity bounded by the variant's stock; lines at 0 or below (or out of stock) removed.
 * Order of first appearance is kept.
 */
export function normalizeCart(
  lineas: readonly LineaCarrito[],
  products: ReadonlyMap<string, Pick<ProductRecord, "activo" | "stock_variantes">>,
): LineaCarrito[] {
  const merged = new Map<string, LineaCarrito>();
  for (const l of lineas) {
    const key = JSON.stringify([l.productoId, l.talla, l.color]);
    const prev = merged.get(key);
    if (prev) prev.cantidad += l.cantidad;
    else merged.set(key, { productoId: l.productoId, talla: l.talla, color: l.color, cantidad: l.cantidad });
  }
  const out: LineaCarrito[] = [];
  for (const l of merged.values()) {
    const p = products.get(l.productoId);
    if (!p || p.activo === false) continue;
    const stock = p.stock_variantes[variantKey(l.talla, l.color)];
    if (typeof stock !== "number" || stock <= 0) continue;
    const cantidad = Math.min(Math.trunc(l.cantidad), stock);
    if (cantidad <= 0) continue;
    out.push({ ...l, cantidad });
    if (out.length >= MAX_CART_LINES) break;
  }
  return out;
}

/** Favourites: known, active products; duplicates ignored; first appearance kept. */
export function normalizeFavorites(
  productos: readonly string[],
  products: ReadonlyMap<string, Pick<ProductRecord, "activo">>,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const id of productos) {
    if (seen.has(id)) continue;
    seen.add(id);
    const p = products.get(id);
    if (p && p.activo !== false) out.push(id);
    if (out.length >= MAX_FAVORITES) break;
  }
  return out;
}
