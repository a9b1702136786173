import { describe, expect, it } from "vitest";
import { batchPut } from "../../scripts/local/seed-store";
import { orderItem } from "../../functions/src/data/orders";
import type { OrderRecord } from "../../functions/src/domain/orders/order-record";
import { call } from "../helpers/api";
import { orderRecord } from "../helpers/orders";
import { sessionAs, signedIn } from "../helpers/sessions";

function order(usuarioId: string, fecha: string, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return orderRecord({
    usuario_id: usuarioId,
    fecha_pedido: fecha,
    estado_pago: "pendiente_verificacion",
    ...overrides,
  });
}

describe("GET /api/pedido/usuario/{userId}", () => {
  it("lists the shopper's own orders, newest first, in the profile shape", async () => {
    const me = await sessionAs("user");
    const other = await sessionAs("user");
    await batchPut([
      orderItem(order(me.userId, "2026-10-01T10:00:00.000Z")),
      orderItem(order(me.userId, "2026-11-05T10:00:00.000Z", { estado: "entregado" })),
      orderItem(order(other.userId, "2026-11-06T10:00:00.000Z")),
    ]);
    const res = await call("GET", `/api/pedido/usuario/${me.userId}`, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((o: { fecha_pedido: string }) => o.fecha_pedido)).toEqual([
      "2026-11-05T10:00:00.000Z",
      "2026-10-01T10:00:00.000Z",
    ]);
    expect(res.body.data[0]).toMatchObject({
      estado: "entregado",
      total: 64.98,
      envio_ciudad: "Caracas",
      envio_estado: "Distrito Capital",
      productos: [{ nombre: "Camisa Oxford", talla: "M", cantidad: 2 }],
    });
  });

  it("answers an empty list to a shopper without orders", async () => {
    const me = await sessionAs("user");
    const res = await call("GET", `/api/pedido/usuario/${me.userId}`, { cookie: me.cookie });
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it("refuses another shopper's orders (403) but lets an admin read them", async () => {
    const me = await sessionAs("user");
    const other = await sessionAs("user");
    const denied = await call("GET", `/api/pedido/usuario/${other.userId}`, { cookie: me.cookie });
    expect(denied.status).toBe(403);
    expect(denied.body.mensaje).toBe("No tienes permisos para ver estos pedidos");
    const admin = await sessionAs("admin");
    expect((await call("GET", `/api/pedido/usuario/${other.userId}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call("GET", `/api/pedido/usuario/${other.userId}`)).status).toBe(401);
  });
});

describe("seeded demo orders", () => {
  it("show on the demo shopper's profile, newest first", async () => {
    const { cookie } = await signedIn("maria@tienda.com", "Maria123", { ip: "10.9.9.9" });
    const res = await call("GET", "/api/pedido/usuario/usr-demo-maria", { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(4);
    const fechas = res.body.data.map((o: { fecha_pedido: string }) => o.fecha_pedido);
    expect(fechas).toEqual([...fechas].sort().reverse());
  });
});
