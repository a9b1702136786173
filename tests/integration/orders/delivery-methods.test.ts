import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { orderIn } from "../../helpers/order-states";
import { storeSubject, mailWebUrl } from "../../helpers/inbox";
import { getOrder } from "../../../functions/src/data/orders";
import { sendEmails } from "../../helpers/outbox";

/**
 * Issue 47, item 1, on the demo store: its delivery methods are data (settings `metodos_envio`):
 * the spec's estandar and express, delivery to a courier's office (MRW, Zoom, Tealca, Domesa,
 * 6 or 4 in Caracas and Miranda, free above 100), pickup at the shop (Caracas and Miranda only)
 * and MRW pay-on-delivery. The server prices the method named; an office order names its courier
 * and office; the shipment's guía becomes the courier's tracking link.
 */

const asAdmin = { cookie: (await sessionAs("admin")).cookie };

const line = (productoId: string, cantidad = 1) => ({ productoId, talla: "M", color: "Negro", cantidad });
const quote = (lineas: unknown[], extra: Record<string, unknown> = {}) =>
  call("POST", "/api/pedido/cotizacion", { body: { lineas, ...extra } });
const order = (productoId: string, overrides: Record<string, unknown>, cantidad = 1) => {
  const email = `entrega-${randomUUID().slice(0, 8)}@example.com`;
  return placeOrder(orderBody([{ productoId, cantidad }], { email, movil_email: email, ...overrides }));
};
const MRW_OFFICE = { metodo_envio: "oficina", courier: "MRW", oficina: "MRW Chacao (código 0123)", estado: "Zulia" };

describe("GET /api/ajustes/publicos", () => {
  it("carries the active methods with what a shopper needs (couriers, the shop's address and hours)", async () => {
    const res = await call("GET", "/api/ajustes/publicos");
    expect(res.status).toBe(200);
    const ids = res.body.metodos_envio.map((m: { id: string }) => m.id);
    expect(ids).toEqual(["estandar", "express", "oficina", "retiro-tienda", "cobro-destino"]);
    const oficina = res.body.metodos_envio.find((m: { id: string }) => m.id === "oficina");
    expect(oficina.couriers.map((c: { nombre: string }) => c.nombre)).toEqual(["MRW", "Zoom", "Tealca", "Domesa"]);
    expect(oficina.tarifas_por_estado).toEqual({ "Distrito Capital": 4, Miranda: 4 });
    const retiro = res.body.metodos_envio.find((m: { id: string }) => m.id === "retiro-tienda");
    expect(retiro).toMatchObject({ tipo: "retiro", estados: ["Distrito Capital", "Miranda"] });
    expect(retiro.direccion).toBeTruthy();
    expect(retiro.horario).toBeTruthy();
  });
});

describe("the server prices the method named", () => {
  it("an office delivery: the state's fee, the general fee elsewhere, free above 100", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 4000 });
    const zulia = await quote([line(p.id)], { metodo_envio: "oficina", estado: "Zulia" });
    expect(zulia.status, JSON.stringify(zulia.body)).toBe(200);
    expect(zulia.body).toMatchObject({
      metodo_envio: "oficina",
      metodo_envio_nombre: "Retiro en oficina de courier",
      envio: 6,
      total: 46,
    });
    const caracas = await quote([line(p.id)], { metodo_envio: "oficina", estado: "Distrito Capital" });
    expect(caracas.body).toMatchObject({ envio: 4, total: 44 });
    const big = await quote([line(p.id, 3)], { metodo_envio: "oficina", estado: "Zulia" });
    expect(big.body).toMatchObject({ subtotal: 120, envio: 0, total: 120 });
  });

  it("pickup and pay-on-delivery charge nothing now", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 4000 });
    const retiro = await order(p.id, { metodo_envio: "retiro-tienda" });
    expect(retiro.status, JSON.stringify(retiro.body)).toBe(201);
    expect(retiro.body.pedido).toMatchObject({
      metodo_envio: "retiro-tienda",
      envio: 0,
      total: 40,
      envio_detalle: { tipo: "retiro", nombre: "Retiro en la tienda", courier: null },
    });
    expect(retiro.body.pedido.envio_detalle.direccion).toBeTruthy();
    const cobro = await order(p.id, { metodo_envio: "cobro-destino", courier: "MRW", estado: "Lara" });
    expect(cobro.status, JSON.stringify(cobro.body)).toBe(201);
    expect(cobro.body.pedido).toMatchObject({
      metodo_envio: "cobro-destino",
      envio: 0,
      total: 40,
      envio_detalle: { tipo: "cobro_destino", courier: { nombre: "MRW" } },
    });
  });

  it("an MRW office order keeps its courier and office, priced as quoted, shown in the admin's list and detail", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 4000 });
    const q = await quote([line(p.id)], { metodo_envio: "oficina", estado: "Zulia" });
    // The client's figures are ignored: the server prices it.
    const placed = await order(p.id, { ...MRW_OFFICE, envio: 0, total: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const pedido = placed.body.pedido;
    expect(pedido).toMatchObject({
      metodo_envio: "oficina",
      envio: 6,
      total: q.body.total,
      total_bs: q.body.total_bs,
      seguimiento_url: null,
      envio_detalle: {
        id: "oficina",
        tipo: "oficina",
        courier: { nombre: "MRW", url_seguimiento: "https://www.mrw.com.ve/rastreo?guia={guia}" },
        oficina: "MRW Chacao (código 0123)",
      },
    });
    const stored = (await getOrder(pedido.id))!;
    expect(stored).toMatchObject({
      metodo_envio: "oficina",
      envio_cents: 600,
      envio_elegido: { oficina: "MRW Chacao (código 0123)" },
    });
    const list = await call("GET", "/api/pedido", { ...asAdmin, query: { q: pedido.numero_pedido } });
    expect(list.body.data[0]).toMatchObject({
      metodo_envio: "oficina",
      metodo_envio_nombre: "Retiro en oficina de courier",
      courier: "MRW",
      oficina: "MRW Chacao (código 0123)",
      envio: 6,
    });
    const detail = await call("GET", `/api/pedido/${pedido.id}`, asAdmin);
    expect(detail.body.envio_detalle).toEqual(pedido.envio_detalle);
  });
});

describe("refusals (400 with the field, in Spanish)", () => {
  it("an unknown method", async () => {
    const p = await stockedProduct();
    const res = await order(p.id, { metodo_envio: "dron" });
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual({ metodo_envio: "El método de envío elegido no existe en esta tienda" });
  });

  it("an office delivery without its courier or office, or with a courier the method does not use", async () => {
    const p = await stockedProduct();
    const bare = await order(p.id, { metodo_envio: "oficina" });
    expect(bare.status).toBe(400);
    expect(bare.body.errores).toEqual({
      courier: "Elige la empresa de envío",
      oficina: "Escribe la oficina o agencia donde retirarás el pedido (nombre o código)",
    });
    const noOffice = await order(p.id, { metodo_envio: "oficina", courier: "Zoom", oficina: "   " });
    expect(noOffice.status).toBe(400);
    expect(Object.keys(noOffice.body.errores)).toEqual(["oficina"]);
    const dhl = await order(p.id, { ...MRW_OFFICE, courier: "DHL" });
    expect(dhl.status).toBe(400);
    expect(dhl.body.errores).toEqual({ courier: "Esa empresa de envío no está entre las de este método" });
  });

  it("a method that does not ship to the shopper's state, on the order and the quote", async () => {
    const p = await stockedProduct();
    const res = await order(p.id, { metodo_envio: "retiro-tienda", estado: "Zulia" });
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual({ metodo_envio: "Retiro en la tienda no hace envíos a Zulia" });
    const q = await quote([line(p.id)], { metodo_envio: "retiro-tienda", estado: "Zulia" });
    expect(q.status).toBe(400);
    expect(q.body.mensaje).toBe("Retiro en la tienda no hace envíos a Zulia");
  });
});

describe("tracking: en_transito with transportista and guía", () => {
  it("the office order's page, GET /api/pedido/{id} and the shipped email carry the courier's link, guía URL-encoded", async () => {
    const email = `rastreo-${randomUUID().slice(0, 8)}@example.com`;
    const o = await orderIn("aprobado", { body: { ...MRW_OFFICE, email, movil_email: email } });
    const moved = await call("PUT", `/api/pedido/${o.id}`, {
      ...asAdmin,
      body: { estado: "en_transito", transportista: "MRW", guia: "4512 889/01" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const expected = "https://www.mrw.com.ve/rastreo?guia=4512%20889%2F01";
    expect(moved.body.seguimiento_url).toBe(expected);
    const page = await call("GET", `/api/pedido/${o.id}`, { query: { token: o.token } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ estado: "en_transito", seguimiento_url: expected });
    expect(page.body.historial.at(-1)).toMatchObject({ tipo: "enviado", guia: "4512 889/01", transportista: "MRW" });

    await sendEmails(new Date());
    const mails = (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as Array<{
      subject: string;
      text: string;
      html: string;
    }>;
    const shipped = mails.find((m) => m.subject === storeSubject(`Tu pedido ${o.numero} va en camino`))!;
    expect(shipped, "shipped email").toBeTruthy();
    expect(shipped.text).toContain(`Sigue tu envío aquí: ${expected}`);
    expect(shipped.text).toContain("por MRW a la oficina MRW Chacao (código 0123)");
    expect(shipped.html).toContain(`<a href="${expected}">`);
    const placedMail = mails.find((m) => m.subject === storeSubject(`Recibimos tu pedido ${o.numero}`))!;
    expect(placedMail.text).toContain("Retiro en oficina de courier (MRW) — $6.00");
  });

  it("a home delivery takes the template of the courier the admin names; an unknown carrier has no link", async () => {
    const zoom = await orderIn("aprobado");
    const res = await call("PUT", `/api/pedido/${zoom.id}`, {
      ...asAdmin,
      body: { estado: "en_transito", transportista: "zoom", guia: "Z-77" },
    });
    expect(res.body.seguimiento_url).toBe("https://www.grupozoom.com/rastreo?guia=Z-77");
    const moto = await orderIn("aprobado");
    const other = await call("PUT", `/api/pedido/${moto.id}`, {
      ...asAdmin,
      body: { estado: "en_transito", transportista: "Motorizado propio", guia: "15" },
    });
    expect(other.status).toBe(200);
    expect(other.body.seguimiento_url).toBeNull();
  });
});
