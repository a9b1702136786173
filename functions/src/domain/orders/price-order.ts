import { cartTotals, chooseDiscount } from "@tienda/shared/rules/pricing";
import { deliveryFeeCents, methodsFromCosts, type MetodoEnvioTienda } from "@tienda/shared/rules/delivery";
import { DEFAULT_COSTOS_ENVIO, usdCentsToBsCents } from "@tienda/shared/schemas/settings";
import { MAX_LINE_QUANTITY } from "@tienda/shared/schemas/checkout";
import { variantKey, type ProductRecord } from "../catalogue/product-record";
import type { OrderLine, OrderRecord } from "./order-record";

/**
 * Prices an order on the server, the only authority: current prices (offers included), at most
 * one discount, the chosen delivery method's fee (rules/delivery.ts: per state, free above its
 * threshold, nothing now for a pickup or pay-on-delivery), taxes 0. Pure: the caller loads the products,
 * the promo code and the first-purchase percentage the store's setting gives this buyer
 * (shared/src/rules/pricing.ts firstPurchasePercent).
 */

export { chooseDiscount };

/** The spec's standard delivery, for a caller that names no method. */
const SPEC_STANDARD = methodsFromCosts(DEFAULT_COSTOS_ENVIO)[0]!;

export interface LineRequest {
  productoId: string;
  talla: string;
  color: string;
  cantidad: number;
}

export interface LineProblem {
  productoId: string;
  talla: string;
  color: string;
  mensaje: string;
  /** 'stock' problems are 409 (the cart is right but the shelf is empty); the rest are 400. */
  tipo: "no_disponible" | "stock" | "cantidad";
}

export interface PricedOrder {
  lineas: Array<OrderLine & { disponible: number }>;
  problemas: LineProblem[];
  subtotal_cents: number;
  descuento_cents: number;
  descuento: OrderRecord["descuento"];
  /** The delivery method priced (its id), or null when none was (a store without methods). */
  metodo_envio: string | null;
  envio_nombre: string | null;
  envio_cents: number;
  impuestos_cents: number;
  total_cents: number;
  total_bs_cents: number;
}

/** Same product, size and colour sent twice count as one line. */
export function mergeLines(lines: readonly LineRequest[]): LineRequest[] {
  const merged = new Map<string, LineRequest>();
  for (const l of lines) {
    const key = `${l.productoId}|${l.talla}|${l.color}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, cantidad: prev.cantidad + l.cantidad } : { ...l });
  }
  return [...merged.values()];
}

export function priceOrder(opts: {
  lines: readonly LineRequest[];
  products: ReadonlyMap<string, ProductRecord | null>;
  promo: { codigo: string; porcentaje: number } | null;
  /** The store's first-purchase percentage for this buyer (0: none). */
  firstPurchasePercent: number;
  tasaBcv: number;
  /**
   * Step 1's delivery method (one of the store's, already checked: rules/delivery.ts
   * pickDeliveryMethod) and the destination state, for its per-state fee; null: no shipping.
   * Absent: the spec's standard delivery (15, free above 100).
   */
  delivery?: { method: MetodoEnvioTienda; estado?: string | null } | null;
}): PricedOrder {
  const delivery = opts.delivery === undefined ? { method: SPEC_STANDARD } : opts.delivery;
  const lineas: PricedOrder["lineas"] = [];
  const problemas: LineProblem[] = [];
  for (const l of mergeLines(opts.lines)) {
    const p = opts.products.get(l.productoId);
    const where = { productoId: l.productoId, talla: l.talla, color: l.color };
    if (!p || !p.activo) {
      problemas.push({ ...where, tipo: "no_disponible", mensaje: `El producto ${l.productoId} ya no está disponible` });
      continue;
    }
    const stock = p.stock_variantes[variantKey(l.talla, l.color)];
    if (stock === undefined) {
      problemas.push({
        ...where,
        tipo: "no_disponible",
        mensaje: `${p.nombre} no está disponible en talla ${l.talla} y color ${l.color}`,
      });
      continue;
    }
    if (l.cantidad > MAX_LINE_QUANTITY) {
      problemas.push({
        ...where,
        tipo: "cantidad",
        mensaje: `Puedes pedir como máximo ${MAX_LINE_QUANTITY} unidades de ${p.nombre}`,
      });
    } else if (stock < l.cantidad) {
      problemas.push({ ...where, tipo: "stock", mensaje: stockMessage(p.nombre, l.talla, l.color, stock) });
    }
    lineas.push({
      productoId: p.id,
      nombre: p.nombre,
      imagen: `/${p.imagenes[0] ?? "img/placeholder.svg"}`,
      talla: l.talla,
      color: l.color,
      cantidad: l.cantidad,
      precio_cents: p.precio_cents,
      disponible: stock,
    });
  }
  const descuento = chooseDiscount(opts.promo, opts.firstPurchasePercent);
  const totals = cartTotals(
    lineas.map((l) => ({ precioCents: l.precio_cents, cantidad: l.cantidad })),
    descuento?.porcentaje ?? 0,
    { feeCents: (sub) => (delivery ? deliveryFeeCents(delivery.method, sub, delivery.estado) : 0) },
  );
  return {
    lineas,
    problemas,
    subtotal_cents: totals.subtotalCents,
    descuento_cents: totals.discountCents,
    descuento: totals.discountCents > 0 ? descuento : null,
    metodo_envio: delivery?.method.id ?? null,
    envio_nombre: delivery?.method.nombre ?? null,
    envio_cents: totals.shippingCents,
    impuestos_cents: 0,
    total_cents: totals.totalCents,
    total_bs_cents: usdCentsToBsCents(totals.totalCents, opts.tasaBcv),
  };
}

export function stockMessage(nombre: string, talla: string, color: string, disponible: number): string {
  return disponible > 0
    ? `No hay suficiente stock de ${nombre} (talla ${talla}, color ${color}): quedan ${disponible}`
    : `${nombre} (talla ${talla}, color ${color}) está agotado`;
}
