import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

/**
 * Counters in fixed windows that start with the first event: failed sign-ins per email and per IP
 * (15 minutes), and accounts created per IP (1 hour). Items carry `ttl`, but DynamoDB deletes expired items lazily, so the window end
 * (`ventana_fin`) is what counts.
 */
export type ThrottleScope = "email" | "ip" | "registro";

export const THROTTLE_RULES: Record<ThrottleScope, { limit: number; windowMs: number }> = {
  email: { limit: 5, windowMs: 15 * 60 * 1000 },
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
  registro: { limit: 10, windowMs: 60 * 60 * 1000 },
};

export interface ThrottleState {
  fallos: number;
  ventanaFin: number;
}

const ITEM_VERSION = 1;

export async function getThrottle(scope: ThrottleScope, value: string, now: Date): Promise<ThrottleState | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.loginThrottle(scope, value), ConsistentRead: true }),
  );
  if (!Item || typeof Item.ventana_fin !== "number" || Item.ventana_fin <= now.getTime()) return null;
  return { fallos: Number(Item.fallos ?? 0), ventanaFin: Item.ventana_fin };
}

/** Writes a counter directly (tests, and the window seed of a new failure). */
export async function putThrottle(scope: ThrottleScope, value: string, state: ThrottleState): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.loginThrottle(scope, value),
        entidad: "limite_login",
        v: ITEM_VERSION,
        fallos: state.fallos,
        ventana_fin: state.ventanaFin,
        ttl: Math.ceil(state.ventanaFin / 1000),
      },
    }),
  );
}

export async function recordFailure(scope: ThrottleScope, value: string, now: Date): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(scope, value),
        UpdateExpression: "ADD fallos :one",
        ConditionExpression: "ventana_fin > :now",
        ExpressionAttributeValues: { ":one": 1, ":now": now.getTime() },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== "ConditionalCheckFailedException") throw err;
    await putThrottle(scope, value, { fallos: 1, ventanaFin: now.getTime() + THROTTLE_RULES[scope].windowMs });
  }
}

export async function clearThrottle(scope: ThrottleScope, value: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(scope, value) }));
}
