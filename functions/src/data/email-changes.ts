import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { transactWrite } from "./transact";
import { emailGuardItem } from "./users";

type TransactItem = Parameters<typeof transactWrite>[0][number];

const ITEM_VERSION = 1;

/**
 * An account's pending sign-in email change (docs/accounts.md): the new address and the sha256 of
 * the confirmation link's token, until the link is opened or `expira` passes (then `ttl` removes
 * the item). A newer request replaces it, so only the latest link works.
 */
export interface EmailChangeRecord {
  usuario_id: string;
  email_nuevo: string;
  token_hash: string;
  creado: string;
  expira: string;
}

/** Records the pending change and its confirmation email (outbox) in one transaction. */
export async function putEmailChange(change: EmailChangeRecord, email: TransactItem): Promise<void> {
  const result = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.emailChange(change.usuario_id),
          entidad: "cambio_email",
          v: ITEM_VERSION,
          ...change,
          ttl: Math.ceil(Date.parse(change.expira) / 1000),
        },
      },
    },
    email,
  ]);
  if (!result.ok) throw new Error("Recording the email change failed");
}

export async function getEmailChange(userId: string): Promise<EmailChangeRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailChange(userId), ConsistentRead: true }),
  );
  if (!Item || typeof Item.email_nuevo !== "string" || typeof Item.token_hash !== "string") return null;
  return {
    usuario_id: userId,
    email_nuevo: Item.email_nuevo,
    token_hash: Item.token_hash,
    creado: String(Item.creado),
    expira: String(Item.expira),
  };
}

/**
 * Makes the change, all or nothing: the new address's uniqueness guard is created (only if no
 * account has it), the old one deleted, the account's email set (only if it is still the one the
 * link was asked from) and the pending change consumed (only if it is still this link), so two
 * confirmations at once change it once. "taken": another account has the address by now;
 * "stale": the link was used or replaced meanwhile, or the account's email changed.
 */
export async function applyEmailChange(
  change: EmailChangeRecord,
  emailAnterior: string,
  now: Date,
): Promise<"ok" | "taken" | "stale"> {
  const result = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: emailGuardItem(change.email_nuevo, change.usuario_id),
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.userEmail(emailAnterior),
        ConditionExpression: "usuario_id = :uid",
        ExpressionAttributeValues: { ":uid": change.usuario_id },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(change.usuario_id),
        UpdateExpression: "SET email = :nuevo, updatedAt = :now",
        ConditionExpression: "attribute_exists(PK) AND email = :anterior",
        ExpressionAttributeValues: {
          ":nuevo": change.email_nuevo,
          ":anterior": emailAnterior,
          ":now": now.toISOString(),
        },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.emailChange(change.usuario_id),
        ConditionExpression: "token_hash = :h",
        ExpressionAttributeValues: { ":h": change.token_hash },
      },
    },
  ]);
  if (result.ok) return "ok";
  return result.failed.includes(0) && result.failed.length === 1 ? "taken" : "stale";
}
