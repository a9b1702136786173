import { randomUUID } from "node:crypto";
import type { Actividad } from "@tienda/shared/schemas/admin-shapes";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

/**
 * The admin activity feed's record of changes to the store's content and structure (content
 * blocks, info pages, testimonials, categories, styles, promo codes...): who did what, and when.
 * Each change writes one item in the same transaction as the change itself, so the feed never
 * names a change that did not happen. Items expire after a year (the feed shows the newest few).
 */
export interface StoreChange {
  /** What was done, a Spanish phrase that follows the author's name: 'actualizó el hero de inicio'. */
  descripcion: string;
  /** Where the admin edits it (an SPA path), or null. */
  enlace: string | null;
  /** The admin's display name. */
  por: string;
}

const KEEP_SECONDS = 365 * 24 * 3600;

/** The item to put in the change's own transaction (`{ Put: { TableName, Item } }`). */
export function storeChangeItem(change: StoreChange, now: Date): Record<string, unknown> {
  const fecha = now.toISOString();
  return {
    ...keys.storeChange(fecha, randomUUID()),
    entidad: "cambio_tienda",
    v: 1,
    fecha,
    ...change,
    ttl: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
}

/** A transaction entry that records the change. */
export function storeChangePut(change: StoreChange, now: Date) {
  return { Put: { TableName: tableName(), Item: storeChangeItem(change, now) } };
}

/** An admin's name as the feed shows it. */
export function adminDisplayName(a: { firstName: string; lastName: string }): string {
  return `${a.firstName} ${a.lastName}`.trim() || "Administrador";
}

/** The newest store changes as activity entries ('Ana Pérez actualizó el hero de inicio'). */
export async function listRecentStoreChanges(limit: number): Promise<Actividad[]> {
  // One page of the newest: the feed never needs more than `limit`.
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.storeChangesPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((i) => ({
    tipo: "tienda" as const,
    fecha: String(i.fecha),
    descripcion: `${String(i.por)} ${String(i.descripcion)}`,
    enlace: typeof i.enlace === "string" ? i.enlace : null,
  }));
}
