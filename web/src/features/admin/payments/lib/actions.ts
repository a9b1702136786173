import type { BanderasPago } from "@tienda/shared/schemas/admin-orders";

/**
 * What an admin can do with an order, from its payment and fulfilment states (pure: unit-tested).
 * The server decides in the end (409 with a Spanish message); this only hides moves that cannot work.
 */
export type AccionPedido =
  "ver" | "comprobante" | "aprobar" | "rechazar" | "cobrar" | "transito" | "entregado" | "cancelar" | "archivar";

export interface EstadoAcciones {
  estado_pago: string;
  estado_pedido: string;
  tiene_comprobante: boolean;
  /** The payment method: cash in dollars is marked paid ('cobrar'), it has no receipt to approve. */
  tipo_pago?: string;
}

export const ACCION_LABEL: Record<AccionPedido, string> = {
  ver: "Ver detalles",
  comprobante: "Ver comprobante",
  aprobar: "Aprobar pago",
  rechazar: "Rechazar pago",
  cobrar: "Marcar cobrado",
  transito: "Marcar en tránsito",
  entregado: "Marcar entregado",
  cancelar: "Cancelar pedido",
  archivar: "Archivar",
};

export function availableActions(p: EstadoAcciones): AccionPedido[] {
  const out: AccionPedido[] = ["ver"];
  if (p.tiene_comprobante) out.push("comprobante");
  if (p.estado_pago === "pendiente_verificacion") out.push("aprobar", "rechazar");
  if (p.tipo_pago === "efectivo_usd" && p.estado_pago === "pendiente_pago" && p.estado_pedido === "pendiente")
    out.push("cobrar");
  if (p.estado_pedido === "procesando") out.push("transito");
  if (p.estado_pedido === "en_transito") out.push("entregado");
  if (p.estado_pedido === "pendiente" || p.estado_pedido === "procesando") out.push("cancelar");
  if (p.estado_pedido === "cancelado" || p.estado_pago === "rechazado") out.push("archivar");
  return out;
}

/** The flags' badge texts and colours. */
export const FLAG_INFO: Record<keyof BanderasPago, { label: string; color: string; description: string }> = {
  referencia_repetida: {
    label: "Referencia repetida",
    color: "orange",
    description: "Otro pedido ya usó el mismo banco y número de referencia: comprueba que no sea un pago reutilizado.",
  },
  monto_distinto: {
    label: "Monto distinto",
    color: "red",
    description: "El monto en bolívares que declaró el cliente difiere en más de un 1% del total del pedido.",
  },
};

export function activeFlags(b: BanderasPago | null | undefined): Array<keyof BanderasPago> {
  if (!b) return [];
  return (Object.keys(FLAG_INFO) as Array<keyof BanderasPago>).filter((k) => b[k]);
}

export function flagLabels(b: BanderasPago | null | undefined): string[] {
  return activeFlags(b).map((k) => FLAG_INFO[k].label);
}
