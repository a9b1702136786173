import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Categoria, Estilo } from "@tienda/shared/schemas/catalogue";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { conditional } from "./transact";

export function categoryItem(c: Categoria): Record<string, unknown> {
  return { ...keys.category(c.id), ...keys.categoryGsi1(c.orden, c.id), entidad: "categoria", v: 1, ...c };
}

export function styleItem(e: Estilo): Record<string, unknown> {
  return { ...keys.style(e.id), ...keys.styleGsi1(e.id), entidad: "estilo", v: 1, ...e };
}

function toCategoria(item: Record<string, unknown>): Categoria {
  return {
    id: String(item.id),
    nombre: String(item.nombre),
    icono: String(item.icono ?? ""),
    orden: Number(item.orden ?? 0),
    subcategorias: (item.subcategorias as Categoria["subcategorias"]) ?? [],
  };
}

export async function listCategories(): Promise<Categoria[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.categoriesPartition },
  });
  return items.map(toCategoria);
}

export async function getCategory(id: string): Promise<Categoria | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.category(id) }));
  return Item ? toCategoria(Item) : null;
}

/** Writes a category; false when it already exists (create) or does not exist (update). */
export function putCategory(c: Categoria, mustExist: boolean): Promise<boolean> {
  return conditional(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: categoryItem(c),
        ConditionExpression: mustExist ? "attribute_exists(PK)" : "attribute_not_exists(PK)",
      }),
    ),
  );
}

/** Deletes a category; false when there was none. */
export function deleteCategory(id: string): Promise<boolean> {
  return conditional(() =>
    db().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.category(id), ConditionExpression: "attribute_exists(PK)" }),
    ),
  );
}

export async function listStyles(): Promise<Estilo[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.stylesPartition },
  });
  return items.map((i) => ({ id: String(i.id), nombre: String(i.nombre), descripcion: String(i.descripcion ?? "") }));
}
