/**
 * Issue 47, items 2, 3 and 5, on a store of its own (these settings are global: the suite's seeded
 * store keeps its own): payments in dollars (Zelle, Binance, cash) offered only while their
 * details are saved; the IGTF on them in the quote, the order, the admin's views and the emails;
 * cash marked paid by the admin; the buyer's cédula or RIF while the store asks for it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchPut } from "../../../scripts/local/seed-store";
import { settingsItem } from "../../../functions/src/data/settings";
import { getOrder } from "../../../functions/src/data/orders";
import { seedSettings } from "../../../functions/src/seed/orders";
import { renderOrderEmail } from "../../../functions/src/domain/email/order-emails";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "../../helpers/checkout";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

let store: OwnStore | undefined;
let asAdmin: { cookie: string };

beforeAll(async () => {
  store = await startOwnStore({ seed: false });
  await batchPut([settingsItem(seedSettings(new Date()))]);
  asAdmin = { cookie: (await sessionAs("admin")).cookie };
}, 120_000);

afterAll(() => store?.stop(), 60_000);

const getAdmin = async () => (await call("GET", "/api/admin/ajustes", asAdmin)).body;
/** PUT what GET answers with some fields changed (the admin page's save). */
const change = async (fields: Record<string, unknown>) => {
  const res = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: { ...(await getAdmin()), ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ajustes;
};
const USD_DETAILS = {
  zelle: { email: "pagos@modacaracas.com", titular: "Moda Caracas LLC" },
  binance: { id_pago: "123456789", titular: "Moda Caracas" },
  efectivo_usd: { instrucciones: "Paga en billetes al retirar; llevamos cambio hasta $20." },
};
const withUsd = async () => change({ datos_pago: { ...(await getAdmin()).datos_pago, ...USD_DETAILS } });

const line = (productoId: string, cantidad = 1) => ({ productoId, talla: "M", color: "Negro", cantidad });
const quote = (body: Record<string, unknown>) => call("POST", "/api/pedido/cotizacion", { body });
const shopper = () => `usd-${randomUUID().slice(0, 8)}@example.com`;
const ip = () => `10.47.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
/** An order paid by `tipo` (the pago móvil fields of orderBody stay: other methods' fields are ignored). */
const order = (productoId: string, fields: Record<string, unknown>) => {
  const email = shopper();
  return placeOrder(orderBody([{ productoId }], { email, movil_email: email, ...fields }), { ip: ip() });
};
const ZELLE = { tipo_pago: "zelle", zelle_referencia: "ZL-778899", zelle_titular: "Ana Pérez" };

describe("settings: the new fields", () => {
  it("a store that never set them answers them off, in GET and in the public settings", async () => {
    const a = await getAdmin();
    expect(a).toMatchObject({
      pedir_cedula_rif: false,
      igtf: { activo: false, porcentaje: 3 },
      mostrar_precios_bs: false,
    });
    expect(a.datos_pago.zelle).toBeUndefined();
    const pub = (await call("GET", "/api/ajustes/publicos")).body;
    expect(pub).toMatchObject({ pedir_cedula_rif: false, igtf: { activo: false }, mostrar_precios_bs: false });
    expect(Object.keys(pub.datos_pago).sort()).toEqual(["pago_movil", "pago_ubi", "transferencia_bancaria"]);
  });

  it("what GET answers can be PUT back unchanged, and a body without the new fields keeps them", async () => {
    await change({ pedir_cedula_rif: true, igtf: { activo: true, porcentaje: 3 }, mostrar_precios_bs: true });
    await withUsd();
    const before = await getAdmin();
    const back = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: before });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const { actualizado_en: _a, actualizado_por: _b, ...same } = before;
    expect(back.body.ajustes).toMatchObject(same);
    // The body of before these fields existed (no cédula, IGTF, Bs prices): each one is kept.
    const { pedir_cedula_rif: _c, igtf: _i, mostrar_precios_bs: _m, ...old } = before;
    const kept = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: old });
    expect(kept.status).toBe(200);
    expect(kept.body.ajustes).toMatchObject({
      pedir_cedula_rif: true,
      igtf: { activo: true, porcentaje: 3 },
      mostrar_precios_bs: true,
    });
    // The public settings carry the enabled methods with what a shopper needs to pay.
    const pub = (await call("GET", "/api/ajustes/publicos")).body;
    expect(pub.datos_pago).toMatchObject(USD_DETAILS);
    expect(pub).toMatchObject({
      pedir_cedula_rif: true,
      igtf: { activo: true, porcentaje: 3 },
      mostrar_precios_bs: true,
    });
    expect((await call("GET", "/api/ajustes/contacto")).body.metodos_pago).toEqual([
      "pago_movil",
      "transferencia_bancaria",
      "pago_ubi",
      "zelle",
      "binance",
      "efectivo_usd",
    ]);
    await change({ pedir_cedula_rif: false, igtf: { activo: false, porcentaje: 3 }, mostrar_precios_bs: false });
  });

  it("refuses bad details and an IGTF turned on at 0, in Spanish", async () => {
    const a = await getAdmin();
    const bad = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...a, datos_pago: { ...a.datos_pago, zelle: { email: "no-es-email", titular: "X" } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errores)).toContain("Ingresa el email de Zelle que recibe los pagos");
    const binance = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...a, datos_pago: { ...a.datos_pago, binance: { id_pago: "abc", titular: "X" } } },
    });
    expect(binance.status).toBe(400);
    const zero = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...a, igtf: { activo: true, porcentaje: 0 } },
    });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body.errores)).toContain("El IGTF debe ser un porcentaje");
  });
});

describe("payments in dollars", () => {
  it("a method the store has not enabled is refused with 400, in the order and the quote", async () => {
    const a = await getAdmin();
    const { zelle: _z, binance: _b, efectivo_usd: _e, ...bs } = a.datos_pago;
    await change({ datos_pago: bs });
    const p = await stockedProduct();
    const placed = await order(p.id, ZELLE);
    expect(placed.status).toBe(400);
    expect(placed.body.errores.tipo_pago).toBe("Este método de pago no está disponible en la tienda");
    const q = await quote({ lineas: [line(p.id)], tipo_pago: "binance" });
    expect(q.status).toBe(400);
    expect(q.body.errores.tipo_pago).toBe("Este método de pago no está disponible en la tienda");
    // The Bs methods are always taken.
    expect((await order(p.id, {})).status).toBe(201);
  });

  it("Zelle asks its reference and holder; the order keeps them and waits for the receipt in USD", async () => {
    await withUsd();
    await change({ igtf: { activo: false, porcentaje: 3 } });
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 4000 });
    const missing = await order(p.id, { tipo_pago: "zelle" });
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({
      zelle_referencia: "Referencia es requerida",
      zelle_titular: "El titular de la cuenta Zelle es requerido",
    });
    const placed = await order(p.id, ZELLE);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const pedido = placed.body.pedido;
    expect(pedido).toMatchObject({
      tipo_pago: "zelle",
      estado_pago: "pendiente_pago",
      igtf: 0,
      total: 55, // 40 + 15 standard shipping
      pago: { referencia: "ZL-778899", titular: "Ana Pérez" },
      puede_subir_comprobante: true,
    });
    expect(pedido.vence_en).not.toBeNull();
    // Its email gives the USD amount and the store's Zelle details, never a Bs amount.
    const mail = renderOrderEmail("pedido_creado", (await getOrder(pedido.id))!, await getAdmin(), {}, "http://x");
    expect(mail.text).toContain("envía $55.00 por Zelle");
    expect(mail.text).toContain("Email de Zelle: pagos@modacaracas.com");
    expect(mail.text).not.toMatch(/Bs\./);
    // The receipt arrives later with the order link, then the admin approves it as any other.
    const token = new URL(placed.body.enlace, "http://x").searchParams.get("token")!;
    const clave = await uploadReceipt();
    const attached = await call("POST", `/api/pedido/${pedido.id}/comprobante`, { query: { token }, body: { clave } });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.estado_pago).toBe("pendiente_verificacion");
    const approved = await call("POST", `/api/pedido/${pedido.id}/aprobar`, { ...asAdmin, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ estado_pago: "completado", estado: "procesando" });
  });

  it("Binance asks its reference", async () => {
    const p = await stockedProduct();
    const missing = await order(p.id, { tipo_pago: "binance" });
    expect(missing.status).toBe(400);
    expect(missing.body.errores.binance_referencia).toBe("Referencia es requerida");
    const placed = await order(p.id, { tipo_pago: "binance", binance_referencia: "330011223344" });
    expect(placed.status).toBe(201);
    expect(placed.body.pedido).toMatchObject({ tipo_pago: "binance", pago: { referencia: "330011223344" } });
  });

  it("cash takes no receipt and never expires; the admin marks it paid once, from pendiente_pago", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const withReceipt = await order(p.id, { tipo_pago: "efectivo_usd", clave: await uploadReceipt() });
    expect(withReceipt.status).toBe(400);
    expect(withReceipt.body.errores.clave).toContain("no lleva comprobante");
    const placed = await order(p.id, { tipo_pago: "efectivo_usd" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const pedido = placed.body.pedido;
    expect(pedido).toMatchObject({
      estado_pago: "pendiente_pago",
      vence_en: null,
      puede_subir_comprobante: false,
      pago: {},
    });
    const stored = (await getOrder(pedido.id))!;
    expect(stored.vence_en).toBeNull();
    // The receipt route refuses it too.
    const token = new URL(placed.body.enlace, "http://x").searchParams.get("token")!;
    const receipt = await call("POST", `/api/pedido/${pedido.id}/comprobante`, {
      query: { token },
      body: { clave: await uploadReceipt() },
    });
    expect(receipt.status).toBe(409);
    // Only an admin marks it paid.
    expect((await call("POST", `/api/pedido/${pedido.id}/cobrar-efectivo`)).status).toBe(401);
    const paid = await call("POST", `/api/pedido/${pedido.id}/cobrar-efectivo`, asAdmin);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ estado_pago: "completado", estado: "procesando" });
    expect(paid.body.fecha_pago).not.toBeNull();
    expect(paid.body.historial.at(-1)).toMatchObject({ tipo: "aprobado", nota: "Cobrado en efectivo" });
    // Twice: the second finds it paid.
    expect((await call("POST", `/api/pedido/${pedido.id}/cobrar-efectivo`, asAdmin)).status).toBe(409);
    // The stock stays sold (4 left of 5).
    expect((await getOrder(pedido.id))!.estado_pago).toBe("completado");
  });

  it("marking paid an order that is not cash is 409, an unknown one 404", async () => {
    const p = await stockedProduct();
    const placed = await order(p.id, ZELLE);
    const res = await call("POST", `/api/pedido/${placed.body.pedido.id}/cobrar-efectivo`, asAdmin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("Este pedido no se paga en efectivo: su pago se aprueba con el comprobante");
    expect((await call("POST", `/api/pedido/no-existe/cobrar-efectivo`, asAdmin)).status).toBe(404);
  });
});

describe("IGTF", () => {
  it("is the percentage of subtotal − discount + shipping for dollar methods, in quote, order, admin views", async () => {
    await withUsd();
    await change({ igtf: { activo: true, porcentaje: 3 } });
    // 2 × 30.45 = 60.90, standard shipping 15: base 75.90; 3 % = 2.277 → 2.28.
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 3045 });
    const q = await quote({ lineas: [line(p.id, 2)], tipo_pago: "zelle" });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body).toMatchObject({ tipo_pago: "zelle", subtotal: 60.9, envio: 15, igtf: 2.28, total: 78.18 });
    // A Bs method never carries it, nor a quote without a method.
    const bs = await quote({ lineas: [line(p.id, 2)], tipo_pago: "pago_movil" });
    expect(bs.body).toMatchObject({ igtf: 0, total: 75.9 });
    expect((await quote({ lineas: [line(p.id, 2)] })).body).toMatchObject({ tipo_pago: null, igtf: 0, total: 75.9 });

    const email = shopper();
    const placed = await placeOrder(
      orderBody([{ productoId: p.id, cantidad: 2 }], { email, movil_email: email, ...ZELLE }),
      { ip: ip() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const pedido = placed.body.pedido;
    expect(pedido).toMatchObject({ igtf: 2.28, igtf_porcentaje: 3, total: 78.18 });
    expect(pedido.total_bs).toBe(q.body.total_bs);
    const stored = (await getOrder(pedido.id))!;
    expect(stored).toMatchObject({ igtf_cents: 228, igtf_porcentaje: 3, total_cents: 7818 });
    const list = await call("GET", "/api/pedido", { ...asAdmin, query: { q: pedido.numero_pedido } });
    expect(list.body.data[0]).toMatchObject({ igtf: 2.28, total: 78.18 });
    const mail = renderOrderEmail("pedido_creado", stored, await getAdmin(), {}, "http://x");
    expect(mail.text).toContain("IGTF (3%) — $2.28");
    expect(mail.text).toContain("Total: $78.18");

    const cash = await order(p.id, { tipo_pago: "efectivo_usd" });
    expect(cash.body.pedido).toMatchObject({ subtotal: 30.45, envio: 15, igtf: 1.36 }); // 45.45 × 3 % = 1.3635
    // Paid, it counts in the sales report's IGTF (the only paid order with one on this store).
    expect((await call("POST", `/api/pedido/${cash.body.pedido.id}/cobrar-efectivo`, asAdmin)).status).toBe(200);
    const stats = await call("GET", "/api/admin/estadisticas", { ...asAdmin, query: { periodo: "7d" } });
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.igtf).toBe(1.36);
    const movil = await order(p.id, {});
    expect(movil.body.pedido).toMatchObject({ igtf: 0, igtf_porcentaje: null, total: 45.45 });
    await change({ igtf: { activo: false, porcentaje: 3 } });
  });
});

describe("the buyer's cédula or RIF", () => {
  it("is not asked while the store is off; when given anyway it is checked and kept", async () => {
    await change({ pedir_cedula_rif: false });
    const p = await stockedProduct();
    const none = await order(p.id, {});
    expect(none.status).toBe(201);
    expect(none.body.pedido.cedula_rif).toBeNull();
    const given = await order(p.id, { cedula_rif: "v 12345678" });
    expect(given.body.pedido.cedula_rif).toBe("V-12345678");
  });

  it("is required while the store asks, refused in Spanish when malformed, and shown normalised", async () => {
    await change({ pedir_cedula_rif: true });
    const p = await stockedProduct();
    const missing = await order(p.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errores.cedula_rif).toBe("La cédula o RIF es requerida");
    for (const bad of ["12345678", "X-12345678", "V-123"]) {
      const res = await order(p.id, { cedula_rif: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.errores.cedula_rif, bad).toContain("Cédula o RIF inválido");
    }
    const placed = await order(p.id, { cedula_rif: "j123456789" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const pedido = placed.body.pedido;
    expect(pedido.cedula_rif).toBe("J-123456789");
    const detail = await call("GET", `/api/pedido/${pedido.id}`, asAdmin);
    expect(detail.body.cedula_rif).toBe("J-123456789");
    const list = await call("GET", "/api/pedido", { ...asAdmin, query: { q: pedido.numero_pedido } });
    expect(list.body.data[0].cedula_rif).toBe("J-123456789");
    const mail = renderOrderEmail("pedido_creado", (await getOrder(pedido.id))!, await getAdmin(), {}, "http://x");
    expect(mail.text).toContain("Cédula o RIF: J-123456789");
    await change({ pedir_cedula_rif: false });
  });
});
