import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, storedStock } from "../../helpers/checkout";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { getOrder } from "../../../functions/src/data/orders";
import { runJob } from "../../../functions/src/jobs/expire-unpaid-orders";

/**
 * A promo code's uses are counted in the order's own transaction and given back by the
 * cancellation's or the expiry's; the quote and the cart's 'Aplicar' name why a code does not apply.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

async function newPromo(rules: Record<string, unknown> = {}): Promise<string> {
  const codigo = `U${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;
  const res = await call("POST", "/api/admin/promociones", { ...asAdmin, body: { codigo, porcentaje: 30, ...rules } });
  if (res.status !== 201) throw new Error(`promo refused: ${res.status} ${JSON.stringify(res.body)}`);
  return codigo;
}

async function usesOf(codigo: string): Promise<number> {
  const list = await call("GET", "/api/admin/promociones", asAdmin);
  return list.body.promociones.find((p: { codigo: string }) => p.codigo === codigo).usos;
}

/** The once-per-customer use items the code has now. */
async function useItems(codigo: string): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :uso)",
      ExpressionAttributeValues: { ":pk": keys.promo(codigo).PK, ":uso": "USO#" },
      ConsistentRead: true,
    }),
  );
  return Items.length;
}

const tokenOf = (enlace: string) => new URL(enlace, "http://x").searchParams.get("token")!;

describe("a use is counted in the order's transaction", () => {
  it("10 parallel orders with a code limited to 3 uses: exactly 3 discounted orders, 7 refused (409), none at full price", async () => {
    const p = await stockedProduct({ "M|Negro": 50 }, { precio_cents: 10_000 });
    const codigo = await newPromo({ usos_maximos: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }))),
    );
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const a of placed) {
      expect(a.body.pedido.descuento_detalle).toEqual({ tipo: "promocion", codigo, porcentaje: 30 });
      expect(a.body.pedido.descuento).toBe(30);
    }
    for (const a of refused) {
      expect(a.body.mensaje).toBe("Este código promocional ya alcanzó su límite de usos");
      expect(a.body.errores.codigo_promocional).toBe("Este código promocional ya alcanzó su límite de usos");
    }
    expect(await usesOf(codigo)).toBe(3);
    // Only the three orders took stock: the refused ones wrote nothing.
    expect((await storedStock(p.id)).stock).toBe(47);
  });

  it("once per customer: of 3 parallel orders by one account, or by one guest email, exactly one gets the code", async () => {
    const p = await stockedProduct({ "M|Negro": 50 }, { precio_cents: 10_000 });
    const codigo = await newPromo({ una_vez_por_cliente: true });
    const me = await sessionAs("user");
    const mine = await Promise.all(
      Array.from({ length: 3 }, () =>
        placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), { cookie: me.cookie }),
      ),
    );
    expect(mine.filter((a) => a.status === 201)).toHaveLength(1);
    const mineRefused = mine.filter((a) => a.status === 409);
    expect(mineRefused).toHaveLength(2);
    for (const a of mineRefused) expect(a.body.mensaje).toBe("Ya usaste este código promocional");

    const email = `promo.${randomUUID().slice(0, 8)}@example.com`;
    const guest = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        placeOrder(
          orderBody([{ productoId: p.id }], {
            codigo_promocional: codigo,
            email: i === 0 ? email : email.toUpperCase(),
          }),
          { sameShopper: true },
        ),
      ),
    );
    expect(guest.filter((a) => a.status === 201)).toHaveLength(1);
    expect(guest.filter((a) => a.status === 409).map((a) => a.body.mensaje)).toEqual([
      "Ya usaste este código promocional",
      "Ya usaste este código promocional",
    ]);
    // Another customer may still use it.
    const other = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }));
    expect(other.status).toBe(201);
    expect(await usesOf(codigo)).toBe(3);
    // One use item per key of each customer: the account's order holds the account, its email and
    // the order's email; each guest order its email's.
    expect(await useItems(codigo)).toBe(5);
  });
});

describe("one customer, one use: the account and its email together, +tag and case ignored (issue 45, item 5)", () => {
  const YA_USADO = "Ya usaste este código promocional";

  it("simultaneous guest orders from ana@…, ana+2@… and ANA+promo@…: only one gets the code, and its use is given back whole", async () => {
    const p = await stockedProduct({ "M|Negro": 50 }, { precio_cents: 10_000 });
    for (let round = 0; round < 3; round++) {
      const codigo = await newPromo({ una_vez_por_cliente: true });
      const local = `ana.${randomUUID().slice(0, 8)}`;
      const emails = [`${local}@x.com`, `${local}+2@x.com`, `${local.toUpperCase()}+promo@X.com`];
      const answers = await Promise.all(
        emails.map((email) => placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo, email }))),
      );
      const placed = answers.filter((a) => a.status === 201);
      expect(placed, JSON.stringify(answers.map((a) => [a.status, a.body.mensaje]))).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.mensaje)).toEqual([YA_USADO, YA_USADO]);
      expect(placed[0]!.body.pedido.descuento_detalle).toEqual({ tipo: "promocion", codigo, porcentaje: 30 });
      expect(await usesOf(codigo)).toBe(1);
      expect(await useItems(codigo)).toBe(1);

      // Cancelled, the customer may use it again, under any of the addresses.
      const cancel = await call("POST", `/api/pedido/${placed[0]!.body.pedido.id}/cancelar`, {
        query: { token: tokenOf(placed[0]!.body.enlace) },
      });
      expect(cancel.status).toBe(200);
      expect(await useItems(codigo)).toBe(0);
      const again = await placeOrder(
        orderBody([{ productoId: p.id }], { codigo_promocional: codigo, email: emails[(round + 1) % 3] }),
      );
      expect(again.status).toBe(201);
    }
  });

  it("a guest order with the account's email (tagged or not) is the account using it again", async () => {
    const p = await stockedProduct({ "M|Negro": 20 }, { precio_cents: 10_000 });
    const me = await sessionAs("user");
    const [name, domain] = me.email.split("@") as [string, string];
    const codigo = await newPromo({ una_vez_por_cliente: true });
    const mine = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), {
      cookie: me.cookie,
    });
    expect(mine.status).toBe(201);
    for (const email of [me.email, `${name}+otra@${domain}`, me.email.toUpperCase()]) {
      const guest = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo, email }));
      expect(guest.status, email).toBe(409);
      expect(guest.body.mensaje).toBe(YA_USADO);
      expect(guest.body.errores.codigo_promocional).toBe(YA_USADO);
    }
    expect(await usesOf(codigo)).toBe(1);
  });

  it("and the other way round: after a guest order with the account's tagged email, the account has used it", async () => {
    const p = await stockedProduct({ "M|Negro": 20 }, { precio_cents: 10_000 });
    const me = await sessionAs("user");
    const [name, domain] = me.email.split("@") as [string, string];
    const codigo = await newPromo({ una_vez_por_cliente: true });
    const guest = await placeOrder(
      orderBody([{ productoId: p.id }], { codigo_promocional: codigo, email: `${name}+tienda@${domain}` }),
    );
    expect(guest.status).toBe(201);

    const lineas = [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }];
    const quote = await call("POST", "/api/pedido/cotizacion", {
      cookie: me.cookie,
      body: { lineas, codigo_promocional: codigo },
    });
    expect(quote.body).toMatchObject({ motivo_codigo: "ya_usado", error_codigo: YA_USADO });
    expect(quote.body.descuento_detalle?.tipo).not.toBe("promocion");
    const validar = await call("POST", "/api/promociones/validar", {
      cookie: me.cookie,
      body: { codigo, subtotal: 100 },
    });
    expect(validar.status).toBe(400);
    expect(validar.body).toMatchObject({ motivo: "ya_usado", mensaje: YA_USADO });
    const order = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), {
      cookie: me.cookie,
    });
    expect(order.status).toBe(409);
    expect(order.body.mensaje).toBe(YA_USADO);

    // The guest order cancelled gives back every key it held: the account may use the code now.
    const cancel = await call("POST", `/api/pedido/${guest.body.pedido.id}/cancelar`, {
      query: { token: tokenOf(guest.body.enlace) },
    });
    expect(cancel.status).toBe(200);
    expect(await useItems(codigo)).toBe(0);
    const now = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), {
      cookie: me.cookie,
    });
    expect(now.status).toBe(201);
    expect(await usesOf(codigo)).toBe(1);
  });
});

describe("a cancelled or expired order gives its use back", () => {
  it("cancelling gives the use back and frees the customer's once-per-customer use", async () => {
    const p = await stockedProduct({ "M|Negro": 10 });
    const codigo = await newPromo({ usos_maximos: 1, una_vez_por_cliente: true });
    const me = await sessionAs("user");
    const first = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), {
      cookie: me.cookie,
    });
    expect(first.status).toBe(201);
    expect(await usesOf(codigo)).toBe(1);
    const full = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }));
    expect(full.status).toBe(409);

    const cancel = await call("POST", `/api/pedido/${first.body.pedido.id}/cancelar`, { cookie: me.cookie });
    expect(cancel.status).toBe(200);
    expect(await usesOf(codigo)).toBe(0);
    expect(await useItems(codigo)).toBe(0);

    const again = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }), {
      cookie: me.cookie,
    });
    expect(again.status).toBe(201);
    expect(again.body.pedido.descuento_detalle.codigo).toBe(codigo);
    expect(await usesOf(codigo)).toBe(1);
  });

  it("the expiry job gives the use back in the same transaction as the stock", async () => {
    const p = await stockedProduct({ "M|Negro": 10 });
    const codigo = await newPromo({ usos_maximos: 5, una_vez_por_cliente: true });
    const placed = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }));
    expect(placed.status).toBe(201);
    const id = placed.body.pedido.id as string;
    expect(await usesOf(codigo)).toBe(1);
    const vence = new Date(Date.now() - 3_600_000).toISOString();
    const g = keys.orderDeadlineGsi3(id, vence);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: "SET vence_en = :v, GSI3PK = :pk, GSI3SK = :sk",
        ExpressionAttributeValues: { ":v": vence, ":pk": g.GSI3PK, ":sk": g.GSI3SK },
      }),
    );
    await runJob(new Date());
    expect((await getOrder(id))?.estado).toBe("cancelado");
    expect((await storedStock(p.id)).stock).toBe(10);
    expect(await usesOf(codigo)).toBe(0);
    expect(await useItems(codigo)).toBe(0);
  });

  it("an order whose code was deleted still cancels, and the deleted code is not written back", async () => {
    const p = await stockedProduct({ "M|Negro": 10 });
    const codigo = await newPromo({ una_vez_por_cliente: true });
    const placed = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }));
    expect(placed.status).toBe(201);
    expect((await call("DELETE", `/api/admin/promociones/${codigo}`, asAdmin)).status).toBe(200);
    const cancel = await call("POST", `/api/pedido/${placed.body.pedido.id}/cancelar`, {
      query: { token: tokenOf(placed.body.enlace) },
    });
    expect(cancel.status).toBe(200);
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.promo(codigo), ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
    expect(await useItems(codigo)).toBe(0);
  });
});

describe("why a code does not apply: quote, 'Aplicar' and the order", () => {
  const quote = (lineas: unknown[], codigo: string, cookie?: string) =>
    call("POST", "/api/pedido/cotizacion", { cookie, body: { lineas, codigo_promocional: codigo } });
  const validar = (codigo: string, subtotal: number, cookie?: string) =>
    call("POST", "/api/promociones/validar", { cookie, body: { codigo, subtotal } });

  it.each([
    ["expired", { hasta: "2020-01-01T00:00:00Z" }, "vencido", "Este código promocional ya venció"],
    ["not yet valid", { desde: "2099-01-01T00:00:00Z" }, "no_vigente", "Este código promocional aún no está vigente"],
    ["inactive", { activo: false }, "inactivo", "Este código promocional no está activo"],
    ["minimum not reached", { subtotal_minimo: 150 }, "minimo", "Este código requiere un subtotal mínimo de $150.00"],
  ])(
    "%s: the quote prices without it and says why; 'Aplicar' refuses; the order is refused (409)",
    async (_n, rules, motivo, mensaje) => {
      const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 10_000 });
      const codigo = await newPromo(rules);
      const lineas = [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }];
      const q = await quote(lineas, codigo);
      expect(q.status).toBe(200);
      expect(q.body).toMatchObject({ error_codigo: mensaje, motivo_codigo: motivo, descuento: 0, subtotal: 100 });
      const v = await validar(codigo, 100);
      expect(v.status).toBe(400);
      expect(v.body).toMatchObject({ mensaje, motivo, errores: { codigo: mensaje } });
      const order = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: codigo }));
      expect(order.status).toBe(409);
      expect(order.body.mensaje).toBe(mensaje);
      expect((await storedStock(p.id)).stock).toBe(10);
    },
  );

  it("used up and already used by you, as the quote and 'Aplicar' of a signed-in shopper say them", async () => {
    const p = await stockedProduct({ "M|Negro": 10 }, { precio_cents: 10_000 });
    const lineas = [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }];
    const me = await sessionAs("user");
    const once = await newPromo({ una_vez_por_cliente: true });
    expect((await validar(once, 100, me.cookie)).status).toBe(200);
    expect(
      (await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: once }), { cookie: me.cookie })).status,
    ).toBe(201);
    expect((await quote(lineas, once, me.cookie)).body).toMatchObject({
      motivo_codigo: "ya_usado",
      error_codigo: "Ya usaste este código promocional",
    });
    expect((await validar(once, 100, me.cookie)).body.motivo).toBe("ya_usado");
    // Someone else may still apply it.
    expect((await validar(once, 100)).status).toBe(200);

    const single = await newPromo({ usos_maximos: 1 });
    expect((await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: single }))).status).toBe(201);
    expect((await quote(lineas, single)).body).toMatchObject({
      motivo_codigo: "agotado",
      error_codigo: "Este código promocional ya alcanzó su límite de usos",
    });
    expect((await validar(single, 100)).body.motivo).toBe("agotado");
  });

  it("an unknown code keeps answering 'Código promocional inválido' (400 on the order)", async () => {
    const p = await stockedProduct({ "M|Negro": 10 });
    const order = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: "NOEXISTE99" }));
    expect(order.status).toBe(400);
    expect(order.body.mensaje).toBe("Código promocional inválido");
    const q = await quote([{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }], "NOEXISTE99");
    expect(q.body).toMatchObject({ motivo_codigo: "desconocido", error_codigo: "Código promocional inválido" });
  });
});
