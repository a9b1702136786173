import type { EstadisticasVentas, ProductoVendido } from "@tienda/shared/schemas/stats";

/**
 * The reports page (pure: unit-tested): its periods, the months of the bar chart with the months
 * without sales filled in, the sellers sorted by units or revenue, and the exported JSON
 * ('reporte-ventas-YYYY-MM-DD.json') with the figures the page shows.
 */
export const REPORT_PERIODS = [
  { value: "1month", label: "Último mes" },
  { value: "3months", label: "Últimos 3 meses" },
  { value: "6months", label: "Últimos 6 meses" },
  { value: "1year", label: "Último año" },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]["value"];

export function parseReportPeriod(raw: string | null): ReportPeriod {
  return REPORT_PERIODS.find((p) => p.value === raw)?.value ?? "1month";
}

export function reportPeriodLabel(p: ReportPeriod): string {
  return REPORT_PERIODS.find((x) => x.value === p)!.label;
}

/** Every month from `desde` to `hasta` (YYYY-MM-DD), with 0 where the API has no row. */
export function fillMonths(
  desde: string,
  hasta: string,
  rows: ReadonlyArray<{ mes: string; ventas: number; pedidos: number }>,
): Array<{ mes: string; ventas: number; pedidos: number }> {
  const byMonth = new Map(rows.map((r) => [r.mes.slice(0, 7), r]));
  const out: Array<{ mes: string; ventas: number; pedidos: number }> = [];
  let y = Number(desde.slice(0, 4));
  let m = Number(desde.slice(5, 7));
  const endY = Number(hasta.slice(0, 4));
  const endM = Number(hasta.slice(5, 7));
  if (!y || !m || !endY || !endM) return [...rows];
  for (let guard = 0; (y < endY || (y === endY && m <= endM)) && guard < 120; guard++) {
    const mes = `${y}-${String(m).padStart(2, "0")}`;
    const r = byMonth.get(mes);
    out.push({ mes, ventas: r?.ventas ?? 0, pedidos: r?.pedidos ?? 0 });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export type SellerSort = "unidades" | "ingresos";

/** Best sellers: most first; slow sellers: fewest first; by units or by revenue. */
export function sortSellers(
  rows: readonly ProductoVendido[],
  by: SellerSort,
  order: "desc" | "asc",
): ProductoVendido[] {
  const key = (p: ProductoVendido) => (by === "unidades" ? p.unidadesVendidas : p.ingresos);
  const sign = order === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => sign * (key(a) - key(b)) || a.nombre.localeCompare(b.nombre, "es"));
}

export function reportFileName(now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `reporte-ventas-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.json`;
}

export interface ReporteVentas {
  reporte: "ventas";
  generado: string;
  periodo: { valor: ReportPeriod; etiqueta: string; desde: string; hasta: string };
  resumen: Pick<
    EstadisticasVentas,
    | "ventasTotales"
    | "pedidosTotales"
    | "pedidosPagados"
    | "valorPromedioPedido"
    | "unidadesVendidas"
    | "conversion"
    | "tasaRechazo"
    | "cambioVentas"
    | "cambioPedidos"
  >;
  metaMensual: EstadisticasVentas["metaMensual"];
  ventasMensuales: EstadisticasVentas["datosMensuales"];
  productosMasVendidos: Array<Omit<ProductoVendido, "imagen">>;
  productosMenosVendidos: Array<Omit<ProductoVendido, "imagen">>;
}

const seller = ({ idProducto, nombre, unidadesVendidas, ingresos }: ProductoVendido) => ({
  idProducto,
  nombre,
  unidadesVendidas,
  ingresos,
});

/** The report as the page shows it (amounts in USD with 2 decimals, percentages with 1). */
export function buildReport(s: EstadisticasVentas, periodo: ReportPeriod, now: Date): ReporteVentas {
  return {
    reporte: "ventas",
    generado: now.toISOString(),
    periodo: { valor: periodo, etiqueta: reportPeriodLabel(periodo), desde: s.desde, hasta: s.hasta },
    resumen: {
      ventasTotales: s.ventasTotales,
      pedidosTotales: s.pedidosTotales,
      pedidosPagados: s.pedidosPagados,
      valorPromedioPedido: s.valorPromedioPedido,
      unidadesVendidas: s.unidadesVendidas,
      conversion: s.conversion,
      tasaRechazo: s.tasaRechazo,
      cambioVentas: s.cambioVentas,
      cambioPedidos: s.cambioPedidos,
    },
    metaMensual: { ...s.metaMensual },
    ventasMensuales: fillMonths(s.desde, s.hasta, s.datosMensuales),
    productosMasVendidos: s.productosMasVendidos.map(seller),
    productosMenosVendidos: s.productosPocoVendidos.map(seller),
  };
}

export function reportJson(r: ReporteVentas): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}
