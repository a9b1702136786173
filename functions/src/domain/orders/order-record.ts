import type { PedidoPerfil } from "@tienda/shared/schemas/orders";
import { fromCents } from "@tienda/shared/rules/pricing";

/**
 * An order as stored (see docs/data-model.md). The checkout writes these; lines
 * are embedded with the name, image and price the shopper saw when ordering.
 */
export interface OrderRecord {
  id: string;
  numero_pedido: string;
  usuario_id: string | null;
  estado: string;
  estado_pago: string;
  tipo_pago: string;
  fecha_pedido: string;
  subtotal_cents: number;
  descuento_cents: number;
  envio_cents: number;
  total_cents: number;
  envio: { nombre: string; apellido: string; ciudad: string; estado: string };
  lineas: Array<{
    productoId: string;
    nombre: string;
    imagen: string;
    talla: string;
    color: string;
    cantidad: number;
    precio_cents: number;
  }>;
}

export function toPedidoPerfil(o: OrderRecord): PedidoPerfil {
  return {
    id: o.id,
    numero_pedido: o.numero_pedido,
    estado: o.estado,
    estado_pago: o.estado_pago,
    total: fromCents(o.total_cents),
    fecha_pedido: o.fecha_pedido,
    tipo_pago: o.tipo_pago,
    envio_ciudad: o.envio.ciudad,
    envio_estado: o.envio.estado,
    productos: o.lineas.map((l) => ({
      nombre: l.nombre,
      talla: l.talla,
      color: l.color,
      cantidad: l.cantidad,
      imagen: l.imagen,
    })),
  };
}
