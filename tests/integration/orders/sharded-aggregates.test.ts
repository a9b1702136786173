/**
 * The held stock and the day's sales are split over shards (functions/src/data/counter-shards.ts)
 * so concurrent orders do not all write one item. What the admin screens read must still be the
 * whole: the sum of every shard, the item from before the split (shard 0) included.
 * (On a table and buckets of its own, tests/helpers/own-backend.ts: the deltas are this file's.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { COUNTER_SHARDS, allShards, shardOf } from "../../../functions/src/data/counter-shards";
import { getHeldStock } from "../../../functions/src/data/order-holds";
import { dayOf, getDailyStats } from "../../../functions/src/data/daily-stats";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

let store: OwnStore | undefined;

beforeAll(async () => {
  store = await startOwnStore({ seed: { now: new Date() } });
  clearCatalogueCache();
}, 120_000);

afterAll(() => store?.stop(), 60_000);

async function shardItem(key: Record<string, unknown>) {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ?? {};
}

describe("sharded aggregates", () => {
  it("12 orders at once land in several shards, and the held stock and the day's count add them all", async () => {
    const product = await stockedProduct({ "M|Negro": 50 });
    const today = dayOf(new Date().toISOString());
    const heldBefore = await getHeldStock();
    const [dayBefore] = await getDailyStats([today]);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeOrder(orderBody([{ productoId: product.id, cantidad: 1 + (i % 2) }]))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const ids = answers.map((a) => (a.body as { pedido: { id: string } }).pedido.id);
    expect(new Set(ids.map(shardOf)).size).toBeGreaterThan(1);

    const heldAfter = await getHeldStock();
    expect(heldAfter.sin_pagar.pedidos - heldBefore.sin_pagar.pedidos).toBe(12);
    expect(heldAfter.sin_pagar.unidades - heldBefore.sin_pagar.unidades).toBe(18);
    const [dayAfter] = await getDailyStats([today]);
    expect(dayAfter!.creados - (dayBefore?.creados ?? 0)).toBe(12);

    // The readers' figures are exactly the shards' sum.
    const shards = await Promise.all(allShards().map((s) => shardItem(keys.heldStock(s))));
    expect(shards.reduce((n, s) => n + Number(s.sin_pagar_pedidos ?? 0), 0)).toBe(heldAfter.sin_pagar.pedidos);
    const days = await Promise.all(allShards().map((s) => shardItem(keys.dailyStats(today, s))));
    expect(days.reduce((n, s) => n + Number(s.creados ?? 0), 0)).toBe(dayAfter!.creados);
  });

  it("a day's item from before the split (shard 0's key) still counts beside the other shards", async () => {
    const dia = "2019-03-04";
    const other = allShards().find((s) => s !== 0)!;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.dailyStats(dia), entidad: "ventas_dia", v: 1, dia, creados: 5, "u#p1": 2, "r#p1": 3000 },
      }),
    );
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.dailyStats(dia, other), entidad: "ventas_dia", v: 1, dia, creados: 2, "u#p1": 1, "r#p1": 1500 },
      }),
    );
    expect(keys.dailyStats(dia)).toEqual({ PK: `VENTAS#${dia}`, SK: "DIA" });
    const [day] = await getDailyStats([dia, "2019-03-05"]);
    expect(day).toMatchObject({ dia, creados: 7, productos: { p1: { unidades: 3, ingresos_cents: 4500 } } });
    expect(await getDailyStats(["2019-03-05"])).toEqual([]);
  });

  it("an order's shard is fixed by its id, and ids spread over every shard", () => {
    expect(shardOf("ORD-a")).toBe(shardOf("ORD-a"));
    const seen = new Set(Array.from({ length: 400 }, (_, i) => shardOf(`pedido-${i}`)));
    expect(seen.size).toBe(COUNTER_SHARDS);
  });
});
