import { BulkPhotoSchema } from "@tienda/shared/schemas/bulk-photos";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { registerBulkPhoto } from "../../domain/products/bulk-photos";

/** 'Subir fotos': records an uploaded photo's original file name with its key, once checked (admin). */
export const handler = endpoint("POST /api/admin/fotos", async ({ body }) => {
  const { clave, nombre_archivo } = parseInput(BulkPhotoSchema, body ?? {});
  return { status: 201, body: await registerBulkPhoto(clave, nombre_archivo, new Date()) };
});
