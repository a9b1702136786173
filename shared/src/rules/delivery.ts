import { toCents } from "./pricing";

/**
 * Delivery methods as the store's data (settings `metodos_envio`, docs/delivery.md): what
 * checkout step 1 offers for the shopper's state, what each costs, what an order must say for
 * it (an office delivery names the courier and the office) and the tracking link of a courier's
 * guía. Pure; fees in integer cents. The API and the settings speak USD; this module takes the
 * methods as the API shapes them and converts at the edge of each computation.
 */

export const TIPOS_ENVIO = ["domicilio", "oficina", "retiro", "cobro_destino"] as const;
export type TipoEnvio = (typeof TIPOS_ENVIO)[number];

export const TIPO_ENVIO_LABEL: Record<TipoEnvio, string> = {
  domicilio: "Envío a domicilio",
  oficina: "Retiro en oficina del courier",
  retiro: "Retiro en la tienda",
  cobro_destino: "Cobro a destino",
};

/** A courier an office (or pay-on-delivery) method ships with; `{guia}` marks where the guía goes. */
export interface CourierEnvio {
  nombre: string;
  url_seguimiento: string;
}

/** One delivery method as the settings API answers and takes it (USD with 2 decimals). */
export interface MetodoEnvioTienda {
  /** Stable id orders name: lower case letters, digits, '-' and '_' ('estandar', 'mrw-oficina'). */
  id: string;
  nombre: string;
  tipo: TipoEnvio;
  /** The fee in USD; retiro and cobro_destino charge nothing now, whatever this says. */
  tarifa: number;
  /** Free when the order's subtotal (before discounts) is above this; null or absent: never free. */
  gratis_desde?: number | null;
  /** A fee per Venezuelan state, in place of `tarifa` for a shipment to that state. */
  tarifas_por_estado?: Record<string, number>;
  /** The states the method serves; absent or empty: every state. */
  estados?: string[];
  activo: boolean;
  /** oficina (at least one) and cobro_destino (optional): the couriers the shopper chooses from. */
  couriers?: CourierEnvio[];
  /** retiro: where and when the shop hands parcels over. */
  direccion?: string;
  horario?: string;
}

/** What an order keeps of the method it was priced with, so later settings edits never change it. */
export interface EnvioElegido {
  id: string;
  nombre: string;
  tipo: TipoEnvio;
  courier: CourierEnvio | null;
  oficina: string | null;
  /** retiro: the shop's address and hours, as the order page and emails show them. */
  direccion: string | null;
  horario: string | null;
}

/** Where a tracking template puts the guía. */
export const GUIA_PLACEHOLDER = "{guia}";

export const DELIVERY_MESSAGES = {
  desconocido: "El método de envío elegido no existe en esta tienda",
  inactivo: "El método de envío elegido no está disponible",
  estado: (nombre: string, estado: string) => `${nombre} no hace envíos a ${estado}`,
  ninguno: "La tienda aún no ha configurado sus métodos de envío. Inténtalo más tarde.",
  elegir: "Elige un método de envío",
  courier: "Elige la empresa de envío",
  courierDesconocido: "Esa empresa de envío no está entre las de este método",
  oficina: "Escribe la oficina o agencia donde retirarás el pedido (nombre o código)",
  cobroDestino: "Pagarás el envío al recibir tu pedido; ahora no se cobra.",
} as const;

/**
 * The two home-delivery methods every store had before delivery methods were data, from its
 * `costos_envio` (standard: its fee, free above the threshold; express: its fee, never free).
 * A store saved before `metodos_envio` existed has exactly these, so its ids keep working.
 */
export function methodsFromCosts(costos: {
  estandar: number;
  umbral_gratis: number;
  express: number;
}): MetodoEnvioTienda[] {
  return [
    {
      id: "estandar",
      nombre: "Envío estándar",
      tipo: "domicilio",
      tarifa: costos.estandar,
      gratis_desde: costos.umbral_gratis,
      activo: true,
    },
    {
      id: "express",
      nombre: "Envío express",
      tipo: "domicilio",
      tarifa: costos.express,
      gratis_desde: null,
      activo: true,
    },
  ];
}

/**
 * The legacy `costos_envio` view of a method list: the fees of its `estandar` and `express`
 * methods (the older clients' two options), else what was stored.
 */
export function costsFromMethods(
  methods: readonly MetodoEnvioTienda[],
  stored: { estandar: number; umbral_gratis: number; express: number },
): { estandar: number; umbral_gratis: number; express: number } {
  const est = methods.find((m) => m.id === "estandar");
  const exp = methods.find((m) => m.id === "express");
  return {
    estandar: est ? est.tarifa : stored.estandar,
    umbral_gratis: est ? (est.gratis_desde ?? stored.umbral_gratis) : stored.umbral_gratis,
    express: exp ? exp.tarifa : stored.express,
  };
}

/** Whether the method ships to that state (a method without `estados` serves all of them). */
export function servesState(m: MetodoEnvioTienda, estado: string | null | undefined): boolean {
  if (!estado || !m.estados || m.estados.length === 0) return true;
  return m.estados.includes(estado);
}

/** Step 1's offer: the active methods that serve the shopper's state (all active ones before she says). */
export function methodsForState(methods: readonly MetodoEnvioTienda[], estado?: string | null): MetodoEnvioTienda[] {
  return methods.filter((m) => m.activo && servesState(m, estado));
}

/** Whether the shopper pays nothing for delivery now (pickup, or the courier collects on delivery). */
export function chargesNothingNow(tipo: TipoEnvio): boolean {
  return tipo === "retiro" || tipo === "cobro_destino";
}

/**
 * The fee charged now, in cents: 0 for retiro and cobro_destino; otherwise the state's fee (or
 * the method's), and 0 when the subtotal is above `gratis_desde`. An empty cart costs nothing.
 */
export function deliveryFeeCents(
  m: MetodoEnvioTienda,
  subtotalCents: number,
  estado?: string | null,
  itemCount = 1,
): number {
  if (itemCount <= 0 || chargesNothingNow(m.tipo)) return 0;
  if (m.gratis_desde !== null && m.gratis_desde !== undefined && subtotalCents > toCents(m.gratis_desde)) return 0;
  const byState = estado && m.tarifas_por_estado && Object.hasOwn(m.tarifas_por_estado, estado);
  return toCents(byState ? m.tarifas_por_estado![estado] : m.tarifa);
}

/** Whether an order by this method must name the courier (and, for oficina, the office). */
export function needsCourier(m: MetodoEnvioTienda): boolean {
  return m.tipo === "oficina" || (m.tipo === "cobro_destino" && (m.couriers?.length ?? 0) > 0);
}

/** Courier names compare without case, accents or surrounding blanks ('mrw' is 'MRW'). */
export function sameCourier(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();
  return norm(a) === norm(b);
}

export type DeliveryChoice =
  | { ok: true; method: MetodoEnvioTienda }
  | { ok: false; motivo: "ninguno" | "desconocido" | "inactivo" | "estado"; mensaje: string };

/**
 * The method an order or quote names. Absent: `estandar` (the shape before methods were data)
 * when the store has it, else the first method on offer for the state (a quote before the
 * shopper chose). Refused: an unknown id, an inactive method, a method not for that state.
 */
export function pickDeliveryMethod(
  methods: readonly MetodoEnvioTienda[],
  id: string | null | undefined,
  estado?: string | null,
): DeliveryChoice {
  const wanted =
    id ?? (methods.some((m) => m.id === "estandar") ? "estandar" : methodsForState(methods, estado)[0]?.id);
  if (!wanted) return { ok: false, motivo: "ninguno", mensaje: DELIVERY_MESSAGES.ninguno };
  const m = methods.find((x) => x.id === wanted);
  if (!m) return { ok: false, motivo: "desconocido", mensaje: DELIVERY_MESSAGES.desconocido };
  if (!m.activo) return { ok: false, motivo: "inactivo", mensaje: DELIVERY_MESSAGES.inactivo };
  if (!servesState(m, estado))
    return { ok: false, motivo: "estado", mensaje: DELIVERY_MESSAGES.estado(m.nombre, estado!) };
  return { ok: true, method: m };
}

/**
 * What an order keeps of its method, or the per-field reasons it cannot be placed: an office
 * delivery names one of the method's couriers and the office (a name or code the shopper types).
 */
export function deliveryOfOrder(
  m: MetodoEnvioTienda,
  fields: { courier?: string | null; oficina?: string | null },
): { ok: true; envio: EnvioElegido } | { ok: false; errores: Record<string, string> } {
  const errores: Record<string, string> = {};
  let courier: CourierEnvio | null = null;
  const oficina = fields.oficina?.trim() || null;
  if (needsCourier(m)) {
    const name = fields.courier?.trim();
    if (!name) errores.courier = DELIVERY_MESSAGES.courier;
    else {
      courier = m.couriers?.find((c) => sameCourier(c.nombre, name)) ?? null;
      if (!courier) errores.courier = DELIVERY_MESSAGES.courierDesconocido;
    }
    if (m.tipo === "oficina" && !oficina) errores.oficina = DELIVERY_MESSAGES.oficina;
  }
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  return {
    ok: true,
    envio: {
      id: m.id,
      nombre: m.nombre,
      tipo: m.tipo,
      courier: courier ? { nombre: courier.nombre, url_seguimiento: courier.url_seguimiento } : null,
      oficina: needsCourier(m) ? oficina : null,
      direccion: m.tipo === "retiro" ? (m.direccion ?? null) : null,
      horario: m.tipo === "retiro" ? (m.horario ?? null) : null,
    },
  };
}

/**
 * The tracking link of a guía: the courier's template with `{guia}` replaced by the guía,
 * URL-encoded (a guía is the admin's text: '12 34/5' cannot change the path). Null without a
 * template, without a guía, or for a template that is not an http(s) address with `{guia}`.
 */
export function trackingUrl(template: string | null | undefined, guia: string | null | undefined): string | null {
  const g = guia?.trim();
  if (!template || !g || !isTrackingTemplate(template)) return null;
  return template.split(GUIA_PLACEHOLDER).join(encodeURIComponent(g));
}

/** An https or http address that holds `{guia}` at least once. */
export function isTrackingTemplate(template: string): boolean {
  if (!template.includes(GUIA_PLACEHOLDER)) return false;
  try {
    const u = new URL(template.split(GUIA_PLACEHOLDER).join("x"));
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The courier whose template a shipment's link uses: the one the admin typed as `transportista`
 * (looked up first among the order's own courier, then among every courier of the store), or
 * the order's courier when she typed none.
 */
export function courierForShipment(
  transportista: string | null | undefined,
  orderCourier: CourierEnvio | null | undefined,
  methods: readonly MetodoEnvioTienda[],
): CourierEnvio | null {
  const t = transportista?.trim();
  if (!t) return orderCourier ?? null;
  if (orderCourier && sameCourier(orderCourier.nombre, t)) return orderCourier;
  for (const m of methods) {
    const c = m.couriers?.find((x) => sameCourier(x.nombre, t));
    if (c) return c;
  }
  return null;
}

/** How step 1 describes a method's price: 'Gratis', '$5.00 · Gratis en compras superiores a $100.00', … */
export function deliveryPriceHint(m: MetodoEnvioTienda, estado?: string | null): string {
  if (m.tipo === "retiro") return "Gratis";
  if (m.tipo === "cobro_destino") return "Pagas el envío al recibir";
  const fee = deliveryFeeCents(m, 0, estado);
  const money = (c: number) => `$${(c / 100).toFixed(2)}`;
  if (fee === 0) return "Gratis";
  const free = m.gratis_desde !== null && m.gratis_desde !== undefined ? toCents(m.gratis_desde) : null;
  return free === null ? money(fee) : `${money(fee)} · Gratis en compras superiores a ${money(free)}`;
}

/**
 * An older client's `costos_envio` applied to a method list: the fees of its `estandar` and
 * `express` methods follow them (the other methods, and a list without those two, stay as they are).
 */
export function applyCostsToMethods(
  methods: readonly MetodoEnvioTienda[],
  costos: { estandar: number; umbral_gratis: number; express: number },
): MetodoEnvioTienda[] {
  return methods.map((m) =>
    m.id === "estandar"
      ? { ...m, tarifa: costos.estandar, gratis_desde: costos.umbral_gratis }
      : m.id === "express"
        ? { ...m, tarifa: costos.express }
        : m,
  );
}
