/**
 * 'Avísame cuando llegue' (issue 48, items 4 and 5): a shopper waits for a sold-out size and
 * colour; when its stock goes from 0 to more, by an admin's edit or by an expired order giving
 * units back, she gets one email through the outbox, and her subscription is used up; the email's
 * link takes her off the list; the admin sees the demand per variant, most waited first.
 */
import { randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { stockedProduct, variantStock } from "../../helpers/checkout";
import { mailsTo, type CaughtEmail } from "../../helpers/inbox";
import { orderIn } from "../../helpers/order-states";
import { clearOfWindowEdge } from "../../helpers/quota-window";
import { sessionAs } from "../../helpers/sessions";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { getDemand, hasRestockAlert } from "../../../functions/src/data/restock-alerts";
import { QUOTA_RULES } from "../../../functions/src/data/throttle";
import { sendEmails } from "../../helpers/outbox";
import { runJob as expireOrders } from "../../../functions/src/jobs/expire-unpaid-orders";
import { RESTOCK_ALERT_MESSAGES } from "../../../shared/src/schemas/restock-alerts";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const APP_ORIGIN = process.env.APP_ORIGIN!;

const newEmail = () => `espera.${randomUUID().slice(0, 10)}@example.com`;

function subscribe(productId: string, body: Record<string, unknown>, ip?: string) {
  return call("POST", `/api/productos/${productId}/avisos`, { body, ...(ip ? { ip } : {}) });
}

async function setStock(productId: string, stock: Record<string, number>) {
  const res = await call("PUT", `/api/productos/${productId}/stock`, { ...asAdmin, body: { stock_variantes: stock } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Runs the sender (twice: the first run fans a restock out and sends; the second finds nothing more). */
async function restockMailsTo(address: string): Promise<CaughtEmail[]> {
  await sendEmails(new Date());
  await sendEmails(new Date());
  return (await mailsTo(address)).filter((m) => m.subject.startsWith("Ya llegó"));
}

const unsubscribeLink = (m: CaughtEmail) => {
  const found = /\/api\/avisos\/baja\?token=([\w-]+)/.exec(m.text);
  if (!found) throw new Error(`no unsubscribe link in ${m.text}`);
  return found[1]!;
};

describe("POST /api/productos/{id}/avisos", () => {
  it("subscribing twice answers the same 202 and gives one email when 0 → 5; 5 → 8 sends nothing more", async () => {
    const p = await stockedProduct({ "M|Negro": 0, "L|Negro": 4 }, { nombre: `Jean ${randomUUID().slice(0, 6)}` });
    const email = newEmail();
    const first = await subscribe(p.id, { talla: "M", color: "Negro", email });
    const again = await subscribe(p.id, { talla: "M", color: "Negro", email: email.toUpperCase() });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ mensaje: RESTOCK_ALERT_MESSAGES.accepted });
    expect((await getDemand(p.id, "M|Negro"))?.esperando).toBe(1);

    await setStock(p.id, { "M|Negro": 5 });
    const mails = await restockMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Ya llegó: ${p.nombre} (talla M, Negro)`);
    expect(mails[0]!.text).toContain(`${APP_ORIGIN}/producto/${p.id}`);
    expect(mails[0]!.text).toContain(`${APP_ORIGIN}/api/avisos/baja?token=`);
    // Used up: off the list, and the demand counter is back to nobody.
    expect(await hasRestockAlert(p.id, "M|Negro", email)).toBe(false);
    expect((await getDemand(p.id, "M|Negro"))?.esperando).toBe(0);

    await setStock(p.id, { "M|Negro": 8 });
    expect(await restockMailsTo(email)).toHaveLength(1);
  });

  it("PATCH /api/productos/{id} taking a variant from 0 to some stock tells its waiting shoppers too", async () => {
    const p = await stockedProduct({ "S|Azul": 0 });
    const [a, b] = [newEmail(), newEmail()];
    for (const email of [a, b]) expect((await subscribe(p.id, { talla: "S", color: "Azul", email })).status).toBe(202);
    const res = await call("PATCH", `/api/productos/${p.id}`, {
      ...asAdmin,
      body: { stock_variantes: { "S|Azul": 2 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await restockMailsTo(a)).toHaveLength(1);
    expect(await restockMailsTo(b)).toHaveLength(1);
  });

  it("a spreadsheet import that restocks a sold-out variant tells its waiting shoppers too", async () => {
    const p = await stockedProduct({ "M|Verde": 0, "L|Verde": 1 });
    const email = newEmail();
    expect((await subscribe(p.id, { talla: "M", color: "Verde", email })).status).toBe(202);
    const csv = `id;talla;color;stock\r\n${p.id};M;Verde;6\r\n`;
    const plan = await call("POST", "/api/admin/productos/importar", { ...asAdmin, body: { csv, confirmar: false } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const applied = await call("POST", "/api/admin/productos/importar", {
      ...asAdmin,
      body: { csv, confirmar: true, versiones: plan.body.versiones },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await variantStock(p.id, "M|Verde")).toBe(6);
    expect(await restockMailsTo(email)).toHaveLength(1);
  });

  it("an expired order giving its units back to a sold-out variant sends the email", async () => {
    const order = await orderIn("pendiente", { stock: { "M|Negro": 2 }, cantidad: 2 });
    expect(await variantStock(order.product.id)).toBe(0);
    const email = newEmail();
    expect((await subscribe(order.product.id, { talla: "M", color: "Negro", email })).status).toBe(202);

    const vence = new Date(Date.now() - 3_600_000).toISOString();
    const due = keys.orderDeadlineGsi3(order.id, vence);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.id),
        UpdateExpression: "SET vence_en = :v, GSI3PK = :pk, GSI3SK = :sk",
        ExpressionAttributeValues: { ":v": vence, ":pk": due.GSI3PK, ":sk": due.GSI3SK },
      }),
    );
    await expireOrders(new Date());
    expect(await variantStock(order.product.id)).toBe(2);
    const mails = await restockMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.product.nombre);
  });

  it("the email's link takes the address off the list (again subscribed after it sold out), once or twice", async () => {
    const p = await stockedProduct({ "M|Negro": 0 });
    const email = newEmail();
    await subscribe(p.id, { talla: "M", color: "Negro", email });
    await setStock(p.id, { "M|Negro": 1 });
    const [mail] = await restockMailsTo(email);
    const token = unsubscribeLink(mail!);

    await setStock(p.id, { "M|Negro": 0 });
    expect((await subscribe(p.id, { talla: "M", color: "Negro", email })).status).toBe(202);
    expect((await getDemand(p.id, "M|Negro"))?.esperando).toBe(1);

    const left = await call("GET", "/api/avisos/baja", { query: { token } });
    expect(left.status).toBe(200);
    expect(left.headers["content-type"]).toMatch(/^text\/html/);
    expect(left.body).toContain(RESTOCK_ALERT_MESSAGES.unsubscribed);
    expect(await hasRestockAlert(p.id, "M|Negro", email)).toBe(false);
    expect((await getDemand(p.id, "M|Negro"))?.esperando).toBe(0);
    expect((await call("GET", "/api/avisos/baja", { query: { token } })).status).toBe(200);

    await setStock(p.id, { "M|Negro": 3 });
    expect(await restockMailsTo(email)).toHaveLength(1);

    const unknown = await call("GET", "/api/avisos/baja", { query: { token: "x".repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.mensaje).toBe(RESTOCK_ALERT_MESSAGES.linkInvalid);
  });

  it("a subscription racing a restock is either refused (in stock) or told: never left waiting beside stock", async () => {
    for (let round = 0; round < 6; round++) {
      const p = await stockedProduct({ "M|Negro": 0 });
      const email = newEmail();
      const [sub, restock] = await Promise.all([
        subscribe(p.id, { talla: "M", color: "Negro", email }),
        call("PUT", `/api/productos/${p.id}/stock`, { ...asAdmin, body: { stock_variantes: { "M|Negro": 3 } } }),
      ]);
      expect(restock.status, JSON.stringify(restock.body)).toBe(200);
      expect([202, 409]).toContain(sub.status);
      const mails = await restockMailsTo(email);
      expect(await hasRestockAlert(p.id, "M|Negro", email)).toBe(false);
      expect(mails).toHaveLength(sub.status === 202 ? 1 : 0);
    }
  });

  it("refuses a variant the product lacks (400), an unknown product (404) and a variant in stock (409)", async () => {
    const p = await stockedProduct({ "M|Negro": 0, "L|Negro": 3 });
    const email = newEmail();
    const noVariant = await subscribe(p.id, { talla: "XS", color: "Negro", email });
    expect(noVariant.status).toBe(400);
    expect(noVariant.body.mensaje).toBe(RESTOCK_ALERT_MESSAGES.unknownVariant);
    const noProduct = await subscribe(`no-existe-${randomUUID()}`, { talla: "M", color: "Negro", email });
    expect(noProduct.status).toBe(404);
    const inStock = await subscribe(p.id, { talla: "L", color: "Negro", email });
    expect(inStock.status).toBe(409);
    expect(inStock.body.mensaje).toBe(RESTOCK_ALERT_MESSAGES.inStock);
    const badEmail = await subscribe(p.id, { talla: "M", color: "Negro", email: "no-es-un-email" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errores.email).toBe(RESTOCK_ALERT_MESSAGES.emailInvalid);
  });

  it("throttles one address to a few requests an hour (429 with Retry-After), repeats included", async () => {
    await clearOfWindowEdge("aviso_email");
    const p = await stockedProduct({ "M|Negro": 0, "L|Negro": 0 });
    const email = newEmail();
    const { limit } = QUOTA_RULES.aviso_email;
    for (let i = 0; i < limit; i++) {
      const res = await subscribe(p.id, { talla: i % 2 ? "L" : "M", color: "Negro", email });
      expect(res.status).toBe(202);
    }
    const refused = await subscribe(p.id, { talla: "M", color: "Negro", email });
    expect(refused.status).toBe(429);
    expect(refused.body.mensaje).toBe(RESTOCK_ALERT_MESSAGES.throttled);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await subscribe(p.id, { talla: "M", color: "Negro", email: newEmail() })).status).toBe(202);
  });

  it("throttles one client address before reading the body", async () => {
    await clearOfWindowEdge("aviso");
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const { limit } = QUOTA_RULES.aviso;
    for (let i = 0; i < limit; i++) expect((await subscribe("nada", {}, ip)).status).not.toBe(429);
    expect((await subscribe("nada", {}, ip)).status).toBe(429);
  });
});

describe("GET /api/admin/avisos", () => {
  it("is for admins: 401 for a guest, 403 for a shopper", async () => {
    expect((await call("GET", "/api/admin/avisos")).status).toBe(401);
    const shopper = await sessionAs("user");
    expect((await call("GET", "/api/admin/avisos", { cookie: shopper.cookie })).status).toBe(403);
  });

  it("lists per variant how many wait and since when, most waited first; a restock takes its variant off", async () => {
    const p = await stockedProduct(
      { "S|Rojo": 0, "M|Rojo": 0, "L|Rojo": 2 },
      { nombre: `Vestido ${randomUUID().slice(0, 6)}` },
    );
    const before = Date.now();
    for (let i = 0; i < 3; i++) await subscribe(p.id, { talla: "M", color: "Rojo", email: newEmail() });
    await subscribe(p.id, { talla: "S", color: "Rojo", email: newEmail() });

    const res = await call("GET", "/api/admin/avisos", asAdmin);
    expect(res.status).toBe(200);
    const mine = (res.body as Array<Record<string, unknown>>).filter((d) => d.producto_id === p.id);
    expect(mine.map((d) => [d.talla, d.color, d.esperando, d.nombre])).toEqual([
      ["M", "Rojo", 3, p.nombre],
      ["S", "Rojo", 1, p.nombre],
    ]);
    expect(Date.parse(String(mine[0]!.desde))).toBeGreaterThanOrEqual(before - 1000);
    // The whole list is in order of demand.
    const counts = (res.body as Array<{ esperando: number }>).map((d) => d.esperando);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));

    await setStock(p.id, { "M|Rojo": 4 });
    await sendEmails(new Date());
    const after = await call("GET", "/api/admin/avisos", asAdmin);
    expect(
      (after.body as Array<Record<string, unknown>>).filter((d) => d.producto_id === p.id).map((d) => d.talla),
    ).toEqual(["S"]);
  });
});
