import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { storeSubject, mailWebUrl } from "../../helpers/inbox";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { getOrder } from "../../../functions/src/data/orders";
import { sendEmails } from "../../helpers/outbox";
import { orderIn } from "../../helpers/order-states";

/**
 * Issue 35: 'Envío estándar' or 'Envío express' (`metodo_envio`), priced by the server from the
 * store settings. The quote, the order, its locked Bs total, the order pages, the admin's list and
 * the emails agree.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const quote = (lineas: unknown[], extra: Record<string, unknown> = {}) =>
  call("POST", "/api/pedido/cotizacion", { body: { lineas, ...extra } });
const line = (productoId: string, cantidad = 1) => ({ productoId, talla: "M", color: "Negro", cantidad });
/** Each order from its own buyer and address, so the live-unpaid-order limits stay out of the way. */
const order = (
  lineas: Parameters<typeof orderBody>[0],
  overrides: Record<string, unknown> = {},
  opts: { key?: string; email?: string; ip?: string } = {},
) => {
  const email = opts.email ?? `envio-${randomUUID().slice(0, 8)}@example.com`;
  const ip = opts.ip ?? `10.35.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return placeOrder(orderBody(lineas, { email, movil_email: email, ...overrides }), { key: opts.key, ip });
};

describe("metodo_envio: express", () => {
  it("quote, order and locked Bs total agree: 25 on top of the subtotal, even above 100", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 6000 });
    for (const cantidad of [1, 2]) {
      const subtotal = 60 * cantidad;
      const q = await quote([line(p.id, cantidad)], { metodo_envio: "express" });
      expect(q.status).toBe(200);
      expect(q.body).toMatchObject({ metodo_envio: "express", subtotal, envio: 25, total: subtotal + 25 });
      const placed = await order([{ productoId: p.id, cantidad }], { metodo_envio: "express" });
      expect(placed.body.enlace, JSON.stringify(placed.body)).toBeTruthy();
      expect(placed.status).toBe(201);
      const pedido = placed.body.pedido;
      expect(pedido).toMatchObject({ metodo_envio: "express", subtotal, envio: 25, total: q.body.total });
      // The Bs total is the USD total at the locked rate, the same the quote showed.
      expect(pedido.total_bs).toBe(q.body.total_bs);
      expect(pedido.total_bs).toBe(Math.round((subtotal + 25) * 100 * pedido.tasa_bcv.valor) / 100);
      const stored = (await getOrder(pedido.id))!;
      expect(stored).toMatchObject({ metodo_envio: "express", envio_cents: 2500, total_cents: (subtotal + 25) * 100 });
      // The guest's order page (secret link) says the same.
      const token = new URL(placed.body.enlace, "http://x").searchParams.get("token")!;
      const page = await call("GET", `/api/pedido/${pedido.id}`, { query: { token } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body).toMatchObject({ metodo_envio: "express", envio: 25, total: subtotal + 25 });
      // The admin's list carries the choice and its cost.
      const list = await call("GET", "/api/pedido", { ...asAdmin, query: { q: pedido.numero_pedido } });
      expect(list.body.data[0]).toMatchObject({ metodo_envio: "express", costo_envio: 25, envio: 25 });
    }
  });

  it("standard stays the default: 15, free above 100, and a body without metodo_envio is standard", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 6000 });
    const small = await quote([line(p.id)]);
    expect(small.body).toMatchObject({ metodo_envio: "estandar", envio: 15, total: 75 });
    const big = await quote([line(p.id, 2)], { metodo_envio: "estandar" });
    expect(big.body).toMatchObject({ metodo_envio: "estandar", envio: 0, total: 120 });
    const placed = await order([{ productoId: p.id }]);
    expect(placed.body.pedido).toMatchObject({ metodo_envio: "estandar", envio: 15, total: 75 });
  });

  it("refuses an unknown method in Spanish, with 400, on the quote and the order", async () => {
    const p = await stockedProduct();
    const q = await quote([line(p.id)], { metodo_envio: "dron" });
    expect(q.status).toBe(400);
    expect(q.body.errores.metodo_envio).toBe("El método de envío elegido no existe en esta tienda");
    const o = await order([{ productoId: p.id }], { metodo_envio: 7 });
    expect(o.status).toBe(400);
    expect(o.body.errores.metodo_envio).toBe("Elige un método de envío");
  });

  it("a retry with the same Idempotency-Key and another method is refused, not charged twice", async () => {
    const p = await stockedProduct();
    const same = { key: randomUUID(), email: `envio-${randomUUID().slice(0, 8)}@example.com`, ip: "10.35.250.1" };
    const first = await order([{ productoId: p.id }], { metodo_envio: "express" }, same);
    expect(first.status).toBe(201);
    const again = await order([{ productoId: p.id }], { metodo_envio: "express" }, same);
    expect(again.body.pedido.id).toBe(first.body.pedido.id);
    const other = await order([{ productoId: p.id }], { metodo_envio: "estandar" }, same);
    expect(other.status).toBe(409);
  });

  it("the order email names the delivery and its cost", async () => {
    const p = await stockedProduct({ "M|Negro": 3 }, { precio_cents: 4000 });
    const placed = await order([{ productoId: p.id }], { metodo_envio: "express" });
    const numero = placed.body.pedido.numero_pedido as string;
    await sendEmails(new Date());
    const mails = (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as Array<{ subject: string; text: string }>;
    const mail = mails.find((m) => m.subject === storeSubject(`Recibimos tu pedido ${numero}`))!;
    expect(mail.text).toContain("Envío express — $25.00");
    expect(mail.text).toContain("Total: $65.00");
  });
});

describe("the reports split paid orders by delivery", () => {
  it("an approved express order adds 1 order and its 25 of shipping to the period's express figures", async () => {
    const stats = async () =>
      (await call("GET", "/api/admin/estadisticas", { ...asAdmin, query: { periodo: "7d" } })).body.envios as {
        estandar: { pedidos: number; ingresos: number };
        express: { pedidos: number; ingresos: number };
      };
    const before = await stats();
    const email = `envio-${randomUUID().slice(0, 8)}@example.com`;
    await orderIn("aprobado", { body: { metodo_envio: "express", email, movil_email: email } });
    const after = await stats();
    // Only this file places express orders, one test at a time.
    expect(after.express.pedidos - before.express.pedidos).toBe(1);
    expect(Math.round((after.express.ingresos - before.express.ingresos) * 100)).toBe(2500);
  });
});

describe("shipping fees are store settings", () => {
  // Only express orders are touched (no other test file sends them), and the fee is put back.
  it("an admin's express fee reaches the quote; a body without costos_envio keeps the fees", async () => {
    const current = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
    expect(current.costos_envio).toEqual({ estandar: 15, umbral_gratis: 100, express: 25 });
    expect((await call("GET", "/api/ajustes/publicos")).body.costos_envio).toEqual(current.costos_envio);
    // The body of a client from before delivery methods were data (issue 47): no metodos_envio either;
    // its costos_envio set the fees of the estandar and express methods.
    const { actualizado_por: _p, actualizado_en: _e, costos_envio: _c, metodos_envio: _m, ...todaysShape } = current;
    const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
    const p = await stockedProduct();
    try {
      const changed = await put({ ...todaysShape, costos_envio: { ...current.costos_envio, express: 26.5 } });
      expect(changed.status).toBe(200);
      expect((await quote([line(p.id)], { metodo_envio: "express" })).body.envio).toBe(26.5);
      // Today's body shape (no costos_envio) still saves, and leaves the fees as they were.
      const old = await put(todaysShape);
      expect(old.status).toBe(200);
      expect(old.body.ajustes.costos_envio.express).toBe(26.5);
      const bad = await put({ ...todaysShape, costos_envio: { estandar: -1, umbral_gratis: 100, express: 25.001 } });
      expect(bad.status).toBe(400);
      expect(bad.body.errores["costos_envio.estandar"]).toBe(
        "El costo de envío debe ser un número entre 0 y 1000 con hasta 2 decimales",
      );
      expect(bad.body.errores["costos_envio.express"]).toBeDefined();
    } finally {
      await put({ ...todaysShape, costos_envio: current.costos_envio });
    }
    expect((await quote([line(p.id)], { metodo_envio: "express" })).body.envio).toBe(25);
  });
});
