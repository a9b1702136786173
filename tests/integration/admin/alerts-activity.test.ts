import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "../../helpers/checkout";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

describe("GET /api/admin/alertas", () => {
  it("lists receipts waiting for review (until reviewed) and low-stock variants", async () => {
    const p = await stockedProduct({ "M|Negro": 3, "L|Negro": 40 }, { nombre: `Alerta ${Date.now()}` });
    clearCatalogueCache();
    const placed = await placeOrder(orderBody([{ productoId: p.id, talla: "L" }], { clave: await uploadReceipt() }));
    const numero = placed.body.pedido.numero_pedido;
    const res = await call("GET", "/api/admin/alertas", asAdmin);
    expect(res.status).toBe(200);
    expect(res.body.comprobantes_pendientes.map((c: { numero_pedido: string }) => c.numero_pedido)).toContain(numero);
    expect(res.body.stock_bajo).toContainEqual(
      expect.objectContaining({ productoId: p.id, talla: "M", color: "Negro", stock: 3, estado: "critico" }),
    );
    expect(
      res.body.stock_bajo.some((a: { productoId: string; talla: string }) => a.productoId === p.id && a.talla === "L"),
    ).toBe(false);
    expect(res.body.inventario.totalProductos).toBeGreaterThan(60);
    // Once approved it leaves the list.
    await call("POST", `/api/pedido/${placed.body.pedido.id}/aprobar`, asAdmin);
    const after = await call("GET", "/api/admin/alertas", asAdmin);
    expect(after.body.comprobantes_pendientes.map((c: { numero_pedido: string }) => c.numero_pedido)).not.toContain(
      numero,
    );
    const shopper = await sessionAs("user");
    expect((await call("GET", "/api/admin/alertas", { cookie: shopper.cookie })).status).toBe(403);
  });
});

describe("GET /api/admin/actividad", () => {
  it("tells of new orders, reviewed payments and sign-ups, newest first", async () => {
    const p = await stockedProduct();
    const placed = await placeOrder(
      orderBody([{ productoId: p.id }], { clave: await uploadReceipt(), nombre: "Actividad" }),
    );
    await call("POST", `/api/pedido/${placed.body.pedido.id}/aprobar`, asAdmin);
    const res = await call("GET", "/api/admin/actividad", asAdmin);
    expect(res.status).toBe(200);
    const texts = res.body.map((a: { descripcion: string }) => a.descripcion);
    const n = placed.body.pedido.numero_pedido;
    expect(texts).toContain(`Nuevo pedido ${n} de Actividad Pérez`);
    expect(texts).toContain(`Prueba Admin aprobó el pago del pedido ${n}`);
    const fechas = res.body.map((a: { fecha: string }) => a.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect((await call("GET", "/api/admin/actividad")).status).toBe(401);
  });
});
