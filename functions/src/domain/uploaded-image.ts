import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  UPLOAD_MESSAGES,
  sniffImageType,
  type ImageType,
} from "@tienda/shared/rules/uploads";
import { readObjectStartAndSize } from "../data/objects";
import { badRequest, tooLarge } from "./errors";

/**
 * Before any upload is attached (avatar, receipt, product image): the stored object must exist,
 * be at most 5 MB and start with the magic bytes of the image type its extension names. S3's POST
 * policy already enforces size and type in AWS; emulators do not, and a client can lie about the
 * type, so this is the check that counts. Returns the sniffed type.
 */
export async function verifyUploadedImage(bucket: string, key: string, field: string): Promise<ImageType> {
  const ext = /\.(jpg|png|webp)$/.exec(key)?.[1];
  if (!ext) throw invalidImage(field);
  const head = await readObjectStartAndSize(bucket, key, 32);
  if (head === null) throw notUploaded(field);
  if (head.size > MAX_IMAGE_BYTES) throw tooLarge(UPLOAD_MESSAGES.tooLarge, { [field]: UPLOAD_MESSAGES.tooLarge });
  if (head.size < 12) throw invalidImage(field);
  const sniffed = sniffImageType(head.start);
  if (!sniffed || IMAGE_TYPES[sniffed] !== ext) throw invalidImage(field);
  return sniffed;
}

const invalidImage = (field: string) =>
  badRequest(UPLOAD_MESSAGES.invalidImage, { [field]: UPLOAD_MESSAGES.invalidImage });

/** The key names no stored object (never uploaded, or already moved). */
export const notUploaded = (field: string) =>
  badRequest(UPLOAD_MESSAGES.notUploaded, { [field]: UPLOAD_MESSAGES.notUploaded });
