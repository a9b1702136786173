import type { Oferta } from "@tienda/shared/rules/offers";

/**
 * A product as stored (without table keys). Names of category, subcategory,
 * style and brand are denormalised into the record so a list needs no joins;
 * a category rename rewrites its products (rare, admin-only).
 */
export interface ProductRecord {
  id: string;
  nombre: string;
  descripcion: string;
  /** Object keys in the images bucket, served at `/<key>` (keys start with `img/`). */
  imagenes: string[];
  precio_cents: number;
  /** Price before the discount; null when not on offer. */
  precio_original_cents: number | null;
  /**
   * Average of the visible reviews to one decimal; 0 when there are none ('Sin rating'). Derived
   * on read from `resenas_suma` / `num_resenas` (data/products.ts), never written on its own.
   */
  calificacion: number;
  /** Count of visible reviews. */
  num_resenas: number;
  /**
   * Sum of the visible reviews' stars and their count per star (1 to 5), changed only in the
   * review's own transaction (data/reviews.ts). Absent on items written before reviews existed.
   */
  resenas_suma?: number;
  resenas_estrellas?: number[];
  /** Bumped by every review transaction, so an admin's whole-item edit cannot undo one. */
  resenas_rev?: number;
  categoria_id: string;
  categoria_nombre: string;
  subcategoria_id: string;
  subcategoria_nombre: string;
  estilo_id: string;
  estilo_nombre: string;
  marca_id: string;
  marca_nombre: string;
  colores: string[];
  tallas: string[];
  /** Stock per variant, keyed `${talla}|${color}`. Product stock is their sum. */
  stock_variantes: Record<string, number>;
  /** An offer set by an admin (shared/src/rules/offers.ts); precio_cents follows it at its start and end. */
  oferta?: Oferta | null;
  contador_carrito: number;
  /**
   * How many orders name this product, counted in each order's own transaction (data/orders.ts
   * stockTake) and never lowered (a cancelled order still names it). Deleting asks this instead of
   * reading orders: above 0, the product is archived rather than deleted. Absent means none.
   */
  en_pedidos?: number;
  etiquetas: string[];
  activo: boolean;
  created_at: string;
  updated_at: string;
}

export const variantKey = (talla: string, color: string) => `${talla}|${color}`;

/**
 * The sizes a shopper can buy now: those with a unit in some colour. The size filter lists a
 * product under these only (an L sold out in every colour is not an L on offer).
 */
export function sizesInStock(r: Pick<ProductRecord, "tallas" | "stock_variantes">): string[] {
  const stocked = new Set<string>();
  for (const [key, n] of Object.entries(r.stock_variantes)) {
    const bar = key.indexOf("|");
    if (n > 0) stocked.add(bar < 0 ? key : key.slice(0, bar));
  }
  return r.tallas.filter((t) => stocked.has(t));
}

export function totalStock(r: Pick<ProductRecord, "stock_variantes">): number {
  return Object.values(r.stock_variantes).reduce((a, b) => a + b, 0);
}
