import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Estilo } from "@tienda/shared/schemas/catalogue";
import type { EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { getItemsByKey } from "./batch-get";
import { toCategoria, type CategoriaGuardada } from "./categories";
import { storeChangePut, type StoreChange } from "./store-activity";
import { transactWrite } from "./transact";
import { catalogueVersionBump, clearCatalogueCache } from "./catalogue-cache";

/**
 * The store's styles (casual, formal...): the home page's style grid and /categoria/{estilo}.
 * These items are the one source of the grid's tiles (GET /api/contenido/estilos fills them in).
 */

export function styleItem(e: Estilo): Record<string, unknown> {
  const orden = e.orden ?? 100;
  return {
    ...keys.style(e.id),
    ...keys.styleGsi1(orden, e.id),
    entidad: "estilo",
    v: 1,
    ...e,
    imagen: e.imagen ?? "",
    orden,
  };
}

function toEstilo(i: Record<string, unknown>): EstiloCompleto {
  return {
    id: String(i.id),
    nombre: String(i.nombre),
    descripcion: String(i.descripcion ?? ""),
    imagen: String(i.imagen ?? ""),
    orden: Number(i.orden ?? 100),
  };
}

/** Every style in the admin's order. */
export async function listStyles(): Promise<EstiloCompleto[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.stylesPartition },
  });
  return items.map(toEstilo);
}

export async function getStyle(id: string, consistent = false): Promise<EstiloCompleto | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.style(id), ConsistentRead: consistent }),
  );
  return Item ? toEstilo(Item) : null;
}

/** A category and a style in one read (a product's current structure names), as getCategory and getStyle. */
export async function getCategoryAndStyle(
  categoriaId: string,
  estiloId: string,
): Promise<[CategoriaGuardada | null, EstiloCompleto | null]> {
  const [categoria, estilo] = await getItemsByKey([keys.category(categoriaId), keys.style(estiloId)], {
    consistent: false,
  });
  return [categoria ? toCategoria(categoria) : null, estilo ? toEstilo(estilo) : null];
}

/**
 * Creates (`nuevo`: refused if the id exists) or replaces (refused if it does not) a style, with
 * its activity entry and the version bump; false when that condition did not hold.
 */
export async function putStyle(e: EstiloCompleto, nuevo: boolean, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: styleItem(e),
        ConditionExpression: nuevo ? "attribute_not_exists(PK)" : "attribute_exists(PK)",
      },
    },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  if (res.ok) clearCatalogueCache();
  return res.ok;
}

export async function deleteStyle(id: string, change: StoreChange, now: Date): Promise<boolean> {
  const res = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.style(id), ConditionExpression: "attribute_exists(PK)" } },
    catalogueVersionBump(),
    storeChangePut(change, now),
  ]);
  if (res.ok) clearCatalogueCache();
  return res.ok;
}
