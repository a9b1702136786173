import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Preferencias, Role } from "@tienda/shared/schemas/account";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { userRecordFromItem, type UserRecord } from "../domain/accounts/user-record";

const ITEM_VERSION = 1;

/** Raised when the email guard item already exists (409 'Este email ya está registrado'). */
export class EmailTakenError extends Error {
  constructor() {
    super("Email ya existe");
    this.name = "EmailTakenError";
  }
}

export function userItem(record: UserRecord): Record<string, unknown> {
  return {
    ...keys.user(record.id),
    ...keys.userGsi1(record.createdAt, record.id),
    entidad: "usuario",
    v: ITEM_VERSION,
    ...record,
  };
}

/** The uniqueness guard of a normalised email, written in the same transaction as the user. */
export function emailGuardItem(email: string, userId: string): Record<string, unknown> {
  return { ...keys.userEmail(email), entidad: "email_usuario", v: ITEM_VERSION, usuario_id: userId };
}

/** The two items of a new account (used by registration, the demo seed and create-admin). */
export function userItems(record: UserRecord): Record<string, unknown>[] {
  return [userItem(record), emailGuardItem(record.email, record.id)];
}

function isConditionFailure(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  return (
    e?.name === "ConditionalCheckFailedException" ||
    (e?.name === "TransactionCanceledException" &&
      (e.CancellationReasons ?? []).some((r) => r?.Code === "ConditionalCheckFailed"))
  );
}

export async function getUserById(id: string): Promise<UserRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }),
  );
  return Item ? userRecordFromItem(Item) : null;
}

/** Email must already be normalised (trimmed, lower case). */
export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { Item: guard } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userEmail(email), ConsistentRead: true }),
  );
  if (!guard || typeof guard.usuario_id !== "string") return null;
  return getUserById(guard.usuario_id);
}

/** Creates the user and its email guard atomically; EmailTakenError when the email exists. */
export async function createUser(record: UserRecord): Promise<void> {
  const [user, guard] = userItems(record);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: user, ConditionExpression: "attribute_not_exists(PK)" } },
          { Put: { TableName: tableName(), Item: guard, ConditionExpression: "attribute_not_exists(PK)" } },
        ],
      }),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw new EmailTakenError();
    throw err;
  }
}

export type ProfileChanges = Partial<
  Pick<
    UserRecord,
    | "firstName"
    | "lastName"
    | "email"
    | "avatar"
    | "phone"
    | "birthDate"
    | "address"
    | "city"
    | "country"
    | "postalCode"
    | "bio"
    | "website"
    | "company"
  >
>;

function updateParts(changes: Record<string, unknown>, now: Date) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  let i = 0;
  for (const [k, v] of Object.entries({ ...changes, updatedAt: now.toISOString() })) {
    if (v === undefined) continue;
    names[`#f${i}`] = k;
    if (v === null) removes.push(`#f${i}`);
    else {
      values[`:v${i}`] = v;
      sets.push(`#f${i} = :v${i}`);
    }
    i++;
  }
  const expr = [sets.length ? `SET ${sets.join(", ")}` : "", removes.length ? `REMOVE ${removes.join(", ")}` : ""]
    .filter(Boolean)
    .join(" ");
  return { expr, names, values };
}

/**
 * Saves profile fields. A new email moves the guard in the same transaction (EmailTakenError
 * when another account has it). Returns the stored record.
 */
export async function updateProfile(user: UserRecord, changes: ProfileChanges, now: Date): Promise<UserRecord> {
  const { expr, names, values } = updateParts(changes, now);
  const update = {
    TableName: tableName(),
    Key: keys.user(user.id),
    UpdateExpression: expr,
    ConditionExpression: "attribute_exists(PK)",
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  try {
    if (emailChanged) {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: emailGuardItem(changes.email!, user.id),
                ConditionExpression: "attribute_not_exists(PK)",
              },
            },
            { Delete: { TableName: tableName(), Key: keys.userEmail(user.email) } },
            { Update: update },
          ],
        }),
      );
    } else {
      await db().send(new UpdateCommand(update));
    }
  } catch (err) {
    if (emailChanged && isConditionFailure(err)) throw new EmailTakenError();
    throw err;
  }
  return (await getUserById(user.id))!;
}

/** Stores a new hash. `revokeSessionsBefore` voids every session created before that instant. */
export async function setPasswordHash(
  userId: string,
  hash: string,
  now: Date,
  revokeSessionsBefore?: Date,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: revokeSessionsBefore
        ? "SET #p = :p, updatedAt = :u, sessionsValidFrom = :s"
        : "SET #p = :p, updatedAt = :u",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeNames: { "#p": "password" },
      ExpressionAttributeValues: {
        ":p": hash,
        ":u": now.toISOString(),
        ...(revokeSessionsBefore ? { ":s": revokeSessionsBefore.toISOString() } : {}),
      },
    }),
  );
}

export async function setPreferences(userId: string, preferencias: Preferencias, now: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: "SET preferencias = :p, updatedAt = :u",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeValues: { ":p": preferencias, ":u": now.toISOString() },
    }),
  );
}

/** Role and activation (create-admin script; the admin users issue builds on this). */
export async function setRoleAndStatus(
  userId: string,
  changes: { role?: Role; isActive?: boolean },
  now: Date,
): Promise<void> {
  const { expr, names, values } = updateParts(changes, now);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: expr,
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}
