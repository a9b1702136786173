import { cartTotals } from "@tienda/shared/rules/pricing";
import type { ProductRecord } from "../domain/catalogue/product-record";
import type { OrderRecord } from "../domain/orders/order-record";
import { DEMO_USERS } from "./demo-users";

/**
 * A few past orders of the demo shoppers, one in every payment and fulfilment state
 * (DESIGN.md, local runtime), priced with the same rules as the cart. They are history:
 * the stock they once reserved is already reflected in the seeded stock.
 */
const PLAN = [
  { user: "usr-demo-maria", dias: 40, estado: "entregado", estado_pago: "completado", tipo_pago: "pago_movil", items: 2 },
  { user: "usr-demo-maria", dias: 20, estado: "cancelado", estado_pago: "pendiente_pago", tipo_pago: "pago_ubi", items: 1 },
  { user: "usr-demo-carlos", dias: 6, estado: "en_transito", estado_pago: "completado", tipo_pago: "pago_ubi", items: 3 },
  { user: "usr-demo-carlos", dias: 4, estado: "pendiente", estado_pago: "rechazado", tipo_pago: "transferencia_bancaria", items: 1 },
  { user: "usr-demo-carlos", dias: 3, estado: "procesando", estado_pago: "completado", tipo_pago: "transferencia_bancaria", items: 2 },
  { user: "usr-demo-maria", dias: 2, estado: "pendiente", estado_pago: "pendiente_verificacion", tipo_pago: "transferencia_bancaria", items: 2 },
  { user: "usr-demo-maria", dias: 1, estado: "pendiente", estado_pago: "pendiente_pago", tipo_pago: "pago_movil", items: 1 },
] as const;

const SHIPPING = {
  "usr-demo-maria": { ciudad: "Valencia", estado: "Carabobo" },
  "usr-demo-carlos": { ciudad: "Maracaibo", estado: "Zulia" },
} as const;

export const ORDER_COUNTER_NAME = (year: number) => `pedidos-${year}`;

export function seedOrders(now: Date, products: readonly ProductRecord[]): OrderRecord[] {
  const inStock = products.filter((p) => p.activo && Object.values(p.stock_variantes).some((n) => n > 0));
  let pick = 0;
  return PLAN.map((plan, i) => {
    const user = DEMO_USERS.find((u) => u.id === plan.user)!;
    const lineas = Array.from({ length: plan.items }, (_, k) => {
      const p = inStock[(pick++ * 7) % inStock.length]!;
      const [talla = "", color = ""] = Object.entries(p.stock_variantes).find(([, n]) => n > 0)![0].split("|");
      return {
        productoId: p.id,
        nombre: p.nombre,
        imagen: `/${p.imagenes[0]}`,
        talla,
        color,
        cantidad: 1 + ((i + k) % 2),
        precio_cents: p.precio_cents,
      };
    });
    const totals = cartTotals(lineas.map((l) => ({ precioCents: l.precio_cents, cantidad: l.cantidad })));
    const fecha = new Date(now.getTime() - plan.dias * 86_400_000);
    return {
      id: `ord-demo-${i + 1}`,
      numero_pedido: `ORD-${fecha.getUTCFullYear()}-${String(i + 1).padStart(6, "0")}`,
      usuario_id: user.id,
      estado: plan.estado,
      estado_pago: plan.estado_pago,
      tipo_pago: plan.tipo_pago,
      fecha_pedido: fecha.toISOString(),
      subtotal_cents: totals.subtotalCents,
      descuento_cents: totals.discountCents,
      envio_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      envio: { nombre: user.firstName, apellido: user.lastName, ...SHIPPING[plan.user] },
      lineas,
    };
  });
}
