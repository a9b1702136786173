import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";

const ITEM_VERSION = 1;

/** A stored session: only the SHA-256 of the token is kept, never the token. */
export interface SessionRecord {
  tokenHash: string;
  usuario_id: string;
  creada: string;
  /** Sliding expiry (ISO). */
  expira: string;
  /** Absolute limit (ISO): sliding never goes past it. */
  expira_max: string;
}

const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export function sessionItem(s: SessionRecord): Record<string, unknown> {
  return {
    ...keys.session(s.tokenHash),
    ...keys.sessionGsi1(s.usuario_id, s.expira),
    entidad: "sesion",
    v: ITEM_VERSION,
    usuario_id: s.usuario_id,
    creada: s.creada,
    expira: s.expira,
    expira_max: s.expira_max,
    ttl: epoch(s.expira),
  };
}

export async function putSession(s: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: sessionItem(s), ConditionExpression: "attribute_not_exists(PK)" }),
  );
}

export async function getSession(tokenHash: string): Promise<SessionRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  return Item ? sessionFromItem(tokenHash, Item) : null;
}

/** The session a stored item holds; null when it is not a whole one. */
export function sessionFromItem(tokenHash: string, item: Record<string, unknown>): SessionRecord | null {
  if (typeof item.usuario_id !== "string" || typeof item.expira !== "string") return null;
  return {
    tokenHash,
    usuario_id: item.usuario_id,
    creada: String(item.creada ?? ""),
    expira: item.expira,
    expira_max: typeof item.expira_max === "string" ? item.expira_max : item.expira,
  };
}

/** Moves the sliding expiry; false when the session was revoked in the meantime. */
export async function extendSession(s: SessionRecord, expira: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(s.tokenHash),
        UpdateExpression: "SET expira = :e, GSI1SK = :sk, #ttl = :ttl",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: {
          ":e": expira,
          ":sk": keys.sessionGsi1(s.usuario_id, expira).GSI1SK,
          ":ttl": epoch(expira),
        },
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
}

/** Every session of a user (GSI1 `USUARIO#<id>` begins_with `SESION#`), expired ones included. */
export async function listUserSessionHashes(userId: string): Promise<string[]> {
  const items = await queryAll<{ PK: string }>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND begins_with(GSI1SK, :sk)",
    ExpressionAttributeValues: { ":pk": keys.userPartition(userId), ":sk": "SESION#" },
    ProjectionExpression: "PK",
  });
  return items.map((i) => i.PK.slice("SESION#".length));
}

/** Revokes every session of a user (password change, deactivation), or all but `except` (email change). */
export async function deleteUserSessions(userId: string, except?: string): Promise<number> {
  const hashes = (await listUserSessionHashes(userId)).filter((h) => h !== except);
  for (let i = 0; i < hashes.length; i += 25) {
    let requests = hashes.slice(i, i + 25).map((h) => ({ DeleteRequest: { Key: keys.session(h) } }));
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  return hashes.length;
}
