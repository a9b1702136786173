import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  sniffImageType,
  type ImageType,
} from "@tienda/shared/rules/uploads";
import { badRequest, HttpError } from "./errors";
import { s3 } from "./s3";

/**
 * Before any upload is attached (avatar, receipt, product image): the stored object must exist,
 * be at most 5 MB and start with the magic bytes of the image type its extension names. S3's POST
 * policy already enforces size and type in AWS; emulators do not, and a client can lie about the
 * type, so this is the check that counts. Returns the sniffed type.
 */
export async function verifyUploadedImage(bucket: string, key: string, field: string): Promise<ImageType> {
  const ext = /\.(jpg|png|webp)$/.exec(key)?.[1];
  if (!ext) throw invalidImage(field);
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404) {
      throw badRequest(UPLOAD_MESSAGES.notUploaded, { [field]: UPLOAD_MESSAGES.notUploaded });
    }
    throw err;
  }
  if (size > MAX_IMAGE_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, { [field]: UPLOAD_MESSAGES.tooLarge });
  if (size < 12) throw invalidImage(field);
  const obj = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: "bytes=0-31" }));
  const head = obj.Body ? (await obj.Body.transformToByteArray()).slice(0, 32) : new Uint8Array();
  const sniffed = sniffImageType(head);
  if (!sniffed || IMAGE_TYPES[sniffed] !== ext) throw invalidImage(field);
  return sniffed;
}

const invalidImage = (field: string) =>
  badRequest(UPLOAD_MESSAGES.invalidImage, { [field]: UPLOAD_MESSAGES.invalidImage });
