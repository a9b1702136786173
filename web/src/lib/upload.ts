import type { UploadPurpose } from "@tienda/shared/schemas/account";
import type { ImageType } from "@tienda/shared/rules/uploads";
import { apiCall } from "./api-client";

export const UPLOAD_FAILED_MESSAGE = "No se pudo subir la imagen. Inténtalo de nuevo";

/**
 * Presigned image upload (avatars, product images, payment receipts): asks POST /api/subidas for
 * a presigned POST, then posts the file straight to the bucket as multipart form-data, every
 * `campos` entry first and the file last as `file`. Returns the object key (`clave`) that the
 * API attaches afterwards. The API checks the declared type and size, and the stored object again
 * on attach.
 */
export async function uploadImage(file: File, proposito: UploadPurpose): Promise<string> {
  // The browser's word for the type; any other than the accepted ones is refused by the API in Spanish.
  const tipo = file.type as ImageType;
  const subida = await apiCall("POST /api/subidas", { body: { proposito, tipo, tamano: file.size } });
  const form = new FormData();
  for (const [k, v] of Object.entries(subida.campos)) form.append(k, v);
  form.append("file", file);
  const res = await fetch(subida.url, { method: "POST", body: form });
  if (!res.ok) throw new Error(UPLOAD_FAILED_MESSAGE);
  return subida.clave;
}
