import type { AlertasAdmin } from "@tienda/shared/schemas/admin-dashboard";
import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import { plural } from "@tienda/shared/rules/plural";

/**
 * The dashboard's derived figures (pure: unit-tested): the notification list, the performance
 * metrics and the monthly goal.
 */
export const DASHBOARD_PERIODS = [
  { value: "7d", label: "Últimos 7 días" },
  { value: "30d", label: "Últimos 30 días" },
  { value: "90d", label: "Últimos 90 días" },
  { value: "1y", label: "Último año" },
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]["value"];

export function parseDashboardPeriod(raw: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((p) => p.value === raw)?.value ?? "30d";
}

/** Where the admin reviews one order's receipt. */
export function receiptReviewLink(numero: string): string {
  return `/admin/pagos?estado_pago=pendiente_verificacion&q=${encodeURIComponent(numero)}`;
}

/** The products page with one product's stock editor open. */
export function stockEditorLink(productoId: string): string {
  return `/admin/productos?stock_producto=${encodeURIComponent(productoId)}`;
}

export interface Notificacion {
  id: string;
  tipo: "comprobante" | "stock" | "resena";
  titulo: string;
  detalle: string;
  enlace: string;
  urgente: boolean;
}

/**
 * Receipts waiting for review first (oldest first: they wait longest), then low-stock variants
 * (fewest units first), at most `max` in all.
 */
export function buildNotifications(
  a: AlertasAdmin | undefined,
  formatMoney: (n: number) => string,
  max = 20,
): Notificacion[] {
  if (!a) return [];
  const receipts: Notificacion[] = [...a.comprobantes_pendientes]
    .sort((x, y) => x.fecha.localeCompare(y.fecha))
    .map((c) => ({
      id: `c-${c.pedidoId}`,
      tipo: "comprobante",
      // Under review never expires by itself: one waiting over 24 h is called out.
      titulo: c.demorado
        ? `Comprobante esperando más de 24 h: ${c.numero_pedido}`
        : `Comprobante por revisar: ${c.numero_pedido}`,
      detalle: `${c.cliente} · ${formatMoney(c.total)}`,
      enlace: receiptReviewLink(c.numero_pedido),
      urgente: true,
    }));
  const stock: Notificacion[] = a.stock_bajo.map((s) => ({
    id: `s-${s.productoId}-${s.talla}-${s.color}`,
    tipo: "stock",
    titulo: s.stock === 0 ? `Agotado: ${s.nombre}` : `Stock bajo: ${s.nombre}`,
    detalle: `Talla ${s.talla} · ${s.color} · ${plural(s.stock, "unidad", "unidades")}`,
    enlace: stockEditorLink(s.productoId),
    urgente: s.estado === "critico",
  }));
  // Low ratings no admin has seen yet (issue 36): after the receipts, before stock.
  const reviews: Notificacion[] = (a.resenas_bajas ?? []).map((r) => ({
    id: `r-${r.id}`,
    tipo: "resena",
    titulo: `Calificación baja (${r.calificacion} ${r.calificacion === 1 ? "estrella" : "estrellas"}): ${r.producto_nombre}`,
    detalle: `De ${r.autor}`,
    enlace: `/admin/resenas?producto=${encodeURIComponent(r.producto_id)}&estrellas=${r.calificacion}`,
    urgente: false,
  }));
  return [...receipts, ...reviews, ...stock].slice(0, max);
}

/** How many notifications the bell counts (every pending receipt, unseen low rating and low-stock variant). */
export function notificationCount(a: AlertasAdmin | undefined): number {
  return a ? a.comprobantes_pendientes.length + (a.resenas_bajas?.length ?? 0) + a.stock_bajo.length : 0;
}

export interface Metrica {
  key: string;
  label: string;
  /** 0–100 for the bar. */
  valor: number;
  texto: string;
  descripcion: string;
}

/** Average order value, conversion of placed to paid, and the share of rejected payments. */
export function performanceMetrics(
  s: Pick<
    EstadisticasVentas,
    "valorPromedioPedido" | "conversion" | "tasaRechazo" | "pedidosTotales" | "pedidosPagados"
  >,
  formatMoney: (n: number) => string,
  formatPct: (n: number) => string,
): Metrica[] {
  const clamp = (n: number) => Math.max(0, Math.min(100, Number.isFinite(n) ? n : 0));
  return [
    {
      key: "conversion",
      label: "Tasa de conversión",
      valor: clamp(s.conversion),
      texto: formatPct(s.conversion),
      descripcion: `${s.pedidosPagados} de ${s.pedidosTotales} pedidos pagados`,
    },
    {
      key: "rechazo",
      label: "Pagos rechazados",
      valor: clamp(s.tasaRechazo),
      texto: formatPct(s.tasaRechazo),
      descripcion: "De los pagos revisados en el periodo",
    },
    {
      key: "ticket",
      label: "Valor promedio del pedido",
      // Bar against $200, a full cart in this store.
      valor: clamp((s.valorPromedioPedido / 200) * 100),
      texto: formatMoney(s.valorPromedioPedido),
      descripcion: "Ventas aprobadas ÷ pedidos pagados",
    },
  ];
}

/**
 * The goal bar: percent reached (capped at 100 for the bar), what is missing, whether it is met;
 * null while the store has no goal (the panel then asks for one instead of inventing it).
 */
export function goalProgress(m: EstadisticasVentas["metaMensual"] | undefined) {
  if (!m || m.meta === null || m.meta <= 0) return null;
  const meta = m.meta;
  const ventas = m.ventasMes;
  const porcentaje = meta > 0 ? Math.round((ventas / meta) * 1000) / 10 : 0;
  return {
    meta,
    ventas,
    porcentaje,
    barra: Math.max(0, Math.min(100, porcentaje)),
    falta: Math.max(0, Math.round((meta - ventas) * 100) / 100),
    cumplida: meta > 0 && ventas >= meta,
  };
}
