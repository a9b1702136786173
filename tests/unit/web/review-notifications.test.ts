import { describe, expect, it } from "vitest";
import type { AlertasAdmin } from "@tienda/shared/schemas/admin-shapes";
import { buildNotifications, notificationCount } from "@/features/admin/dashboard/lib/dashboard";

const base: AlertasAdmin = {
  comprobantes_pendientes: [],
  stock_bajo: [],
  inventario: { totalProductos: 1, sinStock: 0, stockBajo: 0 },
};

describe("low-rating notifications (issue 36)", () => {
  it("lists each unseen low rating with a link to moderate it, and counts it on the bell", () => {
    const a: AlertasAdmin = {
      ...base,
      resenas_bajas: [
        {
          id: "p001.u_x",
          producto_id: "p001",
          producto_nombre: "Camisa",
          calificacion: 1,
          autor: "Ana P.",
          fecha: "2026-11-20T00:00:00Z",
        },
      ],
    };
    expect(buildNotifications(a, String)).toEqual([
      {
        id: "r-p001.u_x",
        tipo: "resena",
        titulo: "Calificación baja (1 estrella): Camisa",
        detalle: "De Ana P.",
        enlace: "/admin/resenas?producto=p001&estrellas=1",
        urgente: false,
      },
    ]);
    expect(notificationCount(a)).toBe(1);
    expect(notificationCount(base)).toBe(0);
  });
});
