import type { PedidoAdmin } from "@tienda/shared/schemas/admin-orders";
import { isPagoUsd, TIPO_PAGO_LABEL, type TipoPago } from "@tienda/shared/schemas/checkout";
import { estadoPagoInfo, estadoPedidoInfo } from "@tienda/shared/schemas/orders";
import { buildCsv, type CsvCell } from "./csv";
import { flagLabels } from "./actions";

/** The export's columns, in order (admin payments spec: 'Exportar'). */
export const PAYMENTS_CSV_HEADER = [
  "Número",
  "Fecha",
  "Cliente",
  "Email",
  "Método",
  "Estado del pago",
  "Estado del pedido",
  "Envío",
  "Envío USD",
  "Total USD",
  "Total Bs",
  "Referencia",
  "Banderas",
  "IGTF USD",
  "Cédula o RIF",
] as const;

export function metodoLabel(tipo: string): string {
  return TIPO_PAGO_LABEL[tipo as TipoPago] ?? tipo;
}

/** One CSV row per order; amounts with 2 decimals and a dot, dates through `formatDate` (es-VE). */
export function paymentsCsvRows(rows: readonly PedidoAdmin[], formatDate: (iso: string) => string): CsvCell[][] {
  return rows.map((p) => [
    p.numero_pedido,
    formatDate(p.fecha_pedido),
    `${p.usuario_nombre} ${p.usuario_apellido}`.trim(),
    p.usuario_correo,
    metodoLabel(p.tipo_pago),
    estadoPagoInfo(p.estado_pago).label,
    estadoPedidoInfo(p.estado_pedido).label,
    // How it travels (issue 47): the method, an office delivery's courier and office.
    [p.metodo_envio_nombre, p.courier, p.oficina && `oficina ${p.oficina}`].filter(Boolean).join(" · "),
    p.envio.toFixed(2),
    p.total.toFixed(2),
    // A payment in dollars has no Bs amount to reconcile.
    isPagoUsd(p.tipo_pago) ? "" : p.total_bs.toFixed(2),
    p.referencia ?? "",
    flagLabels(p.banderas).join("; "),
    (p.igtf ?? 0).toFixed(2),
    p.cedula_rif ?? "",
  ]);
}

export function paymentsCsv(rows: readonly PedidoAdmin[], formatDate: (iso: string) => string): string {
  return buildCsv(PAYMENTS_CSV_HEADER, paymentsCsvRows(rows, formatDate));
}
