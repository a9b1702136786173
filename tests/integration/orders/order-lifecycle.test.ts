import { describe, expect, it } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { call } from "../../helpers/api";
import { sessionAs, signedIn } from "../../helpers/sessions";
import { orderRecord } from "../../helpers/orders";
import { orderIn } from "../../helpers/order-states";
import { orderBody, placeOrder, PNG_RECEIPT, stockedProduct, storedStock, uploadReceipt } from "../../helpers/checkout";
import { batchPut } from "../../../scripts/local/seed-store";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { getOrder, orderItem } from "../../../functions/src/data/orders";
import { runJob } from "../../../functions/src/jobs/expire-unpaid-orders";

/** A guest's order of 2 units, pendiente de pago, from a fresh product with the given stock. */
const guestOrder = (stock: Record<string, number> = { "M|Negro": 10 }) => orderIn("pendiente", { stock });

/** Moves an order's deadline into the past, as if its 48 hours had run out. */
async function makeOverdue(id: string, hoursAgo = 1) {
  const vence = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(id),
      UpdateExpression: "SET vence_en = :v, GSI3PK = :pk, GSI3SK = :sk",
      ExpressionAttributeValues: { ":v": vence, ...prefixed(keys.orderDeadlineGsi3(id, vence)) },
    }),
  );
}
const prefixed = (k: { GSI3PK: string; GSI3SK: string }) => ({ ":pk": k.GSI3PK, ":sk": k.GSI3SK });

describe("reading an order", () => {
  it("shows a guest's order to the holder of its link token and to admins; everyone else gets 404", async () => {
    const { id, token } = await guestOrder();
    const withToken = await call("GET", `/api/pedido/${id}`, { query: { token } });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatchObject({
      id,
      invitado: true,
      estado_pago: "pendiente_pago",
      puede_subir_comprobante: true,
    });
    expect(Date.parse(withToken.body.vence_en) - Date.parse(withToken.body.fecha_pedido)).toBe(48 * 3_600_000);

    const shopper = await sessionAs("user");
    const admin = await sessionAs("admin");
    expect((await call("GET", `/api/pedido/${id}`)).status).toBe(404);
    expect((await call("GET", `/api/pedido/${id}`, { query: { token: token.slice(0, -1) + "x" } })).status).toBe(404);
    const stranger = await call("GET", `/api/pedido/${id}`, { cookie: shopper.cookie });
    expect(stranger.status).toBe(404);
    expect(stranger.body.mensaje).toBe("Pedido no encontrado");
    expect((await call("GET", `/api/pedido/${id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call("GET", `/api/pedido/${"x".repeat(10_000)}`)).status).toBe(404);
  });

  it("shows a shopper's order to them only; another shopper gets 404 even with a guessed token", async () => {
    const p = await stockedProduct();
    const me = await sessionAs("user");
    const other = await sessionAs("user");
    const placed = await placeOrder(orderBody([{ productoId: p.id }]), { cookie: me.cookie });
    const id = placed.body.pedido.id;
    const mine = await call("GET", `/api/pedido/${id}`, { cookie: me.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.invitado).toBe(false);
    expect((await call("GET", `/api/pedido/${id}`, { cookie: other.cookie, query: { token: "abc" } })).status).toBe(
      404,
    );
    expect((await call("POST", `/api/pedido/${id}/cancelar`, { cookie: other.cookie })).status).toBe(404);
    expect((await call("GET", `/api/pedido/${id}/comprobante`, { cookie: other.cookie })).status).toBe(404);
    // And the profile list shows it.
    const list = await call("GET", `/api/pedido/usuario/${me.userId}`, { cookie: me.cookie });
    expect(list.body.data.map((o: { id: string }) => o.id)).toContain(id);
  });
});

describe("receipts", () => {
  it("lets guests upload receipts: presigned POST to the private bucket, images only, ≤ 5 MB", async () => {
    const res = await call("POST", "/api/subidas", {
      body: { proposito: "comprobante", tipo: "image/webp", tamano: 2048 },
    });
    expect(res.status).toBe(201);
    expect(res.body.clave).toMatch(/^comprobantes\/[0-9a-f-]{36}\.webp$/);
    const policy = JSON.parse(Buffer.from(res.body.campos.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(expect.arrayContaining([["content-length-range", 1, 5 * 1024 * 1024]]));
    const svg = await call("POST", "/api/subidas", {
      body: { proposito: "comprobante", tipo: "image/svg+xml", tamano: 100 },
    });
    expect(svg.status).toBe(400);
    expect(svg.body.mensaje).toBe("Por favor selecciona una imagen válida");
    const big = await call("POST", "/api/subidas", {
      body: { proposito: "comprobante", tipo: "image/png", tamano: 5 * 1024 * 1024 + 1 },
    });
    expect(big.status).toBe(413);
    expect(big.body.mensaje).toBe("La imagen no puede ser mayor a 5MB");
  });

  it("attaches a later receipt with the order link, keeps every attempt, and serves it through a 5-minute presigned GET", async () => {
    const { id, token } = await guestOrder();
    const clave = await uploadReceipt();
    const res = await call("POST", `/api/pedido/${id}/comprobante`, {
      query: { token },
      body: { clave, referencia: "77665544" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      estado_pago: "pendiente_verificacion",
      vence_en: null,
      puede_subir_comprobante: false,
    });
    const attempt = res.body.historial.at(-1);
    expect(attempt).toMatchObject({
      tipo: "comprobante_enviado",
      por: "cliente",
      pago: { referencia: "77665544", banco: "banesco" },
    });
    // Under review: no second receipt.
    const again = await call("POST", `/api/pedido/${id}/comprobante`, {
      query: { token },
      body: { clave: await uploadReceipt() },
    });
    expect(again.status).toBe(409);
    expect(again.body.mensaje).toBe("El comprobante de este pedido ya está en revisión");

    const link = await call("GET", `/api/pedido/${id}/comprobante`, { query: { token } });
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expira) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(new URL(link.body.url).searchParams.get("X-Amz-Expires")).toBe("300");
    const image = await fetch(link.body.url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_RECEIPT)).toBe(true);
    expect((await call("GET", `/api/pedido/${id}/comprobante`)).status).toBe(404);
  });

  it("refuses a receipt that is HTML named .png, one over 5 MB, one never uploaded, and a foreign key", async () => {
    const { id, token } = await guestOrder();
    const attach = (clave: string) =>
      call("POST", `/api/pedido/${id}/comprobante`, { query: { token }, body: { clave } });
    const html = await uploadReceipt({
      bytes: Buffer.from("<html><script>alert(1)</script></html>"),
      tipo: "image/png",
    });
    const htmlRes = await attach(html);
    expect(htmlRes.status).toBe(400);
    expect(htmlRes.body.mensaje).toBe("Por favor selecciona una imagen válida");
    const huge = Buffer.concat([PNG_RECEIPT, Buffer.alloc(5 * 1024 * 1024)]);
    const hugeRes = await attach(await uploadReceipt({ bytes: huge }));
    expect(hugeRes.status).toBe(413);
    expect(hugeRes.body.mensaje).toBe("La imagen no puede ser mayor a 5MB");
    const missing = await attach("comprobantes/00000000-0000-4000-8000-999999999999.png");
    expect(missing.status).toBe(400);
    expect(missing.body.mensaje).toBe("No se encontró la imagen subida. Vuelve a intentarlo");
    expect((await attach("img/productos/p001-1.svg")).status).toBe(400);
    expect((await getOrder(id))?.estado_pago).toBe("pendiente_pago");
  });

  it("takes a new receipt after a rejection, which puts the payment back under review", async () => {
    const me = await sessionAs("user");
    const rejected = await orderIn("rechazado", { cookie: me.cookie });
    const res = await call("POST", `/api/pedido/${rejected.id}/comprobante`, {
      cookie: me.cookie,
      body: { clave: await uploadReceipt({ cookie: me.cookie }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.estado_pago).toBe("pendiente_verificacion");
  });

  it("shows the seeded orders' receipts to their owner", async () => {
    const { cookie } = await signedIn("maria@tienda.com", "Maria123");
    const link = await call("GET", "/api/pedido/ord-demo-6/comprobante", { cookie });
    expect(link.status).toBe(200);
    const image = await fetch(link.body.url);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });
});

describe("cancelling", () => {
  it("lets the owner cancel while pendiente and gives the stock back, once", async () => {
    const { id, token, product } = await guestOrder({ "M|Negro": 4 });
    expect((await storedStock(product.id)).stock).toBe(2);
    const res = await call("POST", `/api/pedido/${id}/cancelar`, { query: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: "cancelado", puede_cancelar: false, puede_subir_comprobante: false });
    expect(res.body.historial.at(-1)).toMatchObject({ tipo: "cancelado", por: "cliente" });
    expect(await storedStock(product.id)).toEqual({ variantes: { "M|Negro": 4 }, stock: 4 });
    const twice = await call("POST", `/api/pedido/${id}/cancelar`, { query: { token } });
    expect(twice.status).toBe(409);
    expect(twice.body.mensaje).toBe("Este pedido está cancelado");
    expect((await storedStock(product.id)).stock).toBe(4);
    expect((await call("POST", `/api/pedido/${id}/cancelar`)).status).toBe(404);
  });

  it("releases stock exactly once when the same cancellation is sent 10 times at once", async () => {
    const { id, token, product } = await guestOrder({ "M|Negro": 4 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/api/pedido/${id}/cancelar`, { query: { token } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await storedStock(product.id)).stock).toBe(4);
  });

  it("refuses to cancel once the payment was approved", async () => {
    const me = await sessionAs("user");
    const approved = await orderIn("aprobado", { cookie: me.cookie });
    const res = await call("POST", `/api/pedido/${approved.id}/cancelar`, { cookie: me.cookie });
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("Este pedido ya no se puede cancelar");
  });
});

describe("payment deadline job", () => {
  it("expires orders past their deadline without a receipt, releasing stock, and skips orders under review", async () => {
    const due = await guestOrder({ "M|Negro": 6 });
    const reviewed = await guestOrder({ "M|Negro": 6 });
    const notYet = await guestOrder({ "M|Negro": 6 });
    await makeOverdue(due.id);
    await makeOverdue(reviewed.id);
    // The receipt arrives after the deadline passed but before the job runs: it wins.
    const attach = await call("POST", `/api/pedido/${reviewed.id}/comprobante`, {
      query: { token: reviewed.token },
      body: { clave: await uploadReceipt() },
    });
    expect(attach.status).toBe(200);

    await runJob(new Date());

    const expired = await getOrder(due.id);
    expect(expired).toMatchObject({ estado: "cancelado", estado_pago: "pendiente_pago" });
    expect(expired?.historial.at(-1)).toMatchObject({ tipo: "vencido", por: "sistema" });
    expect((await storedStock(due.product.id)).stock).toBe(6);
    expect(await getOrder(reviewed.id)).toMatchObject({ estado: "pendiente", estado_pago: "pendiente_verificacion" });
    expect((await storedStock(reviewed.product.id)).stock).toBe(4);
    expect((await getOrder(notYet.id))?.estado).toBe("pendiente");
  });

  it("skips an order whose index entry is stale but which has a receipt under review", async () => {
    const p = await stockedProduct({ "M|Negro": 3 });
    const vence = new Date(Date.now() - 3_600_000).toISOString();
    const stale = orderRecord({
      estado_pago: "pendiente_verificacion",
      vence_en: vence,
      lineas: [
        {
          productoId: p.id,
          nombre: p.nombre,
          imagen: "/x.svg",
          talla: "M",
          color: "Negro",
          cantidad: 1,
          precio_cents: 2000,
        },
      ],
    });
    // As if the index still held it while a receipt was being attached.
    await batchPut([{ ...orderItem(stale), ...keys.orderDeadlineGsi3(stale.id, vence) }]);
    await runJob(new Date());
    expect((await getOrder(stale.id))?.estado).toBe("pendiente");
    expect((await storedStock(p.id)).stock).toBe(3);
  });

  it("releases stock once when two runs of the job overlap", async () => {
    const orders = await Promise.all([
      guestOrder({ "M|Negro": 8 }),
      guestOrder({ "M|Negro": 8 }),
      guestOrder({ "M|Negro": 8 }),
    ]);
    for (const o of orders) await makeOverdue(o.id);
    await Promise.all([runJob(new Date()), runJob(new Date())]);
    for (const o of orders) {
      const after = await getOrder(o.id);
      expect(after?.estado).toBe("cancelado");
      expect(after?.historial.filter((e) => e.tipo === "vencido")).toHaveLength(1);
      expect((await storedStock(o.product.id)).stock).toBe(8);
    }
  });
});

describe("GET /api/ajustes/publicos", () => {
  it("serves the BCV rate and the store's payment details from the settings item", async () => {
    const res = await call("GET", "/api/ajustes/publicos");
    expect(res.status).toBe(200);
    expect(res.body.tasa_bcv.valor).toBeGreaterThan(0);
    expect(res.body.datos_pago.pago_movil).toMatchObject({
      banco: "banesco",
      rif: expect.any(String),
      titular: expect.any(String),
    });
    expect(res.body.datos_pago.transferencia_bancaria.cuenta).toMatch(/^\d{4}-/);
    expect(res.body.horas_limite_pago).toBe(48);
    expect(res.body).not.toHaveProperty("meta_ventas_mensual");
  });
});

describe("receipt uploads per connection", () => {
  it("allows 30 receipt uploads an hour from one address, then answers 429 with Retry-After", async () => {
    const ip = `10.77.${Math.floor(Date.now() / 1000) % 250}.9`;
    const ask = () =>
      call("POST", "/api/subidas", { ip, body: { proposito: "comprobante", tipo: "image/png", tamano: 1000 } });
    const answers = await Promise.all(Array.from({ length: 35 }, ask));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.mensaje).toBe(
      "Has subido demasiados comprobantes desde esta conexión. Inténtalo de nuevo más tarde",
    );
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await call("POST", "/api/subidas", { body: { proposito: "comprobante", tipo: "image/png", tamano: 1000 } }))
        .status,
    ).toBe(201);
  });
});
