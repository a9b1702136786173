import { fromCents } from "@tienda/shared/rules/pricing";
import { percentChange } from "@tienda/shared/schemas/admin-orders";
import {
  STATS_PERIODS,
  type EstadisticasVentas,
  type ProductoVendido,
  type StatsPeriod,
} from "@tienda/shared/schemas/stats";
import type { DailyStats } from "../../data/daily-stats";
import type { ProductRecord } from "../catalogue/product-record";

const DAY = 86_400_000;

/** The UTC days of a period ending today, oldest first, and those of the period before it. */
export function periodDays(periodo: StatsPeriod, now: Date): { dias: string[]; anteriores: string[] } {
  const n = STATS_PERIODS[periodo];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today - offset * DAY).toISOString().slice(0, 10);
  return {
    dias: Array.from({ length: n }, (_, i) => day(n - 1 - i)),
    anteriores: Array.from({ length: n }, (_, i) => day(2 * n - 1 - i)),
  };
}

function totals(days: readonly DailyStats[]) {
  const t = {
    creados: 0,
    pagados: 0,
    ventas: 0,
    unidades: 0,
    rechazos: 0,
    envio: 0,
    express: 0,
    envioExpress: 0,
    igtf: 0,
  };
  for (const d of days) {
    t.igtf += d.igtf_cents ?? 0;
    t.envio += d.envio_cents ?? 0;
    t.express += d.express ?? 0;
    t.envioExpress += d.envio_express_cents ?? 0;
    t.creados += d.creados;
    t.pagados += d.pagados;
    t.ventas += d.ventas_cents;
    t.unidades += d.unidades;
    t.rechazos += d.rechazos;
  }
  return t;
}

const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : 0);

/** The statistics of a period from its per-day aggregates (pure). */
export function buildSalesStats(p: {
  periodo: StatsPeriod;
  now: Date;
  dias: readonly string[];
  current: readonly DailyStats[];
  previous: readonly DailyStats[];
  /** The month-to-date days (for the monthly goal). */
  month: readonly DailyStats[];
  products: readonly ProductRecord[];
  usuariosTotales: number;
  /** The settings' goal; null while the owner set none (nothing is measured against it). */
  metaMensual: number | null;
}): EstadisticasVentas {
  const now = totals(p.current);
  const before = totals(p.previous);
  const byDay = new Map(p.current.map((d) => [d.dia, d]));

  const perProduct = new Map<string, { unidades: number; ingresos_cents: number }>();
  for (const d of p.current) {
    for (const [id, v] of Object.entries(d.productos)) {
      const acc = perProduct.get(id) ?? { unidades: 0, ingresos_cents: 0 };
      acc.unidades += v.unidades;
      acc.ingresos_cents += v.ingresos_cents;
      perProduct.set(id, acc);
    }
  }
  const byId = new Map(p.products.map((r) => [r.id, r]));
  const row = (id: string): ProductoVendido => {
    const r = byId.get(id);
    const v = perProduct.get(id) ?? { unidades: 0, ingresos_cents: 0 };
    return {
      idProducto: id,
      nombre: r?.nombre ?? id,
      unidadesVendidas: v.unidades,
      ingresos: fromCents(v.ingresos_cents),
      imagen: r?.imagenes[0] ? `/${r.imagenes[0]}` : "/img/placeholder.svg",
    };
  };
  const sold = [...perProduct.entries()].filter(([, v]) => v.unidades > 0);
  const top = sold
    .sort(([a, x], [b, y]) => y.unidades - x.unidades || y.ingresos_cents - x.ingresos_cents || a.localeCompare(b))
    .slice(0, 5)
    .map(([id]) => row(id));
  // Slow products: every active product, fewest units first (unsold ones included), oldest first on ties.
  const slow = p.products
    .filter((r) => r.activo)
    .map((r) => ({ r, u: perProduct.get(r.id)?.unidades ?? 0 }))
    .sort((a, b) => a.u - b.u || a.r.created_at.localeCompare(b.r.created_at) || a.r.id.localeCompare(b.r.id))
    .slice(0, 5)
    .map(({ r }) => row(r.id));

  const months = new Map<string, { ventas: number; pedidos: number }>();
  for (const d of p.current) {
    const m = months.get(d.dia.slice(0, 7)) ?? { ventas: 0, pedidos: 0 };
    m.ventas += d.ventas_cents;
    m.pedidos += d.creados;
    months.set(d.dia.slice(0, 7), m);
  }
  const monthSales = totals(p.month).ventas;
  return {
    periodo: p.periodo,
    desde: p.dias[0]!,
    hasta: p.dias[p.dias.length - 1]!,
    ventasTotales: fromCents(now.ventas),
    pedidosTotales: now.creados,
    pedidosPagados: now.pagados,
    unidadesVendidas: now.unidades,
    valorPromedioPedido: now.pagados > 0 ? fromCents(Math.round(now.ventas / now.pagados)) : 0,
    conversion: pct(now.pagados, now.creados),
    tasaRechazo: pct(now.rechazos, now.pagados + now.rechazos),
    cambioVentas: percentChange(now.ventas, before.ventas),
    cambioPedidos: percentChange(now.creados, before.creados),
    productosMasVendidos: top,
    productosPocoVendidos: slow,
    serieDiaria: p.dias.map((dia) => ({
      dia,
      ventas: fromCents(byDay.get(dia)?.ventas_cents ?? 0),
      pedidos: byDay.get(dia)?.creados ?? 0,
    })),
    datosMensuales: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mes, v]) => ({ mes, ventas: fromCents(v.ventas), pedidos: v.pedidos })),
    // Paid orders of the period by delivery, and the shipping they were charged (issue 35).
    envios: {
      estandar: { pedidos: now.pagados - now.express, ingresos: fromCents(now.envio - now.envioExpress) },
      express: { pedidos: now.express, ingresos: fromCents(now.envioExpress) },
    },
    // The IGTF charged on the period's paid orders in dollars (in ventasTotales too).
    igtf: fromCents(now.igtf),
    productosTotales: p.products.filter((r) => r.activo).length,
    usuariosTotales: p.usuariosTotales,
    metaMensual: {
      meta: p.metaMensual,
      ventasMes: fromCents(monthSales),
      porcentaje: p.metaMensual === null ? null : pct(fromCents(monthSales), p.metaMensual),
    },
  };
}
