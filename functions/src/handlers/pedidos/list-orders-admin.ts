import { AdminOrdersQuerySchema, type PaginaPedidosAdmin } from "@tienda/shared/schemas/admin-orders";
import { paginate } from "@tienda/shared/rules/pagination";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { listOrdersPlacedBetween } from "../../data/orders";
import { getHeldStock } from "../../data/order-holds";
import { filterOrders, resolvePeriod, sortOrders, summarize, toPedidoAdmin } from "../../domain/orders/admin-list";

/** The admin payments list: search, filters, sort, pages, and the summary against the previous period. */
export const handler = endpoint("GET /api/pedido", async ({ query }) => {
  const q = parseInput(AdminOrdersQuerySchema, query);
  const period = resolvePeriod(q, new Date());
  const [current, previous, retenido] = await Promise.all([
    listOrdersPlacedBetween(period.desde, period.hasta),
    listOrdersPlacedBetween(period.anteriorDesde, period.anteriorHasta),
    getHeldStock(),
  ]);
  const matching = sortOrders(filterOrders(current, q), q.orden, q.direccion);
  const { items, ...page } = paginate(matching, q.pagina, q.limite);
  const body: PaginaPedidosAdmin = {
    data: items.map(toPedidoAdmin),
    ...page,
    resumen: summarize(matching, filterOrders(previous, q)),
    periodo: { desde: period.desde.toISOString(), hasta: period.hasta.toISOString() },
    periodo_anterior: { desde: period.anteriorDesde.toISOString(), hasta: period.anteriorHasta.toISOString() },
    retenido,
  };
  return { body };
});
