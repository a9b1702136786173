import { describe, expect, it } from "vitest";
import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import {
  buildReport,
  fillMonths,
  parseReportPeriod,
  reportFileName,
  reportJson,
  sortSellers,
} from "../../../web/src/features/admin/reports/lib/report.ts";
import {
  buildNotifications,
  goalProgress,
  notificationCount,
  parseDashboardPeriod,
  performanceMetrics,
  receiptReviewLink,
  stockEditorLink,
} from "../../../web/src/features/admin/dashboard/lib/dashboard.ts";
import { cambio, porcentaje } from "../../../web/src/features/admin/dashboard/lib/format.ts";

const seller = (id: string, u: number, i: number) => ({
  idProducto: id,
  nombre: `Producto ${id}`,
  unidadesVendidas: u,
  ingresos: i,
  imagen: `/img/${id}.png`,
});

function stats(o: Partial<EstadisticasVentas> = {}): EstadisticasVentas {
  return {
    periodo: "3months",
    desde: "2026-08-25",
    hasta: "2026-11-23",
    ventasTotales: 1234.5,
    pedidosTotales: 20,
    pedidosPagados: 15,
    unidadesVendidas: 31,
    valorPromedioPedido: 82.3,
    conversion: 75,
    tasaRechazo: 11.8,
    cambioVentas: 12.5,
    cambioPedidos: null,
    productosMasVendidos: [seller("a", 10, 100), seller("b", 8, 300)],
    productosPocoVendidos: [seller("z", 0, 0)],
    serieDiaria: [],
    datosMensuales: [
      { mes: "2026-09", ventas: 1000, pedidos: 12 },
      { mes: "2026-11", ventas: 234.5, pedidos: 8 },
    ],
    envios: { estandar: { pedidos: 3, ingresos: 30 }, express: { pedidos: 1, ingresos: 25 } },
    igtf: 0,
    productosTotales: 75,
    usuariosTotales: 3,
    metaMensual: { meta: 15000, ventasMes: 234.5, porcentaje: 1.6 },
    ...o,
  };
}

describe("sales report", () => {
  it("fills in every month of the period", () => {
    expect(fillMonths("2026-08-25", "2026-11-23", stats().datosMensuales)).toEqual([
      { mes: "2026-08", ventas: 0, pedidos: 0 },
      { mes: "2026-09", ventas: 1000, pedidos: 12 },
      { mes: "2026-10", ventas: 0, pedidos: 0 },
      { mes: "2026-11", ventas: 234.5, pedidos: 8 },
    ]);
    expect(fillMonths("2025-12-10", "2026-01-09", [])).toEqual([
      { mes: "2025-12", ventas: 0, pedidos: 0 },
      { mes: "2026-01", ventas: 0, pedidos: 0 },
    ]);
  });

  it("exports the figures the page shows, as JSON named after the day", () => {
    const now = new Date(2026, 10, 23, 9, 5);
    const r = buildReport(stats(), "3months", now);
    expect(r.periodo).toEqual({
      valor: "3months",
      etiqueta: "Últimos 3 meses",
      desde: "2026-08-25",
      hasta: "2026-11-23",
    });
    expect(r.resumen).toEqual({
      ventasTotales: 1234.5,
      pedidosTotales: 20,
      pedidosPagados: 15,
      valorPromedioPedido: 82.3,
      unidadesVendidas: 31,
      conversion: 75,
      tasaRechazo: 11.8,
      cambioVentas: 12.5,
      cambioPedidos: null,
    });
    expect(r.ventasMensuales).toHaveLength(4);
    expect(r.productosMasVendidos[0]).toEqual({
      idProducto: "a",
      nombre: "Producto a",
      unidadesVendidas: 10,
      ingresos: 100,
    });
    expect(r.productosMenosVendidos).toHaveLength(1);
    expect(r.metaMensual).toEqual({ meta: 15000, ventasMes: 234.5, porcentaje: 1.6 });
    expect(JSON.parse(reportJson(r))).toEqual(r);
    expect(reportFileName(now)).toBe("reporte-ventas-2026-11-23.json");
  });

  it("sorts sellers by units or revenue", () => {
    const rows = [seller("a", 10, 100), seller("b", 8, 300), seller("c", 10, 50)];
    expect(sortSellers(rows, "unidades", "desc").map((r) => r.idProducto)).toEqual(["a", "c", "b"]);
    expect(sortSellers(rows, "ingresos", "desc").map((r) => r.idProducto)).toEqual(["b", "a", "c"]);
    expect(sortSellers(rows, "ingresos", "asc").map((r) => r.idProducto)).toEqual(["c", "a", "b"]);
  });

  it("keeps only the known periods", () => {
    expect(parseReportPeriod("6months")).toBe("6months");
    expect(parseReportPeriod("7d")).toBe("1month");
    expect(parseDashboardPeriod("1y")).toBe("1y");
    expect(parseDashboardPeriod("1year")).toBe("30d");
  });
});

describe("dashboard figures", () => {
  const alerts = {
    comprobantes_pendientes: [
      { pedidoId: "o2", numero_pedido: "ORD-2", cliente: "Ana", total: 20, fecha: "2026-11-22T10:00:00Z" },
      { pedidoId: "o1", numero_pedido: "ORD-1", cliente: "Luis", total: 10.5, fecha: "2026-11-21T10:00:00Z" },
    ],
    stock_bajo: [
      {
        productoId: "p-1",
        nombre: "Camisa",
        imagen: "",
        talla: "M",
        color: "Negro",
        stock: 0,
        estado: "critico" as const,
      },
    ],
    inventario: { totalProductos: 10, sinStock: 1, stockBajo: 1 },
  };

  it("lists receipts to review (oldest first) and low stock, with their links", () => {
    const n = buildNotifications(alerts, (x) => `$${x.toFixed(2)}`);
    expect(n.map((x) => x.enlace)).toEqual([
      "/admin/pagos?estado_pago=pendiente_verificacion&q=ORD-1",
      "/admin/pagos?estado_pago=pendiente_verificacion&q=ORD-2",
      "/admin/productos?stock_producto=p-1",
    ]);
    expect(n[0]!.detalle).toBe("Luis · $10.50");
    expect(n[2]!.titulo).toBe("Agotado: Camisa");
    expect(notificationCount(alerts)).toBe(3);
    expect(buildNotifications(undefined, String)).toEqual([]);
    expect(receiptReviewLink("ORD 1")).toBe("/admin/pagos?estado_pago=pendiente_verificacion&q=ORD%201");
    expect(stockEditorLink("p-9")).toBe("/admin/productos?stock_producto=p-9");
  });

  it("measures the monthly goal the owner set, and invents none (issue 46, item 4)", () => {
    expect(goalProgress(undefined)).toBeNull();
    expect(goalProgress({ meta: null, ventasMes: 250, porcentaje: null })).toBeNull();
    expect(goalProgress({ meta: 1000, ventasMes: 250, porcentaje: 25 })).toMatchObject({
      porcentaje: 25,
      barra: 25,
      falta: 750,
      cumplida: false,
    });
    expect(goalProgress({ meta: 1000, ventasMes: 1500, porcentaje: 150 })).toMatchObject({
      barra: 100,
      falta: 0,
      cumplida: true,
    });
  });

  it("computes the performance metrics", () => {
    const m = performanceMetrics(stats(), (x) => `$${x}`, porcentaje);
    expect(m.map((x) => [x.key, x.texto])).toEqual([
      ["conversion", "75,0 %"],
      ["rechazo", "11,8 %"],
      ["ticket", "$82.3"],
    ]);
    expect(m[0]!.descripcion).toBe("15 de 20 pedidos pagados");
  });

  it("writes the change against the previous period", () => {
    expect(cambio(12.5)).toEqual({ text: "+12,5 % vs periodo anterior", trend: "up" });
    expect(cambio(-3)).toEqual({ text: "-3,0 % vs periodo anterior", trend: "down" });
    expect(cambio(null).trend).toBe("none");
  });
});
