import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { AjustesTienda } from "@tienda/shared/schemas/settings";
import { db, tableName } from "./client";
import { keys } from "./keys";

/** The store settings item (BCV rate, payment details, deadline, goal); the admin area edits it. */
export function settingsItem(a: AjustesTienda): Record<string, unknown> {
  return { ...keys.settings(), entidad: "ajustes", v: 1, ...a };
}

export async function getSettings(): Promise<AjustesTienda | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings() }));
  if (!Item) return null;
  const { PK: _pk, SK: _sk, entidad: _e, v: _v, ...rest } = Item;
  return rest as AjustesTienda;
}
