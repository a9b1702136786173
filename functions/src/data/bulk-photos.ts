import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";

/**
 * Photos uploaded in bulk (docs/bulk-photos.md): the
 * original file name of a checked product upload, with its staging key, for as long as the bucket
 * keeps an unattached upload (a day). A later upload of the same name replaces it.
 */
export interface BulkPhoto {
  clave: string;
  nombre_archivo: string;
  subida: string;
  expira: string;
}

export async function putBulkPhoto(p: BulkPhoto): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.bulkPhoto(p.nombre_archivo),
        entidad: "foto_subida",
        v: 1,
        ...p,
        ttl: Math.ceil(Date.parse(p.expira) / 1000),
      },
    }),
  );
}

/** The upload recorded under a file name (case-insensitive), or null (none, or past its day). */
export async function getBulkPhotoByName(nombreArchivo: string, now: Date): Promise<BulkPhoto | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.bulkPhoto(nombreArchivo.trim()), ConsistentRead: true }),
  );
  if (!Item || Date.parse(String(Item.expira)) <= now.getTime()) return null;
  return {
    clave: String(Item.clave),
    nombre_archivo: String(Item.nombre_archivo),
    subida: String(Item.subida),
    expira: String(Item.expira),
  };
}
