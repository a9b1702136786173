import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import { formatNumber, formatPrice } from "@/lib/format";
import type { Kpi } from "../../shell";
import { BagIcon, DollarIcon } from "./admin-page-icons";

/** The two figures the dashboard and the reports both lead with: the period's sales and orders, with their change. */
export function salesKpis(s: EstadisticasVentas | undefined, testIdPrefix: string): Kpi[] {
  return [
    {
      label: "Ventas Totales",
      value: s && formatPrice(s.ventasTotales),
      change: s?.cambioVentas,
      accent: "green.500",
      icon: <DollarIcon />,
      testId: `${testIdPrefix}-ventas`,
    },
    {
      label: "Pedidos",
      value: s && formatNumber(s.pedidosTotales),
      change: s?.cambioPedidos,
      accent: "blue.500",
      icon: <BagIcon />,
      testId: `${testIdPrefix}-pedidos`,
    },
  ];
}
