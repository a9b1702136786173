import { formatBs } from "@tienda/shared/schemas/settings";
import { formatPrice } from "@/lib/format";
import type { ActionKind, ActionTarget } from "../components/action-dialog";

/** The words of each action's confirmation: title, text, button, colour and the toast when done. */
export function actionCopy(kind: ActionKind, t: ActionTarget) {
  const total = t.usd ? formatPrice(t.total) : `${formatBs(t.total_bs)} (${formatPrice(t.total)})`;
  switch (kind) {
    case "aprobar":
      return {
        title: "¿Aprobar el pago?",
        text: `Confirmas que recibiste ${total} por el pedido ${t.numero} de ${t.cliente}. El pedido pasará a «Procesando» y el cliente recibirá un email.`,
        confirm: "Aprobar pago",
        color: "green",
        done: "Pago aprobado",
      };
    case "cobrar":
      return {
        title: "¿Marcar cobrado en efectivo?",
        text: `Confirmas que cobraste ${formatPrice(t.total)} en efectivo (dólares) por el pedido ${t.numero} de ${t.cliente}. El pedido pasará a «Procesando» y el cliente recibirá un email.`,
        confirm: "Marcar cobrado",
        color: "green",
        done: "Pago en efectivo registrado",
      };
    case "rechazar":
      return {
        title: "Rechazar pago",
        text: `El cliente del pedido ${t.numero} recibirá un email con el motivo y podrá subir un nuevo comprobante.`,
        confirm: "Rechazar pago",
        color: "red",
        done: "Pago rechazado",
      };
    case "transito":
      return {
        title: "Marcar en tránsito",
        text: `El pedido ${t.numero} sale hacia ${t.cliente}. Añade la guía si la tienes.`,
        confirm: "Marcar en tránsito",
        color: "purple",
        done: "Pedido marcado en tránsito",
      };
    case "entregado":
      return {
        title: "¿Marcar como entregado?",
        text: `Confirmas que ${t.cliente} recibió el pedido ${t.numero}.`,
        confirm: "Marcar entregado",
        color: "green",
        done: "Pedido marcado como entregado",
      };
    case "cancelar":
      return {
        title: "¿Cancelar el pedido?",
        text: `El pedido ${t.numero} de ${t.cliente} se cancelará. Esta acción no se puede deshacer.`,
        confirm: "Cancelar pedido",
        color: "red",
        done: "Pedido cancelado",
      };
    case "archivar":
      return {
        title: "¿Archivar este pedido?",
        text: `El pedido ${t.numero} dejará de aparecer en la lista de pagos. Esta acción no se puede deshacer.`,
        confirm: "Archivar",
        color: "red",
        done: "Pedido archivado",
      };
  }
}
