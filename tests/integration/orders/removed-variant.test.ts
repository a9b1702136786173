import { describe, expect, it } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderIn } from "../../helpers/order-states";
import { orderBody, placeOrder, storedStock } from "../../helpers/checkout";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { getOrder } from "../../../functions/src/data/orders";
import { stockReturn } from "../../../functions/src/data/stock-return";
import { transactWrite } from "../../../functions/src/data/transact";
import { runJob } from "../../../functions/src/jobs/expire-unpaid-orders";

/**
 * Replay of issue 32 item 8: stock given back by a cancellation (shopper, admin or the expiry job)
 * to a size or colour the admin had removed recreated that variant, and it sold again. Stock now
 * goes back only to variants the product still has; the rest is written in the order's history.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

/** The admin's edit form for a product sold in L|Negro only (M was removed). */
const withoutSizeM = (p: { nombre: string }, stockL = 3) => ({
  nombre: p.nombre,
  descripcion: "Camisa de prueba",
  precio: 20,
  categoria_id: "ropa-hombre",
  estilo_id: "casual",
  tallas: ["L"],
  colores: ["Negro"],
  stock_variantes: { "L|Negro": stockL },
  imagenes: [],
});

async function removeSizeM(p: { id: string; nombre: string }) {
  const res = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: withoutSizeM(p) });
  expect(res.status).toBe(200);
  expect((await storedStock(p.id)).variantes).toEqual({ "L|Negro": 3 });
}

const notReturned = (p: { id: string; nombre: string }) => [
  { productoId: p.id, nombre: p.nombre, talla: "M", color: "Negro", cantidad: 2 },
];

describe("giving stock back to a removed variant", () => {
  it("a shopper's cancellation does not recreate a removed size; the order's history says what stayed out", async () => {
    const { id, token, product } = await orderIn("pendiente", { stock: { "M|Negro": 4, "L|Negro": 3 } });
    await removeSizeM(product);

    const res = await call("POST", `/api/pedido/${id}/cancelar`, { query: { token } });
    expect(res.status).toBe(200);
    expect(res.body.estado).toBe("cancelado");
    expect(res.body.historial.at(-1)).toMatchObject({
      tipo: "cancelado",
      por: "cliente",
      sin_devolver: notReturned(product),
    });
    // Before the fix: { "L|Negro": 3, "M|Negro": 2 }, stock 5, and M|Negro sold again.
    expect(await storedStock(product.id)).toEqual({ variantes: { "L|Negro": 3 }, stock: 3 });
    const again = await placeOrder(orderBody([{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }]));
    expect(again.status).toBe(400);
  });

  it("gives back the variants that remain and keeps out only the removed one", async () => {
    const { id, token, product } = await orderIn("pendiente", { stock: { "M|Negro": 4, "L|Negro": 5 } });
    // The same order also took 1 × L|Negro.
    const mixed = await placeOrder(
      orderBody([
        { productoId: product.id, talla: "M", color: "Negro", cantidad: 2 },
        { productoId: product.id, talla: "L", color: "Negro", cantidad: 1 },
      ]),
    );
    expect(mixed.status).toBe(201);
    const mixedToken = new URL(mixed.body.enlace, "http://x").searchParams.get("token")!;
    await removeSizeMKeeping(product, 4);

    const res = await call("POST", `/api/pedido/${mixed.body.pedido.id}/cancelar`, { query: { token: mixedToken } });
    expect(res.status).toBe(200);
    expect(res.body.historial.at(-1).sin_devolver).toEqual(notReturned(product));
    expect(await storedStock(product.id)).toEqual({ variantes: { "L|Negro": 5 }, stock: 5 });
    // The first order had nothing left to give back but still cancels.
    expect((await call("POST", `/api/pedido/${id}/cancelar`, { query: { token } })).status).toBe(200);
    expect(await storedStock(product.id)).toEqual({ variantes: { "L|Negro": 5 }, stock: 5 });
  });

  it("the expiry job and an admin's cancellation give nothing back to a removed variant either", async () => {
    const expiring = await orderIn("pendiente", { stock: { "M|Negro": 4, "L|Negro": 3 } });
    await removeSizeM(expiring.product);
    const vence = new Date(Date.now() - 3_600_000).toISOString();
    const g3 = keys.orderDeadlineGsi3(expiring.id, vence);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(expiring.id),
        UpdateExpression: "SET vence_en = :v, GSI3PK = :pk, GSI3SK = :sk",
        ExpressionAttributeValues: { ":v": vence, ":pk": g3.GSI3PK, ":sk": g3.GSI3SK },
      }),
    );
    await runJob(new Date());
    const expired = await getOrder(expiring.id);
    expect(expired?.estado).toBe("cancelado");
    expect(expired?.historial.at(-1)).toMatchObject({ tipo: "vencido", sin_devolver: notReturned(expiring.product) });
    expect(await storedStock(expiring.product.id)).toEqual({ variantes: { "L|Negro": 3 }, stock: 3 });

    const paid = await orderIn("aprobado", { stock: { "M|Negro": 4, "L|Negro": 3 } });
    await removeSizeM(paid.product);
    const res = await call("PUT", `/api/pedido/${paid.id}`, {
      ...asAdmin,
      body: { estado: "cancelado", motivo: "Sin existencias" },
    });
    expect(res.status).toBe(200);
    expect(res.body.historial.at(-1)).toMatchObject({ tipo: "cancelado", sin_devolver: notReturned(paid.product) });
    expect(await storedStock(paid.product.id)).toEqual({ variantes: { "L|Negro": 3 }, stock: 3 });
  });

  it("stays consistent when the admin removes the size while the shopper cancels (10 rounds)", async () => {
    for (let round = 0; round < 10; round++) {
      const { id, token, product } = await orderIn("pendiente", { stock: { "M|Negro": 4, "L|Negro": 3 } });
      const [cancel, edit] = await Promise.all([
        call("POST", `/api/pedido/${id}/cancelar`, { query: { token } }),
        call("PUT", `/api/productos/${product.id}`, { ...asAdmin, body: withoutSizeM(product) }),
      ]);
      expect(cancel.status).toBe(200);
      // The edit is conditional on the stock it read: a cancellation in between makes it 409.
      expect([200, 409]).toContain(edit.status);
      const after = await storedStock(product.id);
      expect(after.stock).toBe(Object.values(after.variantes).reduce((a, b) => a + b, 0));
      const kept = (await getOrder(id))!.historial.at(-1)!.sin_devolver;
      if (edit.status === 200) {
        // Removed: never recreated by the cancellation, whichever ran first.
        expect(after.variantes).toEqual({ "L|Negro": 3 });
      } else {
        expect(after.variantes).toEqual({ "M|Negro": 4, "L|Negro": 3 });
        expect(kept).toBeUndefined();
      }
    }
  });
});

async function removeSizeMKeeping(p: { id: string; nombre: string }, stockL: number) {
  const res = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: withoutSizeM(p, stockL) });
  expect(res.status).toBe(200);
}

describe("the give-back is conditional on the variants as read", () => {
  it("refuses to write when the admin removes or restores a variant after the read", async () => {
    const { product } = await orderIn("pendiente", { stock: { "M|Negro": 4, "L|Negro": 3 } });
    const planned = await stockReturn(orderLines(product));
    expect(planned.sinDevolver).toEqual([]);
    await removeSizeM(product);
    // Planned while M|Negro existed: writing it now would recreate it.
    expect(await transactWrite(planned.items)).toEqual({ ok: false, failed: [0] });
    const again = await stockReturn(orderLines(product));
    expect(again.sinDevolver).toEqual(notReturned(product));
    expect(await transactWrite(again.items)).toEqual({ ok: true });
    expect(await storedStock(product.id)).toEqual({ variantes: { "L|Negro": 3 }, stock: 3 });
  });
});

/** The order's one line (2 × M|Negro) as the table keeps it. */
function orderLines(product: { id: string; nombre: string }) {
  return [{ productoId: product.id, nombre: product.nombre, talla: "M", color: "Negro", cantidad: 2 }];
}
