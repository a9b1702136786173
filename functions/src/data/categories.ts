import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Categoria } from "@tienda/shared/schemas/catalogue";
import type { CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { storeChangePut, type StoreChange } from "./store-activity";
import { transactWrite } from "./transact";
import { catalogueVersionBump, clearCatalogueCache } from "./catalogue-cache";

/** A stored category: the public shape plus the admin's fields. */
export type CategoriaGuardada = Omit<CategoriaAdmin, "productos">;

export function categoryItem(c: Categoria & { oculto?: boolean }): Record<string, unknown> {
  return {
    ...keys.category(c.id),
    ...keys.categoryGsi1(c.orden, c.id),
    entidad: "categoria",
    v: 1,
    ...c,
    descripcion: c.descripcion ?? "",
    imagen: c.imagen ?? "",
    oculto: c.oculto ?? false,
  };
}

export function toCategoria(item: Record<string, unknown>): CategoriaGuardada {
  return {
    id: String(item.id),
    nombre: String(item.nombre),
    icono: String(item.icono ?? ""),
    orden: Number(item.orden ?? 0),
    subcategorias: (item.subcategorias as Categoria["subcategorias"]) ?? [],
    descripcion: String(item.descripcion ?? ""),
    imagen: String(item.imagen ?? ""),
    oculto: item.oculto === true,
  };
}

/** Every category in the admin's order, hidden ones too. */
export async function listAllCategories(): Promise<CategoriaGuardada[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.categoriesPartition },
  });
  return items.map(toCategoria);
}

/** The storefront's categories (menus, footer, shop): the visible ones, in order. */
export async function listCategories(): Promise<Categoria[]> {
  return (await listAllCategories()).filter((c) => !c.oculto).map(({ oculto: _oculto, ...c }) => c);
}

export async function getCategory(id: string, consistent = false): Promise<CategoriaGuardada | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.category(id), ConsistentRead: consistent }),
  );
  return Item ? toCategoria(Item) : null;
}

/**
 * How many products (active or not) use a category, and how many of them each subcategory:
 * one query of the category's own GSI2 partition (products by category), projecting only the
 * subcategory, so no table scan and no product bodies.
 */
export async function countCategoryProducts(
  id: string,
): Promise<{ total: number; porSubcategoria: Map<string, number> }> {
  const porSubcategoria = new Map<string, number>();
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.categoryPartition(id) },
        ProjectionExpression: "subcategoria_id",
        ExclusiveStartKey: start,
      }),
    );
    for (const i of res.Items ?? []) {
      total++;
      const sub = String(i.subcategoria_id ?? "");
      porSubcategoria.set(sub, (porSubcategoria.get(sub) ?? 0) + 1);
    }
    start = res.LastEvaluatedKey;
  } while (start);
  return { total, porSubcategoria };
}

/** Creates a category with its activity entry and the version bump; false when the id exists. */
export async function createCategory(c: CategoriaGuardada, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Put: { TableName: tableName(), Item: categoryItem(c), ConditionExpression: "attribute_not_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  if (res.ok) clearCatalogueCache();
  return res.ok;
}

export type CategoryWriteResult = "ok" | "no-existe" | "id-en-uso";

/**
 * Replaces a category. With a new id (a slug changed on purpose) the old item goes and the new
 * one must not exist yet, in one transaction: two admins renaming at once cannot both win.
 */
export async function updateCategory(
  idAnterior: string,
  c: CategoriaGuardada,
  change: StoreChange,
  now: Date,
): Promise<CategoryWriteResult> {
  const rename = c.id !== idAnterior;
  const res = await transactWrite([
    rename
      ? {
          Delete: {
            TableName: tableName(),
            Key: keys.category(idAnterior),
            ConditionExpression: "attribute_exists(PK)",
          },
        }
      : { Put: { TableName: tableName(), Item: categoryItem(c), ConditionExpression: "attribute_exists(PK)" } },
    ...(rename
      ? [{ Put: { TableName: tableName(), Item: categoryItem(c), ConditionExpression: "attribute_not_exists(PK)" } }]
      : []),
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  if (res.ok) {
    clearCatalogueCache();
    return "ok";
  }
  return res.failed.includes(0) ? "no-existe" : "id-en-uso";
}

/** Deletes a category; false when there was none. */
export async function deleteCategory(id: string, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.category(id), ConditionExpression: "attribute_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  if (res.ok) clearCatalogueCache();
  return res.ok;
}

// Styles live in ./styles; older callers import them from here.
export { listStyles, styleItem } from "./styles";
