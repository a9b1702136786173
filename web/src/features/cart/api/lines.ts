/**
 * Pure cart / favourites list operations (storefront spec §4). Only ids, size, colour and
 * quantity are kept; prices always come from the API. Only a type import, so unit tests run anywhere.
 */
import type { LineaCarrito } from "@tienda/shared/schemas/account";

/** A cart line is the cart API's own shape (shared/src/schemas/account.ts). */
export type CartLine = LineaCarrito;

export const DEFAULT_SIZE = "M";
export const DEFAULT_COLOR = "Negro";

export function lineKey(l: Pick<CartLine, "productoId" | "talla" | "color">): string {
  return `${l.productoId}|${l.talla}|${l.color}`;
}

function clampQty(qty: number, max?: number): number {
  const q = Math.trunc(qty);
  return max !== undefined && Number.isFinite(max) ? Math.min(q, Math.max(0, max)) : q;
}

/** Adding an existing product+size+colour raises its quantity; otherwise a line is added. */
export function addLine(lines: readonly CartLine[], line: CartLine, maxStock?: number): CartLine[] {
  const key = lineKey(line);
  const existing = lines.find((l) => lineKey(l) === key);
  if (existing) {
    const qty = clampQty(existing.cantidad + line.cantidad, maxStock);
    return lines.map((l) => (lineKey(l) === key ? { ...l, cantidad: Math.max(qty, 1) } : l));
  }
  const qty = clampQty(line.cantidad, maxStock);
  if (qty <= 0) return [...lines];
  return [...lines, { ...line, cantidad: qty }];
}

/** Setting a quantity to 0 or below removes the line; above stock is capped. */
export function setLineQuantity(lines: readonly CartLine[], key: string, qty: number, maxStock?: number): CartLine[] {
  const q = clampQty(qty, maxStock);
  if (q <= 0) return lines.filter((l) => lineKey(l) !== key);
  return lines.map((l) => (lineKey(l) === key ? { ...l, cantidad: q } : l));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.cantidad, 0);
}

/** Keeps only well-formed lines (storage may hold anything), merging duplicates. */
export function sanitizeLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  let out: CartLine[] = [];
  for (const r of raw) {
    if (!r || typeof r !== "object") continue;
    const o = r as Record<string, unknown>;
    const productoId = typeof o.productoId === "string" ? o.productoId : typeof o.id === "string" ? o.id : "";
    const cantidad = Number(o.cantidad ?? o.quantity ?? 1);
    if (!productoId || !Number.isFinite(cantidad) || cantidad <= 0) continue;
    out = addLine(out, {
      productoId,
      talla: typeof o.talla === "string" && o.talla ? o.talla : DEFAULT_SIZE,
      color: typeof o.color === "string" && o.color ? o.color : DEFAULT_COLOR,
      cantidad: Math.trunc(cantidad),
    });
  }
  return out;
}

/**
 * Re-applies a change made on `base` (giving `next`) to `current`, the cart another tab or device
 * saved in between (the server answered 412 with it). Per line: what we removed is removed; a
 * quantity we changed moves by the same amount from the current one; a line we added is added
 * (or its quantity added); lines we did not touch stay as `current` has them, so nothing the
 * other writer did is lost.
 */
export function rebaseCartChange(
  base: readonly CartLine[],
  next: readonly CartLine[],
  current: readonly CartLine[],
): CartLine[] {
  const byKey = (lines: readonly CartLine[]) => new Map(lines.map((l) => [lineKey(l), l]));
  const before = byKey(base);
  const after = byKey(next);
  let out = [...current];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key)?.cantidad ?? 0;
    const now = after.get(key)?.cantidad ?? 0;
    if (now === was) continue;
    if (now <= 0) {
      out = removeLine(out, key);
      continue;
    }
    const theirs = out.find((l) => lineKey(l) === key);
    if (theirs) out = setLineQuantity(out, key, theirs.cantidad + (now - was));
    else if (was === 0) out = [...out, { ...after.get(key)! }];
    // else: the other writer removed a line we only re-counted; their removal stands.
  }
  return out;
}
