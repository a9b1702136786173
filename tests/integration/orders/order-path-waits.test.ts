/**
 * What the order path waits on (docs/performance.md, "The order path"): the settings are read at
 * most once a second per container and a save here applies at once; an order or a quote reads its
 * products, the session, its user, the user's live orders (and an order its Idempotency-Key's
 * answer) in one call; a retry is answered from that read, with no number and no transaction; a
 * receipt's repeated-reference query runs beside the session's read.
 *
 * The store's calls are watched (and one of them held) by a middleware on the handlers' own
 * DynamoDB client, so these assert the order of the calls, not timings.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { InitializeHandler, InitializeHandlerArguments, InitializeHandlerOutput } from "@smithy/types";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "../../helpers/checkout";

interface Seen {
  command: string;
  key: string;
}

const WATCH = "esperas-del-pedido";
let seen: Seen[] = [];
/** Resolves a held call: the test releases it once it saw what it waits for (or gives up). */
let hold: { matches: (s: Seen) => boolean; until: Promise<unknown> } | null = null;

/** The key (or the queried partition; a batch's keys, one a line) a call names, as text. */
function keyOf(input: Record<string, any>): string {
  const text = (v: unknown) => (typeof v === "string" ? v : String((v as { S?: string } | undefined)?.S ?? ""));
  const one = (key: Record<string, unknown>) => `${text(key.PK)} / ${text(key.SK)}`;
  const key = input.Key ?? input.Item;
  if (key) return one(key);
  if (input.RequestItems) {
    return Object.values(input.RequestItems as Record<string, { Keys: Record<string, unknown>[] }>)
      .flatMap((r) => r.Keys.map(one))
      .join("\n");
  }
  return text(Object.values(input.ExpressionAttributeValues ?? {})[0]);
}

function watch(): void {
  db().middlewareStack.add(
    (next: InitializeHandler<any, any>, context) =>
      async (args: InitializeHandlerArguments<any>): Promise<InitializeHandlerOutput<any>> => {
        const s = { command: context.commandName ?? "?", key: keyOf(args.input as Record<string, any>) };
        seen.push(s);
        if (hold?.matches(s)) await hold.until;
        return next(args);
      },
    { step: "initialize", name: WATCH },
  );
}

afterEach(() => {
  db().middlewareStack.remove(WATCH);
  seen = [];
  hold = null;
});

/** Waits until a call matching `f` was made, or `ms` passed: true when it was seen. */
async function sawCall(f: (s: Seen) => boolean, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (seen.some(f)) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

const isGet = (s: Seen) => /^Get(Item)?Command$/.test(s.command);
const isBatch = (s: Seen) => /^BatchGet(Item)?Command$/.test(s.command);
const isSettings = (s: Seen) => isGet(s) && s.key.startsWith("AJUSTES");
/** A read of a user's profile, alone or in a batch. */
const isUser = (s: Seen) => (isGet(s) || isBatch(s)) && /^USUARIO#.* \/ PERFIL$/m.test(s.key);
const isCounter = (s: Seen) => /^Update(Item)?Command$/.test(s.command) && s.key.startsWith("CONTADOR#");
const isReference = (s: Seen) => /^Query(Command)?$|^QueryCommand$/.test(s.command) && s.key.startsWith("REFERENCIA#");
const isTransaction = (s: Seen) => /^TransactWrite(Items)?Command$/.test(s.command);
/** The one read of an order or a quote (settings aside): asserts it is a single batch, and gives its kinds. */
function theOneRead(): string[] {
  const reads = seen.filter((s) => (isGet(s) || isBatch(s)) && !isSettings(s));
  expect(reads.map((s) => isBatch(s))).toEqual([true]);
  return kindsIn(reads[0]!);
}

/** The kinds of item a batch read, by the start of each key ("PRODUCTO", "SESION", ...) and its sort key. */
const kindsIn = (s: Seen) =>
  s.key
    .split("\n")
    .map((k) => `${k.split("#")[0]} / ${k.split(" / ")[1]}`)
    .sort();

describe("the order path's reads", () => {
  it("reads the settings once for orders placed together, and a save applies to the next quote at once", async () => {
    const product = await stockedProduct({ "M|Negro": 50 });
    watch();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => placeOrder(orderBody([{ productoId: product.id }]))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    // Four orders, each reading its products: the settings at most once (one read, or the last second's).
    expect(seen.filter((s) => s.command.startsWith("BatchGet")).length).toBeGreaterThanOrEqual(4);
    expect(seen.filter(isSettings).length).toBeLessThanOrEqual(1);

    // A save applies to the next quote at once: the first-purchase percentage (the rate would mark
    // today's rate as the admin's, which the rate job then never replaces, for later files too).
    const admin = await sessionAs("admin");
    const shopper = await sessionAs("user");
    const before = (await call("GET", "/api/admin/ajustes", { cookie: admin.cookie })).body;
    const quote = async () =>
      (
        await call("POST", "/api/pedido/cotizacion", {
          cookie: shopper.cookie,
          body: { lineas: [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }] },
        })
      ).body.descuento_detalle;
    expect(await quote()).toEqual({ tipo: "primera_compra", porcentaje: before.descuento_primera_compra.porcentaje });
    const porcentaje = before.descuento_primera_compra.porcentaje === 15 ? 10 : 15;
    try {
      const saved = await call("PUT", "/api/admin/ajustes", {
        cookie: admin.cookie,
        body: { ...before, descuento_primera_compra: { activo: true, porcentaje } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Within the second the last read is trusted: the save itself made it stale here.
      expect(await quote()).toEqual({ tipo: "primera_compra", porcentaje });
    } finally {
      await call("PUT", "/api/admin/ajustes", { cookie: admin.cookie, body: before });
    }
  });

  it("a signed-in order reads its product, session, user, live orders and key's answer in one call", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const shopper = await sessionAs("user");
    watch();
    const res = await placeOrder(orderBody([{ productoId: product.id }]), { cookie: shopper.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Before: the session, then its user, then its live orders, each a call of its own, beside the
    // products' batch and the key's answer read only after a refusal.
    expect(theOneRead()).toEqual([
      "IDEMPOTENCIA / PEDIDO",
      "PRODUCTO / PRODUCTO",
      "SESION / SESION",
      "USUARIO / COMPRAS",
      "USUARIO / PERFIL",
    ]);
    // Still the signed-in shopper's order (not a guest's), with the first-purchase discount.
    expect(res.body.pedido.invitado).toBe(false);
    expect(res.body.enlace).toBeNull();
    expect(res.body.pedido.descuento_detalle).toEqual({ tipo: "primera_compra", porcentaje: 20 });
  });

  it("a retry is answered from the first read: no number taken, no transaction tried", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const shopper = await sessionAs("user");
    const body = orderBody([{ productoId: product.id }]);
    const key = `reintento-${Date.now()}`;
    const first = await placeOrder(body, { key, cookie: shopper.cookie });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    watch();
    const again = await placeOrder(body, { key, cookie: shopper.cookie });
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.pedido.id).toBe(first.body.pedido.id);
    expect(seen.filter((s) => isCounter(s) || isTransaction(s))).toEqual([]);
    // The same key with another body is still refused, from the same read.
    const other = await placeOrder({ ...body, telefono: "0414-000-0000" }, { key, cookie: shopper.cookie });
    expect(other.status).toBe(409);
    expect(seen.filter((s) => isCounter(s) || isTransaction(s))).toEqual([]);
  });

  it("with a promo code the checks wait for the buyer, so no number is taken for a refused code", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const shopper = await sessionAs("user");
    watch();
    const res = await placeOrder(orderBody([{ productoId: product.id }], { codigo_promocional: "NOEXISTE" }), {
      cookie: shopper.cookie,
    });
    expect(res.status).toBe(400);
    expect(seen.some(isUser)).toBe(true);
    expect(seen.some(isCounter)).toBe(false);
  });

  it("a signed-in quote reads its products, the session, its user and the live orders in one call", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const shopper = await sessionAs("user");
    watch();
    const res = await call("POST", "/api/pedido/cotizacion", {
      cookie: shopper.cookie,
      body: { lineas: [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(theOneRead()).toEqual(["PRODUCTO / PRODUCTO", "SESION / SESION", "USUARIO / COMPRAS", "USUARIO / PERFIL"]);
    // The new account's first purchase: the discount the live orders gave, for that account only.
    expect(res.body.descuento_detalle).toEqual({ tipo: "primera_compra", porcentaje: 20 });
    const guest = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }] },
    });
    expect(guest.body.descuento_detalle).toBeNull();
  });

  it("a receipt's repeated-reference query runs while the session's user is read", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const shopper = await sessionAs("user");
    const placed = await placeOrder(
      orderBody([{ productoId: product.id }], { movil_referencia: `${Date.now()}`.slice(-9) }),
      {
        cookie: shopper.cookie,
      },
    );
    expect(placed.status).toBe(201);
    const clave = await uploadReceipt({ cookie: shopper.cookie });
    watch();
    let referenceSeen = false;
    hold = { matches: isUser, until: sawCall(isReference).then((saw) => (referenceSeen = saw)) };
    const res = await call("POST", `/api/pedido/${placed.body.pedido.id}/comprobante`, {
      cookie: shopper.cookie,
      body: { clave },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.estado_pago).toBe("pendiente_verificacion");
    expect(referenceSeen).toBe(true);
  });

  it("a guest's order takes its number while the repeated-reference query is still out, and keeps its answer", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const referencia = `${Date.now()}`.slice(-9);
    const first = await placeOrder(orderBody([{ productoId: product.id }], { movil_referencia: referencia }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    watch();
    // The query is held until the number was asked for: before, the number waited for it (and the
    // hold gave up after 5 s, with the counter never seen while it was out).
    let counterSeen = false;
    hold = { matches: isReference, until: sawCall(isCounter).then((saw) => (counterSeen = saw)) };
    const res = await placeOrder(orderBody([{ productoId: product.id }], { movil_referencia: referencia }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(counterSeen).toBe(true);
    // The held answer still lands on the order: the same bank and reference as the first order.
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.order(res.body.pedido.id), ConsistentRead: true }),
    );
    expect(Item?.referencia_repetida).toBe(true);
  });

  it("an order sent with its receipt copies it while the products are read", async () => {
    const { s3 } = await import("../../../functions/src/lib/s3");
    const product = await stockedProduct({ "M|Negro": 5 });
    const clave = await uploadReceipt();
    // S3's calls join the same list as DynamoDB's (key: the object written).
    s3().middlewareStack.add(
      (next: InitializeHandler<any, any>, context) => async (args: InitializeHandlerArguments<any>) => {
        seen.push({ command: context.commandName ?? "?", key: String((args.input as { Key?: string }).Key) });
        return next(args);
      },
      { step: "initialize", name: WATCH },
    );
    try {
      watch();
      // The products' read is held until the copy was asked for: before, the copy waited for the
      // checks, which wait for the products (and the hold gave up after 5 s).
      let copySeen = false;
      const isProducts = (c: Seen) => /^BatchGet(Item)?Command$/.test(c.command);
      const isCopy = (c: Seen) => c.command === "CopyObjectCommand";
      hold = { matches: isProducts, until: sawCall(isCopy).then((saw) => (copySeen = saw)) };
      const res = await placeOrder(orderBody([{ productoId: product.id }], { clave }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(copySeen).toBe(true);
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: keys.order(res.body.pedido.id), ConsistentRead: true }),
      );
      expect(Item?.comprobante?.clave).toBe(seen.find(isCopy)?.key);
    } finally {
      s3().middlewareStack.remove(WATCH);
    }
  });

  it("a refused order and a retried one leave no copy of their receipt behind", async () => {
    const reviewed = async () => {
      const { s3 } = await import("../../../functions/src/lib/s3");
      const listed = await s3().send(
        new ListObjectsV2Command({ Bucket: process.env.RECEIPTS_BUCKET!, Prefix: "comprobantes/revisados/" }),
      );
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    };
    const soldOut = await stockedProduct({ "M|Negro": 0 });
    const before = await reviewed();
    const refused = await placeOrder(orderBody([{ productoId: soldOut.id }], { clave: await uploadReceipt() }));
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(await reviewed()).toEqual(before);

    // The same key and body again: the first order's answer, and the retry's own copy removed.
    const product = await stockedProduct({ "M|Negro": 5 });
    const body = orderBody([{ productoId: product.id }], { clave: await uploadReceipt() });
    const key = `reintento-${Date.now()}`;
    const first = await placeOrder(body, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const afterFirst = await reviewed();
    expect(afterFirst).toHaveLength(before.length + 1);
    const again = await placeOrder(body, { key });
    expect(again.status).toBe(201);
    expect(again.body.pedido.id).toBe(first.body.pedido.id);
    expect(await reviewed()).toEqual(afterFirst);
  });

  it("the handlers' DynamoDB and S3 clients run without the SDK's per-call log filter", async () => {
    const { s3 } = await import("../../../functions/src/lib/s3");
    for (const client of [db(), s3()]) {
      expect(client.middlewareStack.identify().join("\n")).not.toMatch(/^loggerMiddleware/m);
    }
    // And they still answer: an order goes through both the reads and the transaction.
    const product = await stockedProduct();
    const res = await placeOrder(orderBody([{ productoId: product.id }]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it("a viewer with no access to the order gets the same 404, whatever was read meanwhile", async () => {
    const product = await stockedProduct({ "M|Negro": 5 });
    const owner = await sessionAs("user");
    const other = await sessionAs("user");
    const placed = await placeOrder(orderBody([{ productoId: product.id }]), { cookie: owner.cookie });
    const clave = await uploadReceipt({ cookie: other.cookie });
    const res = await call("POST", `/api/pedido/${placed.body.pedido.id}/comprobante`, {
      cookie: other.cookie,
      body: { clave },
    });
    expect(res.status).toBe(404);
    expect(res.body.mensaje).toBe("Pedido no encontrado");
  });
});
