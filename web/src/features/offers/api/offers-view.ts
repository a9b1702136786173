/** Offers page rules (companion spec §2, §9). Pure. */
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { compareSpanish } from "@tienda/shared/rules/text";

export const OFFER_PAGE_SIZES = [15, 30, 45] as const;

export const DISCOUNT_RANGES = [
  { value: "all", label: "Todos los descuentos", min: 0, max: Infinity },
  { value: "10-30", label: "10% - 30%", min: 10, max: 30 },
  { value: "30-50", label: "30% - 50%", min: 30, max: 50 },
  { value: "50-70", label: "50% - 70%", min: 50, max: 70 },
  { value: "70+", label: "Más de 70%", min: 70, max: Infinity },
] as const;

export type DiscountRange = (typeof DISCOUNT_RANGES)[number]["value"];

export const OFFER_SORTS = [
  { value: "discount", label: "Mayor descuento" },
  { value: "price-asc", label: "Precio: menor a mayor" },
  { value: "price-desc", label: "Precio: mayor a menor" },
  { value: "rating", label: "Mejor valorados" },
  { value: "name", label: "Nombre A-Z" },
] as const;

export type OfferSort = (typeof OFFER_SORTS)[number]["value"];

/** A product as the offers page sorts it: its discount worked out. */
export type OfferLike = Pick<Producto, "nombre" | "precio" | "calificacion" | "categoria_id"> & { discount: number };

export interface OfferFilters {
  text: string;
  categoria: string;
  descuento: DiscountRange;
  precio: [number, number];
}

/** Bounds inclusive (companion spec §9). */
export function inDiscountRange(discount: number, range: DiscountRange): boolean {
  const r = DISCOUNT_RANGES.find((d) => d.value === range) ?? DISCOUNT_RANGES[0];
  return discount >= r.min && discount <= r.max;
}

export function filterOffers<T extends OfferLike>(items: readonly T[], f: OfferFilters, sort: OfferSort): T[] {
  const q = f.text.trim().toLowerCase();
  const out = items.filter(
    (p) =>
      (!q || p.nombre.toLowerCase().includes(q)) &&
      (f.categoria === "all" || p.categoria_id === f.categoria) &&
      inDiscountRange(p.discount, f.descuento) &&
      p.precio >= f.precio[0] &&
      p.precio <= f.precio[1],
  );
  const cmp: Record<OfferSort, (a: T, b: T) => number> = {
    discount: (a, b) => b.discount - a.discount,
    "price-asc": (a, b) => a.precio - b.precio,
    "price-desc": (a, b) => b.precio - a.precio,
    rating: (a, b) => b.calificacion - a.calificacion,
    name: (a, b) => compareSpanish(a.nombre, b.nombre),
  };
  return [...out].sort(cmp[sort]);
}
