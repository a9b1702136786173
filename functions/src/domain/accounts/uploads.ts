import { randomUUID } from "node:crypto";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type ImageType } from "@tienda/shared/rules/uploads";
import type { SubidaPresignada } from "@tienda/shared/schemas/account";
import { presignPost, publishObject } from "../../data/objects";
import { badRequest, tooLarge as tooLargeError } from "../errors";
import { notUploaded, verifyUploadedImage } from "../uploaded-image";

/**
 * Uploads land under a private staging prefix that CloudFront does not serve
 * (it serves only img/*), namespaced by user; only after the checks below is the
 * object copied to its public key under img/avatars/. Staging objects expire
 * by a bucket lifecycle rule.
 */
export const STAGING_PREFIX = "subidas/";
export const avatarStagingPrefix = (userId: string) => `${STAGING_PREFIX}avatars/${userId}/`;
const PUBLIC_AVATAR_PREFIX = "img/avatars/";
/** Presigned POSTs are valid for 5 minutes. */
export const UPLOAD_EXPIRES_SECONDS = 300;

export const tooLarge = () => tooLargeError(UPLOAD_MESSAGES.tooLarge, { imagen: UPLOAD_MESSAGES.tooLarge });
export const invalidImage = () => badRequest(UPLOAD_MESSAGES.invalidImage, { imagen: UPLOAD_MESSAGES.invalidImage });

/**
 * A presigned POST for one image: random key under `prefix`, exact Content-Type, size between
 * 1 byte and 5 MB (enforced by S3's POST policy; emulators do not, so attaching re-checks).
 */
export async function presignImageUpload(opts: {
  bucket: string;
  prefix: string;
  tipo: ImageType;
  now: Date;
}): Promise<SubidaPresignada> {
  const clave = `${opts.prefix}${randomUUID()}.${IMAGE_TYPES[opts.tipo]}`;
  const { url, fields } = await presignPost({
    bucket: opts.bucket,
    key: clave,
    contentType: opts.tipo,
    maxBytes: MAX_IMAGE_BYTES,
    expiresSeconds: UPLOAD_EXPIRES_SECONDS,
  });
  return {
    url,
    campos: fields,
    clave,
    expira: new Date(opts.now.getTime() + UPLOAD_EXPIRES_SECONDS * 1000).toISOString(),
  };
}

const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/**
 * Before an uploaded avatar is attached: the key must be one this API handed out to this user
 * for avatars, and the stored object must exist, be at most 5 MB, and start with the magic bytes
 * of the image type its extension names. Then it is published under img/avatars/ and the staging
 * copy removed. Returns the public path ('/img/avatars/...').
 */
export async function publishAvatarUpload(bucket: string, userId: string, clave: string): Promise<string> {
  const prefix = avatarStagingPrefix(userId);
  const m = clave.startsWith(prefix) ? UPLOAD_NAME.exec(clave.slice(prefix.length)) : null;
  if (!m) throw invalidImage();
  const sniffed = await verifyUploadedImage(bucket, clave, "avatar");
  const publicKey = `${PUBLIC_AVATAR_PREFIX}${m[1]}.${m[2]}`;
  if (!(await publishObject(bucket, clave, publicKey, sniffed))) throw notUploaded("imagen");
  return `/${publicKey}`;
}
