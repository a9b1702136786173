import { useCallback, useState, type RefObject } from "react";
import type { PedidoAdmin } from "@tienda/shared/schemas/admin-orders";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import type { AccionPedido } from "../lib/actions";
import type { ActionKind, ActionRequest, ActionTarget } from "./action-dialog";
import type { ReceiptTarget } from "./receipt-dialog";
import { actionsTriggerId } from "./row-actions-menu";

const fromRow = (p: PedidoAdmin): ActionTarget => ({
  id: p.id,
  numero: p.numero_pedido,
  cliente: `${p.usuario_nombre} ${p.usuario_apellido}`.trim(),
  total: p.total,
  total_bs: p.total_bs,
  usd: isPagoUsd(p.tipo_pago),
});

const fromDetalle = (p: PedidoDetalle): ActionTarget => ({
  id: p.id,
  numero: p.numero_pedido,
  cliente: `${p.cliente.nombre} ${p.cliente.apellido}`.trim(),
  total: p.total,
  total_bs: p.total_bs,
  usd: isPagoUsd(p.tipo_pago),
});

/**
 * A dialog's state: what it shows, whether it is open, and what gets focus when it closes (the
 * row's action button; null: the element focused before, e.g. a button inside the details). The
 * value and focus target outlive the close so the closing animation and focus return use them.
 */
export interface DialogState<T> {
  value: T;
  focusId: string | null;
  open: boolean;
  seq: number;
}

function useDialog<T>() {
  const [state, setState] = useState<DialogState<T> | null>(null);
  const show = useCallback(
    (value: T, focusId: string | null) =>
      setState((prev) => ({ value, focusId, open: true, seq: (prev?.seq ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setState((prev) => (prev ? { ...prev, open: false } : prev)), []);
  return { state, show, close };
}

/**
 * The payments page's three dialogs (order details, receipt, approve/reject/ship/archive) and
 * which one a row's or the details' action opens.
 */
export function usePaymentDialogs(heading: RefObject<HTMLHeadingElement | null>) {
  const details = useDialog<string>();
  const receipt = useDialog<ReceiptTarget>();
  const action = useDialog<ActionRequest>();

  // The row's button, or the heading when the row is gone (archived).
  const focusBack = (s: DialogState<unknown> | null) =>
    s?.focusId ? () => document.getElementById(s.focusId!) ?? heading.current : undefined;

  const onRowAction = (row: PedidoAdmin, a: AccionPedido) => {
    const focusId = actionsTriggerId(row.id);
    if (a === "ver") details.show(row.id, focusId);
    else if (a === "comprobante") receipt.show({ id: row.id, numero: row.numero_pedido }, focusId);
    else action.show({ kind: a as ActionKind, target: fromRow(row) }, focusId);
  };
  const onDetailsAction = (p: PedidoDetalle, a: AccionPedido) => {
    if (a === "comprobante") receipt.show({ id: p.id, numero: p.numero_pedido }, null);
    else if (a !== "ver") action.show({ kind: a as ActionKind, target: fromDetalle(p) }, null);
  };

  return { details, receipt, action, focusBack, onRowAction, onDetailsAction };
}
