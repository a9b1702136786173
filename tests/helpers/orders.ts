import { randomUUID } from "node:crypto";
import type { OrderRecord } from "../../functions/src/domain/orders/order-record";

let seq = 0;

/**
 * A placed order in any state, with overrides (one line of 2 × $24.99, pago móvil, no receipt).
 * Write it with `batchPut([orderItem(orderRecord(...))])`; ids and numbers are unique per call.
 */
export function orderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  seq++;
  const fecha = overrides.fecha_pedido ?? new Date().toISOString();
  return {
    id: randomUUID(),
    numero_pedido: `ORD-2099-${String(seq).padStart(6, "0")}`,
    usuario_id: null,
    estado: "pendiente",
    estado_pago: "pendiente_pago",
    tipo_pago: "pago_movil",
    fecha_pedido: fecha,
    fecha_actualizacion: fecha,
    cliente: { nombre: "Ana", apellido: "Pérez", email: "ana@example.com", telefono: "0412-555-0000" },
    envio: {
      nombre: "Ana",
      apellido: "Pérez",
      direccion: "Av. Principal 1",
      ciudad: "Caracas",
      estado: "Distrito Capital",
      codigo_postal: "1010",
    },
    lineas: [
      {
        productoId: "p001",
        nombre: "Camisa Oxford",
        imagen: "/img/productos/p001-1.svg",
        talla: "M",
        color: "Azul",
        cantidad: 2,
        precio_cents: 2499,
      },
    ],
    subtotal_cents: 4998,
    descuento_cents: 0,
    descuento: null,
    envio_cents: 1500,
    impuestos_cents: 0,
    total_cents: 6498,
    tasa_bcv: { valor: 236.4571, fecha: fecha.slice(0, 10) },
    total_bs_cents: 1536518,
    pago: { banco: "banesco", telefono: "0412-555-0000", referencia: "12345678", email: "ana@example.com" },
    comprobante: null,
    vence_en: null,
    historial: [{ tipo: "creado", fecha, por: "cliente" }],
    token_hash: null,
    ...overrides,
  };
}
