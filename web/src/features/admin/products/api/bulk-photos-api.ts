import type { FotoSubida } from "@tienda/shared/schemas/bulk-photos";
import { isImageType, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@tienda/shared/rules/uploads";
import { apiCall } from "@/lib/api-client";
import { UPLOAD_FAILED_MESSAGE } from "@/lib/upload";

/**
 * 'Subir fotos' (issue 48, item 1): one photo of many, as the product editor uploads one (POST
 * /api/subidas with proposito producto, then the presigned POST straight to the bucket), but
 * through XMLHttpRequest so its progress shows; then its original file name is recorded with its
 * key (POST /api/admin/fotos), which checks the stored object like every upload.
 */

/** The checks the API makes first, said before anything is sent (null: fine). */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!isImageType(file.type)) return UPLOAD_MESSAGES.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export async function uploadBulkPhoto(file: File, onProgress: (fraction: number) => void): Promise<FotoSubida> {
  const problem = photoProblem(file);
  const tipo = file.type;
  if (problem || !isImageType(tipo)) throw new Error(problem ?? UPLOAD_MESSAGES.invalidImage);
  const subida = await apiCall("POST /api/subidas", { body: { proposito: "producto", tipo, tamano: file.size } });
  const form = new FormData();
  for (const [k, v] of Object.entries(subida.campos)) form.append(k, v);
  form.append("file", file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", subida.url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(UPLOAD_FAILED_MESSAGE)));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.send(form);
  });
  onProgress(1);
  return apiCall("POST /api/admin/fotos", { body: { clave: subida.clave, nombre_archivo: file.name } });
}
