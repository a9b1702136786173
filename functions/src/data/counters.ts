import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

export const ORDER_COUNTER_NAME = (year: number) => `pedidos-${year}`;

/**
 * The next order number of the year, ORD-YYYY-NNNNNN, from an atomic counter. A number taken by
 * an order that then fails (no stock) is not reused: numbers are unique, not gapless.
 */
export async function nextOrderNumber(now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(ORDER_COUNTER_NAME(year)),
      UpdateExpression: "ADD valor :one SET entidad = :e, v = :v",
      ExpressionAttributeValues: { ":one": 1, ":e": "contador", ":v": 1 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return `ORD-${year}-${String(Attributes?.valor ?? 0).padStart(6, "0")}`;
}
