/**
 * Product card badges and counter badges (storefront spec: product card, §9 constants).
 */

import { pluralWord } from "./plural";

export const NEW_BADGE_DAYS = 7;
/** 'Últimos n' shows for stock 1 to 9 (low-stock threshold 10). */
export const LOW_STOCK_THRESHOLD = 10;
/** 'Producto popular' when contador_carrito is over 100. */
export const POPULAR_CART_COUNT = 100;

export type BadgeKind = "nuevo" | "ultimos" | "agotado" | "popular";

export interface ProductBadge {
  kind: BadgeKind;
  label: string;
}

export interface BadgeInput {
  created_at: string;
  stock: number;
  contador_carrito: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function isNewProduct(createdAt: string, now: Date = new Date()): boolean {
  const t = Date.parse(createdAt);
  if (Number.isNaN(t)) return false;
  const age = now.getTime() - t;
  return age >= -DAY_MS && age <= NEW_BADGE_DAYS * DAY_MS;
}

export function isLowStock(stock: number): boolean {
  return stock >= 1 && stock < LOW_STOCK_THRESHOLD;
}

export function isPopular(contadorCarrito: number): boolean {
  return contadorCarrito > POPULAR_CART_COUNT;
}

/** Badges in display order. */
export function productBadges(p: BadgeInput, now: Date = new Date()): ProductBadge[] {
  const out: ProductBadge[] = [];
  if (isNewProduct(p.created_at, now)) out.push({ kind: "nuevo", label: "Nuevo" });
  if (p.stock <= 0) out.push({ kind: "agotado", label: "Agotado" });
  else if (isLowStock(p.stock)) out.push({ kind: "ultimos", label: `Últimos ${p.stock}` });
  if (isPopular(p.contador_carrito)) out.push({ kind: "popular", label: "Producto popular" });
  return out;
}

/** Header counters: '99+' above 99, nothing for 0. */
export function counterLabel(n: number): string {
  if (n <= 0) return "";
  return n > 99 ? "99+" : String(n);
}

/**
 * A header button's accessible name with its counter, e.g. "Carrito, 3 artículos". The count is a
 * plain word of the name, not a parenthetical: screen readers read the badge's number through the
 * name, and WCAG 2.5.3 (label in name) wants the badge's visible text ("3", "99+") inside it.
 */
export function counterName(name: string, n: number): string {
  const label = counterLabel(n);
  if (!label) return name;
  if (label === "99+") return `${name}, más de 99 artículos`;
  return `${name}, ${label} ${pluralWord(n, "artículo", "artículos")}`;
}
