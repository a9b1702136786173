import type { ApiQueryParams } from "@tienda/shared/api-contract";
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_SORTS,
  ADMIN_PAGE_SIZES,
  type AdminOrdersQuery,
} from "@tienda/shared/schemas/admin-orders";
import { TIPOS_PAGO, type TipoPago } from "@tienda/shared/schemas/checkout";
import { ESTADOS_PAGO, type EstadoPago } from "@tienda/shared/schemas/orders";

/**
 * The payments page's search, filters, sort and page kept in the URL query, so a reload, a
 * shared link or the back button restores them (pure: unit-tested). Parameter names are the
 * API's (GET /api/pedido), so the URL and the request read the same.
 */
export type AdminSort = (typeof ADMIN_ORDER_SORTS)[number];
export type SortDirection = AdminOrdersQuery["direccion"];
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

export interface PaymentFilters {
  q: string;
  estado_pago: EstadoPago | "";
  tipo_pago: TipoPago | "";
  /** YYYY-MM-DD (UTC day, included) or '' for the server's default window. */
  desde: string;
  hasta: string;
  orden: AdminSort;
  direccion: SortDirection;
  pagina: number;
  limite: AdminPageSize;
}

export const DEFAULT_PAYMENT_FILTERS: PaymentFilters = {
  q: "",
  estado_pago: "",
  tipo_pago: "",
  desde: "",
  hasta: "",
  orden: "fecha",
  direccion: "desc",
  pagina: 1,
  limite: 15,
};

const MAX_QUERY = 100;
const MAX_PAGE = 10_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD ('2025-02-30' is not). */
export function isIsoDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
}

function oneOf<T extends string | number>(list: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  const hit = list.find((v) => String(v) === raw);
  return hit ?? fallback;
}

/** URL → filters. Anything unknown or malformed falls back to its default. */
export function parsePaymentParams(sp: URLSearchParams): PaymentFilters {
  const d = DEFAULT_PAYMENT_FILTERS;
  const pagina = Number(sp.get("pagina"));
  const desde = sp.get("desde") ?? "";
  const hasta = sp.get("hasta") ?? "";
  return {
    q: (sp.get("q") ?? "").trim().slice(0, MAX_QUERY),
    estado_pago: oneOf<EstadoPago | "">(ESTADOS_PAGO, sp.get("estado_pago"), ""),
    tipo_pago: oneOf<TipoPago | "">(TIPOS_PAGO, sp.get("tipo_pago"), ""),
    desde: isIsoDay(desde) ? desde : "",
    hasta: isIsoDay(hasta) ? hasta : "",
    orden: oneOf(ADMIN_ORDER_SORTS, sp.get("orden"), d.orden),
    direccion: oneOf<SortDirection>(["asc", "desc"], sp.get("direccion"), d.direccion),
    pagina: Number.isInteger(pagina) && pagina >= 1 && pagina <= MAX_PAGE ? pagina : 1,
    limite: oneOf(ADMIN_PAGE_SIZES, sp.get("limite"), d.limite),
  };
}

const URL_KEYS = ["q", "estado_pago", "tipo_pago", "desde", "hasta", "orden", "direccion", "pagina", "limite"] as const;

/** Filters → URL, leaving defaults out (a clean '/admin/pagos' is the default view). */
export function paymentSearchParams(f: PaymentFilters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = f[key];
    if (value === "" || value === DEFAULT_PAYMENT_FILTERS[key]) continue;
    sp.set(key, String(value));
  }
  return sp;
}

/** Applies a change; any change other than the page itself goes back to page 1. */
export function withFilters(f: PaymentFilters, patch: Partial<PaymentFilters>): PaymentFilters {
  const next = { ...f, ...patch };
  const changed = (Object.keys(patch) as Array<keyof PaymentFilters>).some((k) => k !== "pagina" && patch[k] !== f[k]);
  if (changed && patch.pagina === undefined) next.pagina = 1;
  return next;
}

/** The GET /api/pedido query of a filter set (also the TanStack Query key: one per filter set). */
export function paymentsApiQuery(
  f: PaymentFilters,
  overrides: Partial<PaymentFilters> = {},
): ApiQueryParams<"GET /api/pedido"> {
  const g = { ...f, ...overrides };
  const q: ApiQueryParams<"GET /api/pedido"> = {};
  if (g.q) q.q = g.q;
  if (g.estado_pago) q.estado_pago = g.estado_pago;
  if (g.tipo_pago) q.tipo_pago = g.tipo_pago;
  if (g.desde) q.desde = g.desde;
  if (g.hasta) q.hasta = g.hasta;
  q.orden = g.orden;
  q.direccion = g.direccion;
  q.pagina = g.pagina;
  q.limite = g.limite;
  return q;
}

/** The server's message for a range it would refuse, checked before asking. */
export function rangeError(f: Pick<PaymentFilters, "desde" | "hasta">): string | null {
  if (f.desde && f.hasta && f.desde > f.hasta) return ADMIN_ORDER_MESSAGES.badRange;
  return null;
}

/** True when anything narrows the list (the empty state then suggests other filters). */
export function hasActiveFilters(f: PaymentFilters): boolean {
  return !!(f.q || f.estado_pago || f.tipo_pago || f.desde || f.hasta);
}

/* ── Sort ─────────────────────────────────────────────────────────────────────────────── */

/** The direction a column starts with: newest, largest, A→Z. */
export const FIRST_DIRECTION: Record<AdminSort, SortDirection> = { fecha: "desc", monto: "desc", cliente: "asc" };

/** A click on a sortable header: the same column flips, another column starts at its first direction. */
export function toggleSort(f: PaymentFilters, column: AdminSort): Pick<PaymentFilters, "orden" | "direccion"> {
  if (f.orden === column) return { orden: column, direccion: f.direccion === "asc" ? "desc" : "asc" };
  return { orden: column, direccion: FIRST_DIRECTION[column] };
}

/** The small screens' sort select: one option per column and direction. */
export const SORT_OPTIONS: ReadonlyArray<{ value: `${AdminSort}:${SortDirection}`; label: string }> = [
  { value: "fecha:desc", label: "Fecha: más recientes" },
  { value: "fecha:asc", label: "Fecha: más antiguos" },
  { value: "monto:desc", label: "Monto: mayor a menor" },
  { value: "monto:asc", label: "Monto: menor a mayor" },
  { value: "cliente:asc", label: "Cliente: A → Z" },
  { value: "cliente:desc", label: "Cliente: Z → A" },
];

export function parseSortOption(value: string): Pick<PaymentFilters, "orden" | "direccion"> | null {
  const [orden, direccion] = value.split(":");
  if (!(ADMIN_ORDER_SORTS as readonly string[]).includes(orden ?? "")) return null;
  if (direccion !== "asc" && direccion !== "desc") return null;
  return { orden: orden as AdminSort, direccion };
}

/* ── Date presets ─────────────────────────────────────────────────────────────────────── */

export type DatePreset = "7d" | "30d" | "90d" | "12m";

export const DATE_PRESETS: ReadonlyArray<{ value: DatePreset; label: string }> = [
  { value: "7d", label: "7 días" },
  { value: "30d", label: "30 días" },
  { value: "90d", label: "90 días" },
  { value: "12m", label: "12 meses" },
];

/** YYYY-MM-DD of a date in UTC (the API's days are UTC days). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The range of a preset ending today, both days included: '7 días' is today and the 6 days
 * before it; '12 meses' starts on the day after the same date a year ago.
 */
export function presetRange(preset: DatePreset, today: Date): { desde: string; hasta: string } {
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const start = new Date(end);
  if (preset === "12m") {
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    start.setUTCDate(start.getUTCDate() + 1);
  } else {
    start.setUTCDate(start.getUTCDate() - (Number.parseInt(preset, 10) - 1));
  }
  return { desde: isoDay(start), hasta: isoDay(end) };
}

/** The preset the current range equals, if any; no dates at all is the server's 90 days. */
export function activePreset(f: Pick<PaymentFilters, "desde" | "hasta">, today: Date): DatePreset | null {
  if (!f.desde && !f.hasta) return "90d";
  for (const { value } of DATE_PRESETS) {
    const r = presetRange(value, today);
    if (r.desde === f.desde && r.hasta === f.hasta) return value;
  }
  return null;
}
