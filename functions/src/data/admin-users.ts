import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Role } from "@tienda/shared/schemas/account";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { transactWrite } from "./transact";
import type { UserRecord } from "../domain/accounts/user-record";

/**
 * Accounts as the admin manages them. The store must never lose its last active admin, even when
 * admins demote each other at once: removing an active admin is one transaction that also checks
 * that another admin is still active. Transactions are serialisable, so whichever commits last
 * sees the other's change and fails.
 */

/** Every account (Query GSI1 `USUARIOS`, newest first): the users page filters and pages them. */
export async function listAllUsers(): Promise<UserRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.usersPartition },
    ScanIndexForward: false,
  });
  return items as unknown as UserRecord[];
}

export type RoleChangeOutcome = "ok" | "changed" | "last_admin";

const activeAdmin = (u: Pick<UserRecord, "role" | "isActive">) => u.role === "admin" && u.isActive;

/** Sets role and/or activation, conditional on the user still being as read (no lost update). */
export async function changeRoleOrStatus(
  user: UserRecord,
  changes: { role?: Role; isActive?: boolean },
  now: Date,
  /** Where the other admins are found (tests pass a store with only their own admins). */
  listUsers: () => Promise<UserRecord[]> = listAllUsers,
): Promise<RoleChangeOutcome> {
  const role = changes.role ?? user.role;
  const isActive = changes.isActive ?? user.isActive;
  const removesAdmin = activeAdmin(user) && !activeAdmin({ role, isActive });
  const update = {
    Update: {
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: "SET #role = :role, isActive = :active, updatedAt = :now",
      ConditionExpression: "#role = :oldRole AND isActive = :oldActive",
      ExpressionAttributeNames: { "#role": "role" },
      ExpressionAttributeValues: {
        ":role": role,
        ":active": isActive,
        ":now": now.toISOString(),
        ":oldRole": user.role,
        ":oldActive": user.isActive,
      },
    },
  };
  if (!removesAdmin) {
    const result = await transactWrite([update]);
    return result.ok ? "ok" : "changed";
  }
  // Another active admin must remain; if the one we check changes meanwhile, look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const other = (await listUsers()).find((u) => u.id !== user.id && activeAdmin(u));
    if (!other) return "last_admin";
    const result = await transactWrite([
      update,
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.user(other.id),
          ConditionExpression: "#role = :admin AND isActive = :si",
          ExpressionAttributeNames: { "#role": "role" },
          ExpressionAttributeValues: { ":admin": "admin", ":si": true },
        },
      },
    ]);
    if (result.ok) return "ok";
    if (result.failed.includes(0)) return "changed";
  }
  return "last_admin";
}

/** The newest accounts (GSI1 `USUARIOS` is sorted by creation date). */
export async function listNewestUsers(limit: number): Promise<UserRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.usersPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []) as unknown as UserRecord[];
}

/**
 * The address of the store's first admin (the oldest active admin account): where the owner's
 * notices go until the settings name another. Reads the users' GSI1 partition oldest first and
 * stops at the first admin, which on a store set up with create-admin is the first account.
 */
export async function firstAdminEmail(): Promise<string | null> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        FilterExpression: "#role = :admin AND isActive = :si",
        ExpressionAttributeNames: { "#role": "role" },
        ExpressionAttributeValues: { ":pk": keys.usersPartition, ":admin": "admin", ":si": true },
        ProjectionExpression: "email",
        ScanIndexForward: true,
        ExclusiveStartKey,
      }),
    );
    const first = page.Items?.[0];
    if (first && typeof first.email === "string") return first.email;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return null;
}
