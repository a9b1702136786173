import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Estilo } from "@tienda/shared/schemas/catalogue";
import { db, tableName } from "./client";
import { keys } from "./keys";

export async function getStyle(id: string): Promise<Estilo | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.style(id) }));
  if (!Item) return null;
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _s, entidad: _e, v: _v, ...estilo } = Item;
  return estilo as Estilo;
}
