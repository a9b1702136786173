import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Testimonio } from "@tienda/shared/schemas/catalogue";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";

export function contentItem(clave: string, datos: unknown): Record<string, unknown> {
  return { ...keys.content(clave), entidad: "contenido", v: 1, clave, datos };
}

export async function getContentBlock(clave: string): Promise<unknown | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.content(clave) }));
  return Item ? Item.datos : null;
}

export function testimonialItem(t: Testimonio): Record<string, unknown> {
  return { ...keys.testimonial(t.id), ...keys.testimonialGsi1(t.fechaCompra, t.id), entidad: "testimonio", v: 1, ...t };
}

export async function listTestimonials(): Promise<Testimonio[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.testimonialsPartition },
    ScanIndexForward: false,
  });
  return items.map((i) => ({
    id: String(i.id),
    nombre: String(i.nombre),
    calificacion: Number(i.calificacion),
    verificado: Boolean(i.verificado),
    ubicacion: String(i.ubicacion),
    fechaCompra: String(i.fechaCompra),
    texto: String(i.texto),
    producto: String(i.producto),
    imagen: String(i.imagen),
  }));
}
