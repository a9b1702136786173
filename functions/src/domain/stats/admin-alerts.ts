import { fromCents } from "@tienda/shared/rules/pricing";
import {
  LOW_STOCK_BELOW,
  type Actividad,
  type AlertaStock,
  type AlertasAdmin,
} from "@tienda/shared/schemas/admin-dashboard";
import type { ProductRecord } from "../catalogue/product-record";
import type { OrderRecord } from "../orders/order-record";
import { reviewOverdue } from "../orders/order-limits";
import type { UserRecord } from "../accounts/user-record";

/** The dashboard's notifications, stock alerts and recent activity, from real records (pure). */

export function stockAlerts(products: readonly ProductRecord[]): AlertaStock[] {
  const out: AlertaStock[] = [];
  for (const p of products) {
    if (!p.activo) continue;
    for (const [variant, stock] of Object.entries(p.stock_variantes)) {
      if (stock >= LOW_STOCK_BELOW) continue;
      const [talla = "", color = ""] = variant.split("|");
      out.push({
        productoId: p.id,
        nombre: p.nombre,
        imagen: p.imagenes[0] ? `/${p.imagenes[0]}` : "/img/placeholder.svg",
        talla,
        color,
        stock,
        estado: stock < 5 ? "critico" : "bajo",
      });
    }
  }
  return out.sort((a, b) => a.stock - b.stock || a.nombre.localeCompare(b.nombre));
}

export function buildAlerts(
  products: readonly ProductRecord[],
  underReview: readonly OrderRecord[],
  now: Date = new Date(),
): AlertasAdmin {
  const active = products.filter((p) => p.activo);
  const total = (p: ProductRecord) => Object.values(p.stock_variantes).reduce((a, b) => a + b, 0);
  return {
    comprobantes_pendientes: underReview.map((o) => ({
      pedidoId: o.id,
      numero_pedido: o.numero_pedido,
      cliente: `${o.cliente.nombre} ${o.cliente.apellido}`.trim(),
      total: fromCents(o.total_cents),
      fecha: o.comprobante?.fecha ?? o.fecha_actualizacion,
      demorado: reviewOverdue(o.comprobante?.fecha ?? o.fecha_actualizacion, now),
    })),
    stock_bajo: stockAlerts(products),
    inventario: {
      totalProductos: active.length,
      sinStock: active.filter((p) => total(p) === 0).length,
      stockBajo: active.filter((p) => total(p) > 0 && Object.values(p.stock_variantes).some((n) => n < LOW_STOCK_BELOW))
        .length,
    },
  };
}

const payments = (numero: string) => `/admin/pagos?q=${encodeURIComponent(numero)}`;

/** Orders placed and payments reviewed, products created or changed, and sign-ups, newest first. */
export function recentActivity(
  orders: readonly OrderRecord[],
  products: readonly ProductRecord[],
  users: readonly UserRecord[],
  limit = 20,
): Actividad[] {
  const out: Actividad[] = [];
  for (const o of orders) {
    const who = `${o.cliente.nombre} ${o.cliente.apellido}`.trim();
    for (const e of o.historial) {
      if (e.tipo === "creado") {
        out.push({
          tipo: "pedido",
          fecha: e.fecha,
          descripcion: `Nuevo pedido ${o.numero_pedido} de ${who}`,
          enlace: payments(o.numero_pedido),
        });
      } else if (e.tipo === "aprobado") {
        out.push({
          tipo: "pago_aprobado",
          fecha: e.fecha,
          descripcion: `${e.por} aprobó el pago del pedido ${o.numero_pedido}`,
          enlace: payments(o.numero_pedido),
        });
      } else if (e.tipo === "rechazado") {
        out.push({
          tipo: "pago_rechazado",
          fecha: e.fecha,
          descripcion: `${e.por} rechazó el pago del pedido ${o.numero_pedido}`,
          enlace: payments(o.numero_pedido),
        });
      }
    }
  }
  for (const p of [...products].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, limit)) {
    const created = p.created_at === p.updated_at;
    out.push({
      tipo: "producto",
      fecha: p.updated_at,
      descripcion: `${created ? "Producto creado" : p.activo ? "Producto actualizado" : "Producto eliminado"}: ${p.nombre}`,
      enlace: `/admin/productos?q=${encodeURIComponent(p.nombre)}`,
    });
  }
  for (const u of users.slice(0, limit)) {
    out.push({
      tipo: "registro",
      fecha: u.createdAt,
      descripcion: `Nuevo usuario registrado: ${u.firstName} ${u.lastName}`.trim(),
      enlace: `/admin/usuarios?q=${encodeURIComponent(u.email)}`,
    });
  }
  return out.sort((a, b) => b.fecha.localeCompare(a.fecha)).slice(0, limit);
}
