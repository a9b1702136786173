import { randomBytes, randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderRecord } from "../../helpers/orders";
import { orderBody, PNG_RECEIPT, placeOrder, stockedProduct, storedStock, uploadReceipt } from "../../helpers/checkout";
import { orderIn } from "../../helpers/order-states";
import { uniqueIp } from "../accounts/helpers";
import { batchPut } from "../../../scripts/local/seed-store";
import { getOrder, orderItem } from "../../../functions/src/data/orders";
import { getLiveUnpaidCount } from "../../../functions/src/data/order-holds";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { liveSlots } from "../../../functions/src/domain/orders/order-limits";
import { runJob as expireOrders } from "../../../functions/src/jobs/expire-unpaid-orders";
import { receiptPng } from "../../../functions/src/seed/receipt-image";

/**
 * Replays of issue 32, items 2, 4 and 5 (anonymous stock hoarding, an archived order coming back,
 * a receipt swapped after it was checked), as an outside client sends them.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ((acc[s] = (acc[s] ?? 0) + 1), acc), {});
const email = () => `acaparador-${randomUUID().slice(0, 8)}@example.com`;
const deviceCookie = () => `tienda_comprador=${randomBytes(16).toString("base64url")}`;
const emailSlot = (e: string) => liveSlots({ dispositivo: null, email: e, ip: null })[0]!.clave;
const reject = (id: string, motivo = "Referencia no encontrada") =>
  call("POST", `/api/pedido/${id}/rechazar`, { ...asAdmin, body: { motivo } });

describe("item 2: what one unpaid order may reserve", () => {
  it("refuses 11 units of one variant and 31 in all (409); 10 and 30 are placed", async () => {
    const p = await stockedProduct({ "M|Negro": 99, "L|Negro": 99, "S|Negro": 99, "XL|Negro": 99 });
    // Before: one guest order reserved 99 units of a variant (and up to 50 variants).
    const tooMany = await placeOrder(orderBody([{ productoId: p.id, cantidad: 11 }]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.mensaje).toBe(
      `Puedes reservar como máximo 10 unidades de ${p.nombre} (misma talla y color) por pedido`,
    );
    const lines = ["M", "L", "S"].map((talla) => ({ productoId: p.id, talla, cantidad: 10 }));
    const total = await placeOrder(orderBody([...lines, { productoId: p.id, talla: "XL", cantidad: 1 }]));
    expect(total.status).toBe(409);
    expect(total.body.mensaje).toBe("Un pedido puede reservar como máximo 30 unidades en total");
    expect((await storedStock(p.id)).stock).toBe(4 * 99);
    // The quote tells the shopper before placing.
    const quote = await call("POST", "/api/pedido/cotizacion", { body: { lineas: [{ ...lines[0], color: "Negro" }] } });
    expect(quote.body.problemas).toEqual([]);
    const quoteOver = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 11 }] },
    });
    expect(quoteOver.body.problemas[0].mensaje).toMatch(/como máximo 10 unidades/);
    expect((await placeOrder(orderBody(lines))).status).toBe(201);
    expect((await storedStock(p.id)).stock).toBe(4 * 99 - 30);
  });

  it("follows the store's settings", async () => {
    const current = await call("GET", "/api/admin/ajustes", asAdmin);
    expect(current.body.limites_reserva).toEqual({ unidades_por_linea: 10, unidades_por_pedido: 30 });
    const { actualizado_por: _a, actualizado_en: _e, ...body } = current.body;
    const saved = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...body, limites_reserva: { unidades_por_linea: 2, unidades_por_pedido: 3 } },
    });
    expect(saved.status).toBe(200);
    try {
      const p = await stockedProduct({ "M|Negro": 10 });
      expect((await placeOrder(orderBody([{ productoId: p.id, cantidad: 3 }]))).status).toBe(409);
      // A body of today's shape (no limits) keeps them.
      const { limites_reserva: _l, costos_envio: _c, ...todays } = body;
      expect((await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: todays })).status).toBe(200);
      expect((await call("GET", "/api/admin/ajustes", asAdmin)).body.limites_reserva).toEqual({
        unidades_por_linea: 2,
        unidades_por_pedido: 3,
      });
    } finally {
      await call("PUT", "/api/admin/ajustes", {
        ...asAdmin,
        body: { ...body, limites_reserva: { unidades_por_linea: 10, unidades_por_pedido: 30 } },
      });
    }
  });
});

describe("item 2: live unpaid orders per device, email and address, under concurrency", () => {
  it("8 orders sent at once from one email (each from its own device and address): exactly 3 are placed", async () => {
    const p = await stockedProduct({ "M|Negro": 50 });
    const who = email();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(orderBody([{ productoId: p.id }], { email: who }))),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 3, 429: 5 });
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.mensaje).toBe(
      "Ya tienes 3 pedidos pendientes de pago. Envía el comprobante de alguno o cancélalo antes de hacer otro pedido.",
    );
    expect(await getLiveUnpaidCount(emailSlot(who))).toBe(3);
    // Refused orders reserved nothing.
    expect((await storedStock(p.id)).stock).toBe(50 - 3);
  });

  it("8 orders sent at once from one device cookie (each with its own email): exactly 3 are placed", async () => {
    const p = await stockedProduct({ "M|Negro": 50 });
    const cookie = deviceCookie();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(orderBody([{ productoId: p.id }], { email: email() }), { cookie })),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 3, 429: 5 });
  });

  it("gives a browser without one a device cookie for the order routes", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const res = await placeOrder(orderBody([{ productoId: p.id }], { email: email() }));
    expect(res.status).toBe(201);
    const set = res.cookies.find((c) => c.startsWith("tienda_comprador="));
    expect(set).toMatch(/Path=\/api\/pedido; HttpOnly; SameSite=Lax/);
  });

  it("30 orders sent at once from one address (own emails and devices): 20 are placed, a high ceiling", async () => {
    const p = await stockedProduct({ "M|Negro": 60 });
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => placeOrder(orderBody([{ productoId: p.id }], { email: email() }), { ip })),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 20, 429: 10 });
    expect(results.find((r) => r.status === 429)!.body.mensaje).toBe(
      "Hay demasiados pedidos pendientes de pago desde tu conexión. Inténtalo más tarde.",
    );
  });

  it("frees a place on every way out of the unpaid states: approve, cancel, expire, last rejection, archive", async () => {
    const who = email();
    const slot = emailSlot(who);
    const as = { body: { email: who } };
    // Approve.
    const approved = await orderIn("en revisión", as);
    expect(await getLiveUnpaidCount(slot)).toBe(1);
    expect((await call("POST", `/api/pedido/${approved.id}/aprobar`, asAdmin)).status).toBe(200);
    expect(await getLiveUnpaidCount(slot)).toBe(0);
    // The shopper cancels.
    await orderIn("cancelado", as);
    expect(await getLiveUnpaidCount(slot)).toBe(0);
    // Expiry.
    const due = await orderIn("pendiente", as);
    expect(await getLiveUnpaidCount(slot)).toBe(1);
    const vence = new Date(Date.now() - 3_600_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(due.id),
        UpdateExpression: "SET vence_en = :v, GSI3PK = :pk, GSI3SK = :sk",
        ExpressionAttributeValues: {
          ":v": vence,
          ":pk": keys.orderDeadlineGsi3(due.id, vence).GSI3PK,
          ":sk": keys.orderDeadlineGsi3(due.id, vence).GSI3SK,
        },
      }),
    );
    await expireOrders(new Date());
    expect((await getOrder(due.id))?.estado).toBe("cancelado");
    expect(await getLiveUnpaidCount(slot)).toBe(0);
    // Rejected then archived.
    const rejected = await orderIn("rechazado", as);
    expect(await getLiveUnpaidCount(slot)).toBe(1);
    expect((await call("DELETE", `/api/pedido/${rejected.id}`, asAdmin)).status).toBe(200);
    expect(await getLiveUnpaidCount(slot)).toBe(0);
    // An admin's cancellation of an order under review.
    const reviewed = await orderIn("en revisión", as);
    expect(
      (await call("PUT", `/api/pedido/${reviewed.id}`, { ...asAdmin, body: { estado: "cancelado" } })).status,
    ).toBe(200);
    expect(await getLiveUnpaidCount(slot)).toBe(0);
    // The payments page shows what unpaid and under-review orders hold.
    const list = await call("GET", "/api/pedido", asAdmin);
    expect(list.body.retenido.sin_pagar.pedidos).toBeGreaterThanOrEqual(0);
    expect(list.body.retenido.en_revision.unidades).toBeGreaterThanOrEqual(0);
  });
});

describe("item 2: at most 3 receipts per order", () => {
  it("cancels the order and gives its stock back when the third receipt is rejected", async () => {
    const rejected = await orderIn("rechazado", { stock: { "M|Negro": 5 } });
    const q = { query: { token: rejected.token } };
    const attach = async () =>
      call("POST", `/api/pedido/${rejected.id}/comprobante`, { ...q, body: { clave: await uploadReceipt() } });
    expect((await attach()).status).toBe(200);
    expect((await reject(rejected.id)).status).toBe(200);
    expect((await attach()).status).toBe(200);
    expect((await storedStock(rejected.product.id)).stock).toBe(3);
    // Before: a rejection always reopened the window, so the stock stayed held forever.
    const last = await reject(rejected.id, "Monto incorrecto.");
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ estado: "cancelado", estado_pago: "rechazado", puede_subir_comprobante: false });
    expect(last.body.historial.slice(-2)).toMatchObject([
      { tipo: "rechazado", motivo: "Monto incorrecto." },
      {
        tipo: "cancelado",
        por: "sistema",
        motivo:
          "Monto incorrecto. Se rechazaron 3 comprobantes de este pedido, el máximo permitido: el pedido se canceló y sus productos volvieron al inventario.",
      },
    ]);
    expect((await storedStock(rejected.product.id)).stock).toBe(5);
    const again = await attach();
    expect(again.status).toBe(409);
  });
});

describe("item 4: archived is final", () => {
  it("a guest cannot bring a rejected, archived order back with a new receipt (409)", async () => {
    const rejected = await orderIn("rechazado", { stock: { "M|Negro": 4 } });
    expect((await storedStock(rejected.product.id)).stock).toBe(2);
    expect((await call("DELETE", `/api/pedido/${rejected.id}`, asAdmin)).status).toBe(200);
    const res = await call("POST", `/api/pedido/${rejected.id}/comprobante`, {
      query: { token: rejected.token },
      body: { clave: await uploadReceipt() },
    });
    // Before: 200, estado_pago pendiente_verificacion with no deadline, invisible in the payments list.
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("Este pedido está archivado y ya no admite cambios");
    // Archiving a rejected order cancels it: it no longer holds stock.
    expect(await getOrder(rejected.id)).toMatchObject({ estado: "cancelado", archivado: true });
    expect((await storedStock(rejected.product.id)).stock).toBe(4);
    expect(await getOrder(rejected.id)).toMatchObject({ estado: "cancelado", estado_pago: "rechazado" });
    const cancel = await call("POST", `/api/pedido/${rejected.id}/cancelar`, { query: { token: rejected.token } });
    expect(cancel.status).toBe(409);
  });

  it("an order archived before the fix (rejected, still pendiente) takes no receipt, review or cancel; expiry brings it back to the list", async () => {
    const p = await stockedProduct({ "M|Negro": 4 });
    const vence = new Date(Date.now() - 60_000).toISOString();
    const order = orderRecord({
      estado_pago: "rechazado",
      vence_en: vence,
      archivado: true,
      lineas: [
        {
          productoId: p.id,
          nombre: p.nombre,
          imagen: "/x.svg",
          talla: "M",
          color: "Negro",
          cantidad: 2,
          precio_cents: 1000,
        },
      ],
    });
    // As such an order was stored: archiving took it out of the list (GSI2) but not out of the deadline queue.
    await batchPut([{ ...orderItem(order), ...keys.orderDeadlineGsi3(order.id, vence) }]);
    for (const [method, path, body] of [
      ["POST", `/api/pedido/${order.id}/aprobar`, undefined],
      ["POST", `/api/pedido/${order.id}/rechazar`, { motivo: "x" }],
      ["PUT", `/api/pedido/${order.id}`, { estado: "cancelado" }],
      ["POST", `/api/pedido/${order.id}/comprobante`, { clave: await uploadReceipt() }],
    ] as const) {
      const res = await call(method, path, { ...asAdmin, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(409);
    }
    await expireOrders(new Date());
    const expired = await getOrder(order.id);
    expect(expired).toMatchObject({ estado: "cancelado" });
    expect(expired?.archivado).toBeUndefined();
    const list = await call("GET", "/api/pedido", { ...asAdmin, query: { q: order.numero_pedido } });
    expect(list.body.data.map((o: { id: string }) => o.id)).toContain(order.id);
  });
});

describe("item 5: a checked receipt cannot be swapped", () => {
  /** Uploads like the browser and keeps the presigned form, as an attacker would. */
  async function uploadKeepingForm() {
    const res = await call("POST", "/api/subidas", {
      body: { proposito: "comprobante", tipo: "image/png", tamano: PNG_RECEIPT.length },
    });
    const post = async (bytes: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(res.body.campos as Record<string, string>)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "comprobante");
      expect((await fetch(res.body.url, { method: "POST", body: form })).status).toBeLessThan(300);
    };
    await post(PNG_RECEIPT);
    return { clave: res.body.clave as string, post };
  }
  const reviewedBytes = async (id: string) => {
    const link = await call("GET", `/api/pedido/${id}/comprobante`, asAdmin);
    expect(link.status).toBe(200);
    return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
  };

  it("at checkout: replacing the uploaded object afterwards does not change what the admin reviews", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const upload = await uploadKeepingForm();
    const placed = await placeOrder(orderBody([{ productoId: p.id }], { clave: upload.clave, email: email() }));
    expect(placed.status).toBe(201);
    const stored = await getOrder(placed.body.pedido.id);
    expect(stored?.comprobante?.clave).toMatch(/^comprobantes\/revisados\//);
    // Before: the order kept the uploaded key, and this replaced the receipt under review.
    const other = receiptPng("otra", 200, 300);
    await upload.post(other);
    const seen = await reviewedBytes(placed.body.pedido.id);
    expect(seen.equals(PNG_RECEIPT)).toBe(true);
    expect(seen.equals(other)).toBe(false);
  });

  it("on POST /api/pedido/{id}/comprobante too", async () => {
    const pending = await orderIn("pendiente");
    const upload = await uploadKeepingForm();
    const res = await call("POST", `/api/pedido/${pending.id}/comprobante`, {
      query: { token: pending.token },
      body: { clave: upload.clave },
    });
    expect(res.status).toBe(200);
    const other = receiptPng("cambiada", 240, 320);
    await upload.post(other);
    expect((await reviewedBytes(pending.id)).equals(PNG_RECEIPT)).toBe(true);
    // The upload key stays claimed: it cannot be attached to another order.
    const second = await orderIn("pendiente");
    const again = await call("POST", `/api/pedido/${second.id}/comprobante`, {
      query: { token: second.token },
      body: { clave: upload.clave },
    });
    expect(again.status).toBe(409);
  });
});
