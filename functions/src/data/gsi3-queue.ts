import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { ORDER_DEADLINE_SHARDS } from "./keys";

/**
 * GSI3 holds the store's work queues (payment deadlines, receipts under review, emails due, offer
 * starts and ends), each spread over ORDER_DEADLINE_SHARDS partitions `<PREFIX>#<shard>` with sort
 * keys `<instant>#<id>`. This reads one queue across its shards: everything due by `until` (or the
 * whole queue), at most `limit` items per shard.
 */
export async function readGsi3Queue(
  partition: (shard: number) => string,
  opts: { until?: Date; limit: number },
): Promise<Record<string, unknown>[]> {
  // '$' sorts right after '#', so every `<instant>#<id>` with instant ≤ until is below the bound.
  const bound = opts.until ? `${opts.until.toISOString()}$` : undefined;
  const pages = await Promise.all(
    Array.from({ length: ORDER_DEADLINE_SHARDS }, (_, shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: "GSI3",
          KeyConditionExpression: bound ? "GSI3PK = :pk AND GSI3SK < :bound" : "GSI3PK = :pk",
          ExpressionAttributeValues: { ":pk": partition(shard), ...(bound ? { ":bound": bound } : {}) },
          Limit: opts.limit,
        }),
      ),
    ),
  );
  return pages.flatMap((p) => p.Items ?? []);
}
