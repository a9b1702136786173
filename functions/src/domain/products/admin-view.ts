import { offerState, type Oferta } from "@tienda/shared/rules/offers";
import { paginate } from "@tienda/shared/rules/pagination";
import { discountPercentCents, fromCents } from "@tienda/shared/rules/pricing";
import { normalizeText } from "@tienda/shared/rules/text";
import {
  LOW_STOCK_BELOW,
  type AdminProductsQuery,
  type OfertaProductoAdmin,
  type PaginaProductosAdmin,
  type ProductoAdmin,
} from "@tienda/shared/schemas/admin-products";
import { totalStock, type ProductRecord } from "../catalogue/product-record";
import { toApiProduct } from "../catalogue/to-api-product";

/**
 * Products as the admin sees them (pure): every product, inactive ones too, with its offer and
 * its stock per variant; the list's filters and pages.
 */

/**
 * The offer a product has now: its offer record unless it has ended (the offers job clears it
 * soon after), else a struck-through price set without a record, as an open-ended offer.
 */
export function currentOffer(r: ProductRecord, now: Date): Oferta | null {
  if (r.oferta) return offerState(r.oferta, now) === "terminada" ? null : r.oferta;
  const original = r.precio_original_cents;
  if (original === null || original <= r.precio_cents) return null;
  return {
    porcentaje: discountPercentCents(original, r.precio_cents),
    precio_base_cents: original,
    inicio: null,
    fin: null,
    flash: false,
  };
}

export function toOfertaAdmin(o: Oferta, now: Date): OfertaProductoAdmin {
  return {
    porcentaje: o.porcentaje,
    precio_original: fromCents(o.precio_base_cents),
    inicio: o.inicio,
    fin: o.fin,
    flash: o.flash,
    estado: offerState(o, now) === "programada" ? "programada" : "activa",
  };
}

export function toProductoAdmin(r: ProductRecord, now: Date): ProductoAdmin {
  const oferta = currentOffer(r, now);
  return { ...toApiProduct(r), oferta: oferta ? toOfertaAdmin(oferta, now) : null };
}

/** 'Stock bajo': any variant under LOW_STOCK_BELOW units (the total, for a product without variants). */
export function hasLowStock(r: Pick<ProductRecord, "stock_variantes">): boolean {
  const values = Object.values(r.stock_variantes);
  return values.length ? values.some((n) => n < LOW_STOCK_BELOW) : totalStock(r) < LOW_STOCK_BELOW;
}

/**
 * One page of `records` (already newest first) under the admin's filters: every word of `q` in
 * the name (case and accents ignored), the category, an offer (running or scheduled), low stock.
 */
export function pageOfAdminProducts(
  records: readonly ProductRecord[],
  q: AdminProductsQuery,
  now: Date,
): PaginaProductosAdmin {
  const words = q.q ? normalizeText(q.q).split(/\s+/).filter(Boolean) : [];
  const matching = records.filter((r) => {
    if (q.categoria && r.categoria_id !== q.categoria) return false;
    if (q.oferta !== undefined && (currentOffer(r, now) !== null) !== q.oferta) return false;
    if (q.stock === "bajo" && !hasLowStock(r)) return false;
    if (words.length) {
      const name = normalizeText(r.nombre);
      if (!words.every((w) => name.includes(w))) return false;
    }
    return true;
  });
  const { items, ...page } = paginate(matching, q.pagina, q.limite);
  return { productos: items.map((r) => toProductoAdmin(r, now)), ...page };
}
