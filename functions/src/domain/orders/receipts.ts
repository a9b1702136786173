import { randomUUID } from "node:crypto";
import { UPLOAD_MESSAGES, type ImageType } from "@tienda/shared/rules/uploads";
import type { SubidaPresignada } from "@tienda/shared/schemas/account";
import { copyObject, deleteObject, presignPrivateGet } from "../../data/objects";
import { badRequest } from "../errors";
import { notUploaded, verifyUploadedImage } from "../uploaded-image";
import { presignImageUpload } from "../accounts/uploads";

/**
 * Payment receipts live in the private receipts bucket under random keys; nothing serves them
 * but short-lived presigned GETs for the order's owner and admins.
 */
export const RECEIPT_PREFIX = "comprobantes/";
const RECEIPT_KEY = /^comprobantes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
/** Presigned GETs of a receipt expire after 5 minutes. */
export const RECEIPT_URL_SECONDS = 300;

export function presignReceiptUpload(bucket: string, tipo: ImageType, now: Date): Promise<SubidaPresignada> {
  return presignImageUpload({ bucket, prefix: RECEIPT_PREFIX, tipo, now });
}

/**
 * Reviewed copies: a prefix no upload policy ever names (uploads get `comprobantes/<uuid>.<ext>`),
 * so nobody holding a presigned POST can overwrite what the admin reviews.
 */
export const REVIEWED_RECEIPT_PREFIX = "comprobantes/revisados/";

/** The key must be one this API hands out for receipts, and the object a real image ≤ 5 MB. */
export async function verifyReceipt(bucket: string, clave: string): Promise<void> {
  if (!RECEIPT_KEY.test(clave)) throw badRequest(UPLOAD_MESSAGES.invalidImage, { clave: UPLOAD_MESSAGES.invalidImage });
  await verifyUploadedImage(bucket, clave, "clave");
}

/**
 * The receipt the order keeps: the upload is copied to a fresh key under REVIEWED_RECEIPT_PREFIX
 * and the *copy* is checked (a real image ≤ 5 MB), so what was checked is what the admin reviews.
 * The upload's presigned POST stays valid for minutes; replacing that object afterwards changes
 * nothing the order points to. Returns the copy's key; on a failed check the copy is removed.
 */
export async function copyReceiptForReview(bucket: string, clave: string): Promise<string> {
  const m = RECEIPT_KEY.exec(clave);
  if (!m) throw badRequest(UPLOAD_MESSAGES.invalidImage, { clave: UPLOAD_MESSAGES.invalidImage });
  const copia = `${REVIEWED_RECEIPT_PREFIX}${randomUUID()}.${m[1]}`;
  if (!(await copyObject(bucket, clave, copia))) throw notUploaded("clave");
  try {
    await verifyUploadedImage(bucket, copia, "clave");
  } catch (err) {
    await discardReceiptCopy(bucket, copia);
    throw err;
  }
  return copia;
}

/** A copy no order ended up keeping (the attach was refused). */
export async function discardReceiptCopy(bucket: string, copia: string): Promise<void> {
  // Best effort: an orphan copy is never served and costs only storage.
  await deleteObject(bucket, copia).catch(() => undefined);
}

export async function presignReceiptGet(
  bucket: string,
  clave: string,
  now: Date,
): Promise<{ url: string; expira: string }> {
  const url = await presignPrivateGet({
    bucket,
    key: clave,
    contentType: contentTypeOf(clave),
    expiresSeconds: RECEIPT_URL_SECONDS,
  });
  return { url, expira: new Date(now.getTime() + RECEIPT_URL_SECONDS * 1000).toISOString() };
}

function contentTypeOf(clave: string): string {
  if (clave.endsWith(".png")) return "image/png";
  if (clave.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}
