/**
 * Product offers (companion spec §4 "Product offer", §5): a percentage off a base price, 1–90 %,
 * optionally starting later (scheduled from the reports page) and optionally ending at a
 * date-time (a flash offer, or the end of a scheduled one). Pure; the API applies it.
 */
export interface Oferta {
  porcentaje: number;
  /** The price the offer is taken from (the 'original' price shown struck through). */
  precio_base_cents: number;
  inicio: string | null;
  fin: string | null;
  flash: boolean;
}

export type OfferState = "programada" | "activa" | "terminada";

export function offerState(o: Pick<Oferta, "inicio" | "fin">, now: Date): OfferState {
  const t = now.getTime();
  if (o.fin && Date.parse(o.fin) <= t) return "terminada";
  if (o.inicio && Date.parse(o.inicio) > t) return "programada";
  return "activa";
}

export function discountedCents(baseCents: number, porcentaje: number): number {
  return Math.round((baseCents * (100 - porcentaje)) / 100);
}

/** The price and struck-through price a product has at `now` under its offer (if any). */
export function pricesAt(
  p: { precio_cents: number; precio_original_cents: number | null; oferta?: Oferta | null },
  now: Date,
): { precio_cents: number; precio_original_cents: number | null } {
  if (!p.oferta) return { precio_cents: p.precio_cents, precio_original_cents: p.precio_original_cents };
  const base = p.oferta.precio_base_cents;
  return offerState(p.oferta, now) === "activa"
    ? { precio_cents: discountedCents(base, p.oferta.porcentaje), precio_original_cents: base }
    : { precio_cents: base, precio_original_cents: null };
}

/** When the offer next changes the price (start or end), or null when it never will again. */
export function nextOfferTransition(o: Pick<Oferta, "inicio" | "fin">, now: Date): string | null {
  const state = offerState(o, now);
  if (state === "programada") return o.inicio;
  if (state === "activa") return o.fin;
  return null;
}
