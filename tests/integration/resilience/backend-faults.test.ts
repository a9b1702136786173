/**
 * The store when its database or bucket service goes away and comes back. This file starts its own
 * DynamoDB Local (on disk) and its own S3 emulator and points the handlers at them, the way
 * scripts/local/runtime.ts does; the suite's shared backend is never touched (each test file runs
 * in a process of its own).
 *
 * - DynamoDB Local is stopped in the middle of a run of orders and started again on the same port
 *   and data directory: meanwhile the API answers 503 with the Spanish message (never 500) within
 *   a few seconds, no order is half-written (initial stock = remaining + units in the orders that
 *   exist), and orders go through again without a restart (the SDK client reconnects).
 * - Same for the S3 emulator and attaching a receipt to an order.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { startDynamoDbLocal, type DynamoDbLocal } from "../../../scripts/local/dynamodb-local";
import { startS3Local, type S3Local } from "../../../scripts/local/s3-local";
import { ensureTable } from "../../../scripts/local/provision";
import { freePort } from "../../../scripts/local/ports";
import { batchPut } from "../../../scripts/local/seed-store";
import { resetEnvCache } from "../../../functions/src/lib/env";
import { resetDbClient, db, tableName } from "../../../functions/src/data/client";
import { resetS3Client } from "../../../functions/src/lib/s3";
import { settingsItem } from "../../../functions/src/data/settings";
import { seedSettings } from "../../../functions/src/seed/orders";
import { getOrder } from "../../../functions/src/data/orders";
import { UNAVAILABLE_MESSAGE } from "../../../functions/src/lib/unavailable";
import { call } from "../../helpers/api";
import { orderBody, placeOrder, stockedProduct, storedStock, uploadReceipt } from "../../helpers/checkout";

const BUCKETS = { images: "fallos-productos", receipts: "fallos-comprobantes" };
const INITIAL = 100_000;

let dataDir: string;
let ddbPort: number;
let s3Port: number;
let dynamodb: DynamoDbLocal | undefined;
let s3: S3Local | undefined;
const savedEnv = { ...process.env };

const startDb = async () => (dynamodb = await startDynamoDbLocal(ddbPort, join(dataDir, "dynamodb")));
const startS3 = async () => (s3 = await startS3Local(s3Port, join(dataDir, "s3"), [BUCKETS.images, BUCKETS.receipts]));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "tienda-fallos-"));
  [ddbPort, s3Port] = [await freePort(), await freePort()];
  await startDb();
  await startS3();
  Object.assign(process.env, {
    TABLE_NAME: "tienda-fallos",
    IMAGES_BUCKET: BUCKETS.images,
    RECEIPTS_BUCKET: BUCKETS.receipts,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ddbPort}`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  });
  resetEnvCache();
  resetDbClient();
  resetS3Client();
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, "tienda-fallos");
  await batchPut([settingsItem(seedSettings(new Date()))]);
}, 120_000);

afterAll(async () => {
  await dynamodb?.stop();
  await s3?.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  for (const k of ["TABLE_NAME", "IMAGES_BUCKET", "RECEIPTS_BUCKET", "DYNAMODB_ENDPOINT", "S3_ENDPOINT"]) {
    process.env[k] = savedEnv[k];
  }
  resetEnvCache();
  resetDbClient();
  resetS3Client();
}, 60_000);

/** Units of `productoId` held by every order that exists in the table (a scan: this table is the test's own). */
async function unitsInOrders(productoId: string): Promise<{ units: number; orders: number }> {
  let units = 0;
  let orders = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: "entidad = :p",
        ExpressionAttributeValues: { ":p": "pedido" },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    for (const o of page.Items ?? []) {
      const mine = (o.lineas as Array<{ productoId: string; cantidad: number }>).filter(
        (l) => l.productoId === productoId,
      );
      if (mine.length) orders++;
      units += mine.reduce((n, l) => n + l.cantidad, 0);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { units, orders };
}

interface Answer {
  status: number;
  mensaje?: string;
  ms: number;
  phase: "up" | "down" | "back";
}

describe("DynamoDB goes away in the middle of a run of orders", () => {
  it("answers 503 while it is down, writes no half order, and serves again once it is back", async () => {
    const product = await stockedProduct({ "M|Negro": INITIAL, "L|Rojo": INITIAL });
    let phase: Answer["phase"] = "up";
    const answers: Answer[] = [];
    let stop = false;

    const shopper = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const t = performance.now();
        const res = await placeOrder(
          orderBody([
            { productoId: product.id, cantidad: 1 + ((w + i) % 3) },
            { productoId: product.id, talla: "L", color: "Rojo", cantidad: 1 },
          ]),
        );
        answers.push({ status: res.status, mensaje: res.body?.mensaje, ms: performance.now() - t, phase });
        if (res.status !== 201) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const shoppers = Array.from({ length: 4 }, (_, w) => shopper(w));

    const until = async (check: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    };
    try {
      await until(() => answers.filter((a) => a.status === 201).length >= 12, 30_000);
      phase = "down";
      await dynamodb!.stop();
      await until(() => answers.filter((a) => a.phase === "down" && a.status === 503).length >= 12, 30_000);
      await startDb();
      phase = "back";
      await until(() => answers.filter((a) => a.phase === "back" && a.status === 201).length >= 12, 30_000);
    } finally {
      stop = true;
      await Promise.all(shoppers);
    }

    const by = (p: Answer["phase"]) => answers.filter((a) => a.phase === p);
    const summary = (p: Answer["phase"]) => {
      const counts = new Map<number, number>();
      for (const a of by(p)) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
      return [...counts].map(([s, n]) => `${s}×${n}`).join(" ");
    };
    console.log(`DynamoDB: arriba ${summary("up")}; caída ${summary("down")}; de vuelta ${summary("back")}`);

    // Never a 500; every refusal while down is the Spanish 503, and it comes fast.
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(12);
    for (const a of unavailable) expect(a.mensaje).toBe(UNAVAILABLE_MESSAGE);
    expect(Math.max(...unavailable.map((a) => a.ms))).toBeLessThan(8_000);
    expect(answers.every((a) => a.status === 201 || a.status === 503)).toBe(true);
    // Served again without resetting anything.
    expect(by("back").filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(12);

    // No half order: every unit that left the stock is in an order that exists, and vice versa.
    const stock = await storedStock(product.id);
    const { units, orders } = await unitsInOrders(product.id);
    expect(orders).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 201).length);
    expect(stock.variantes["M|Negro"]! + stock.variantes["L|Rojo"]! + units).toBe(2 * INITIAL);
    expect(stock.stock).toBe(stock.variantes["M|Negro"]! + stock.variantes["L|Rojo"]!);
  }, 180_000);
});

describe("the S3 emulator goes away while a receipt is attached", () => {
  it("answers 503 and leaves the order as it was, then attaches once the service is back", async () => {
    const product = await stockedProduct({ "M|Negro": 10 });
    const placed = await placeOrder(orderBody([{ productoId: product.id }]), { key: randomUUID() });
    expect(placed.status).toBe(201);
    const id = placed.body.pedido.id as string;
    const token = new URL(placed.body.enlace, "http://x").searchParams.get("token")!;
    const clave = await uploadReceipt();

    await s3!.stop();
    const t = performance.now();
    const down = await call("POST", `/api/pedido/${id}/comprobante`, { query: { token }, body: { clave } });
    const ms = performance.now() - t;
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ mensaje: UNAVAILABLE_MESSAGE });
    expect(down.headers["retry-after"]).toBe("30");
    expect(ms).toBeLessThan(8_000);
    const untouched = await getOrder(id);
    expect(untouched).toMatchObject({ estado: "pendiente", estado_pago: "pendiente_pago", comprobante: null });

    await startS3();
    const back = await call("POST", `/api/pedido/${id}/comprobante`, { query: { token }, body: { clave } });
    expect(back.status).toBe(200);
    expect(back.body.estado_pago).toBe("pendiente_verificacion");
  }, 60_000);
});
