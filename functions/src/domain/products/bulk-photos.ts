import type { FotoSubida } from "@tienda/shared/schemas/bulk-photos";
import { env } from "../../lib/env";
import { putBulkPhoto } from "../../data/bulk-photos";
import { verifyUploadedImage } from "../uploaded-image";

/** The bucket drops an unattached upload after a day (infra: subidas/ lifecycle). */
const STAGING_DAYS = 1;

/**
 * Records a bulk upload's original file name once the stored object is checked like every upload
 * (exists, at most 5 MB, real image type), so nothing but a real image is ever named. The key
 * stays the staging key: the product editor publishes it when a product takes it.
 */
export async function registerBulkPhoto(clave: string, nombreArchivo: string, now: Date): Promise<FotoSubida> {
  await verifyUploadedImage(env().IMAGES_BUCKET, clave, "clave");
  const expira = new Date(now.getTime() + STAGING_DAYS * 24 * 3600 * 1000).toISOString();
  await putBulkPhoto({ clave, nombre_archivo: nombreArchivo, subida: now.toISOString(), expira });
  return { clave, nombre_archivo: nombreArchivo, expira };
}
