import { GetObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { UPLOAD_MESSAGES, type ImageType } from "@tienda/shared/rules/uploads";
import type { SubidaPresignada } from "@tienda/shared/schemas/account";
import { badRequest } from "../../lib/errors";
import { s3 } from "../../lib/s3";
import { verifyUploadedImage } from "../../lib/uploaded-image";
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

/** The key must be one this API hands out for receipts, and the object a real image ≤ 5 MB. */
export async function verifyReceipt(bucket: string, clave: string): Promise<void> {
  if (!RECEIPT_KEY.test(clave)) throw badRequest(UPLOAD_MESSAGES.invalidImage, { clave: UPLOAD_MESSAGES.invalidImage });
  await verifyUploadedImage(bucket, clave, "clave");
}

export async function presignReceiptGet(
  bucket: string,
  clave: string,
  now: Date,
): Promise<{ url: string; expira: string }> {
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: clave,
      ResponseContentType: contentTypeOf(clave),
      ResponseContentDisposition: "inline",
      ResponseCacheControl: "private, no-store",
    }),
    { expiresIn: RECEIPT_URL_SECONDS },
  );
  return { url, expira: new Date(now.getTime() + RECEIPT_URL_SECONDS * 1000).toISOString() };
}

function contentTypeOf(clave: string): string {
  if (clave.endsWith(".png")) return "image/png";
  if (clave.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}
