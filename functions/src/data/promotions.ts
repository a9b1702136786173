import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

export interface PromoRecord {
  codigo: string;
  porcentaje: number;
  activo: boolean;
}

export function promoItem(p: { codigo: string; porcentaje: number }): Record<string, unknown> {
  return { ...keys.promo(p.codigo), entidad: "promo", v: 1, codigo: p.codigo, porcentaje: p.porcentaje, activo: true };
}

export async function getPromo(codigo: string): Promise<PromoRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.promo(codigo) }));
  if (!Item || Item.activo === false) return null;
  return { codigo: String(Item.codigo), porcentaje: Number(Item.porcentaje), activo: true };
}
