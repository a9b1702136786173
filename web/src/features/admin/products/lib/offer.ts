import { discountedCents } from "@tienda/shared/rules/offers";
import { fromCents, toCents } from "@tienda/shared/rules/pricing";
import { PRODUCT_MESSAGES, type OfertaProductoAdmin } from "@tienda/shared/schemas/admin-products";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { formatDateTime } from "@/lib/format";
import { parseAmount } from "./wizard";

/**
 * The offer dialogs (pure: unit-tested): the products page's 'Oferta' (1–90 %, original price,
 * optional flash offer with an end) and the reports' 'Crear Oferta' (5–70 %, a scheduled start
 * and end, 720 hours by default).
 */
export const REPORT_OFFER_HOURS = 720;
export const REPORT_OFFER_MIN = 5;
export const REPORT_OFFER_MAX = 70;

/** A Date as the value of an <input type="datetime-local"> in the admin's time zone. */
export function toLocalInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A datetime-local value → ISO 8601 (UTC), or null when empty or malformed. */
export function fromLocalInput(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return null;
  const t = new Date(v).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** The price the offer is taken from: the struck-through price when on offer, else the price. */
export function basePrice(p: Pick<Producto, "precio" | "precio_original">): number {
  return p.precio_original !== null && p.precio_original > p.precio ? p.precio_original : p.precio;
}

export function offerPrice(base: number, porcentaje: number): number {
  return fromCents(discountedCents(toCents(base), porcentaje));
}

export function isOnOffer(p: Pick<Producto, "porcentaje_descuento">): boolean {
  return p.porcentaje_descuento > 0;
}

/** A product as the admin API sends it (with its offer), or one read elsewhere (without). */
export type WithOffer = Pick<Producto, "precio" | "precio_original" | "porcentaje_descuento"> & {
  oferta?: OfertaProductoAdmin | null;
};

/** The product's offer: the admin API's (running or scheduled), else the one its prices show. */
export function productOffer(p: WithOffer): OfertaProductoAdmin | null {
  if (p.oferta !== undefined) return p.oferta;
  if (!isOnOffer(p) || p.precio_original === null) return null;
  return {
    porcentaje: p.porcentaje_descuento,
    precio_original: p.precio_original,
    inicio: null,
    fin: null,
    flash: false,
    estado: "activa",
  };
}

const when = (iso: string) => formatDateTime(iso);

/** '-20%, oferta flash hasta 24/11/2026, 18:00' or '-15%, programada desde …, hasta …' (the edit form's note). */
export function describeOffer(o: OfertaProductoAdmin): string {
  const parts = [`-${o.porcentaje}%`];
  if (o.estado === "programada" && o.inicio) parts.push(`programada desde ${when(o.inicio)}`);
  if (o.fin) parts.push(`${o.flash ? "oferta flash hasta" : "hasta"} ${when(o.fin)}`);
  return parts.join(", ");
}

export interface OfferForm {
  porcentaje: string;
  precio_original: string;
  flash: boolean;
  fin: string;
}

export function offerFormErrors(v: OfferForm, now: Date): Partial<Record<keyof OfferForm, string>> {
  const e: Partial<Record<keyof OfferForm, string>> = {};
  const pct = Number(v.porcentaje);
  if (!/^\d+$/.test(v.porcentaje.trim()) || pct < 1 || pct > 90) e.porcentaje = PRODUCT_MESSAGES.porcentaje;
  const original = parseAmount(v.precio_original);
  if (!(original > 0) || original > 100_000) e.precio_original = "El precio original debe ser mayor que 0";
  if (v.flash) {
    const fin = fromLocalInput(v.fin);
    if (!fin) e.fin = PRODUCT_MESSAGES.finRequerido;
    else if (Date.parse(fin) <= now.getTime()) e.fin = PRODUCT_MESSAGES.finPasado;
  }
  return e;
}

export function offerBody(v: OfferForm): { porcentaje: number; precio_original: number; flash: boolean; fin?: string } {
  const fin = v.flash ? fromLocalInput(v.fin) : null;
  return {
    porcentaje: Number(v.porcentaje),
    precio_original: parseAmount(v.precio_original),
    flash: v.flash,
    ...(fin ? { fin } : {}),
  };
}

export interface ScheduledOfferForm {
  porcentaje: string;
  inicio: string;
  fin: string;
}

/** Defaults of 'Crear Oferta': 20 %, from now for 720 hours. */
export function defaultScheduledOffer(now: Date): ScheduledOfferForm {
  return {
    porcentaje: "20",
    inicio: toLocalInput(now),
    fin: toLocalInput(new Date(now.getTime() + REPORT_OFFER_HOURS * 3_600_000)),
  };
}

export function scheduledOfferErrors(
  v: ScheduledOfferForm,
  now: Date,
): Partial<Record<keyof ScheduledOfferForm, string>> {
  const e: Partial<Record<keyof ScheduledOfferForm, string>> = {};
  const pct = Number(v.porcentaje);
  if (!/^\d+$/.test(v.porcentaje.trim()) || pct < REPORT_OFFER_MIN || pct > REPORT_OFFER_MAX)
    e.porcentaje = PRODUCT_MESSAGES.porcentajeReporte;
  const inicio = fromLocalInput(v.inicio);
  const fin = fromLocalInput(v.fin);
  if (!inicio) e.inicio = "Indica cuándo empieza la oferta";
  if (!fin) e.fin = "Indica cuándo termina la oferta";
  else if (Date.parse(fin) <= now.getTime()) e.fin = "La fecha de fin no puede ser anterior a ahora";
  else if (inicio && Date.parse(fin) <= Date.parse(inicio)) e.fin = PRODUCT_MESSAGES.fechas;
  return e;
}

/** Whether the percentage is in the recommended 15–30 % band (a hint, not a rule). */
export function isRecommendedDiscount(porcentaje: number): boolean {
  return porcentaje >= 15 && porcentaje <= 30;
}

export function scheduledOfferBody(v: ScheduledOfferForm): { porcentaje: number; inicio: string; fin: string } {
  return { porcentaje: Number(v.porcentaje), inicio: fromLocalInput(v.inicio)!, fin: fromLocalInput(v.fin)! };
}
