/**
 * Favourites page search / sort / availability filter (companion spec: sort recent (no reorder),
 * name, price asc/desc, rating; filters all, available, on sale). Pure.
 */
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { compareSpanish } from "@tienda/shared/rules/text";

export type FavoritesSort = "recent" | "name" | "price-asc" | "price-desc" | "rating";
export type FavoritesFilter = "all" | "available" | "sale";

/** The part of a product the favourites page filters and sorts on. */
export type FavoriteLike = Pick<Producto, "nombre" | "precio" | "precio_original" | "calificacion" | "stock">;

function norm(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function filterFavorites<T extends FavoriteLike>(items: readonly T[], text: string, filter: FavoritesFilter, sort: FavoritesSort): T[] {
  const q = norm(text.trim());
  let out = items.filter((p) => !q || norm(p.nombre).includes(q));
  if (filter === "available") out = out.filter((p) => p.stock > 0);
  if (filter === "sale") out = out.filter((p) => p.precio_original !== null && p.precio_original > p.precio);
  const sorted = [...out];
  switch (sort) {
    case "name":
      sorted.sort((a, b) => compareSpanish(a.nombre, b.nombre));
      break;
    case "price-asc":
      sorted.sort((a, b) => a.precio - b.precio);
      break;
    case "price-desc":
      sorted.sort((a, b) => b.precio - a.precio);
      break;
    case "rating":
      sorted.sort((a, b) => b.calificacion - a.calificacion);
      break;
    default:
      break;
  }
  return sorted;
}
