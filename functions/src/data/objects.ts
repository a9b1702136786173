import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { s3 } from "../lib/s3";

/**
 * The bucket operations the domain needs (images and receipts), as small functions: the domain
 * decides which keys are allowed and what gets published; only this module speaks S3.
 */

/** S3 and emulators name a missing object differently. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

/** The object's size in bytes, or null when it does not exist. */
export async function objectSize(bucket: string, key: string): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** A byte range the object cannot serve: it is empty (S3 answers 416 InvalidRange). */
function rangeRefused(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "InvalidRange" || e.$metadata?.httpStatusCode === 416;
}

/**
 * The object's size and first `bytes` bytes in one GET (the size from Content-Range), or null
 * when it does not exist: one wait on the bucket instead of a HEAD and a GET. An empty object has
 * no byte range to read, so a refused range asks its size.
 */
export async function readObjectStartAndSize(
  bucket: string,
  key: string,
  bytes: number,
): Promise<{ size: number; start: Uint8Array } | null> {
  try {
    const obj = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    const body = obj.Body ? await obj.Body.transformToByteArray() : new Uint8Array();
    const total = /\/(\d+)$/.exec(obj.ContentRange ?? "")?.[1];
    // No Content-Range: the whole object came back, so its length is its size.
    return { size: total !== undefined ? Number(total) : body.length, start: body.slice(0, bytes) };
  } catch (err) {
    if (isMissing(err)) return null;
    if (!rangeRefused(err)) throw err;
    const size = await objectSize(bucket, key);
    return size === null ? null : { size, start: new Uint8Array() };
  }
}

/**
 * Copies `from` to `to` in the same bucket; with `contentType` the copy gets that type (and no
 * metadata of the upload). Returns false when `from` does not exist.
 */
export async function copyObject(bucket: string, from: string, to: string, contentType?: string): Promise<boolean> {
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from}`,
        ...(contentType ? { ContentType: contentType, MetadataDirective: "REPLACE" } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (isMissing(err)) return false;
    throw err;
  }
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Writes a small object the server itself produced (e.g. an imported bank statement). */
export async function putObject(bucket: string, key: string, body: string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

/**
 * Moves a checked upload to its public key with the sniffed type, then removes the upload.
 * Returns false when the upload is gone.
 */
export async function publishObject(bucket: string, from: string, to: string, contentType: string): Promise<boolean> {
  if (!(await copyObject(bucket, from, to, contentType))) return false;
  await deleteObject(bucket, from);
  return true;
}

/** A presigned POST for exactly one key, one Content-Type and a size range (the bucket enforces both). */
export async function presignPost(opts: {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3(), {
    Bucket: opts.bucket,
    Key: opts.key,
    Conditions: [
      ["content-length-range", 1, opts.maxBytes],
      ["eq", "$Content-Type", opts.contentType],
    ],
    Fields: { "Content-Type": opts.contentType },
    Expires: opts.expiresSeconds,
  });
}

/** A presigned GET that shows the object inline, with the given type, never cached. */
export function presignPrivateGet(opts: {
  bucket: string;
  key: string;
  contentType: string;
  expiresSeconds: number;
}): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: opts.bucket,
      Key: opts.key,
      ResponseContentType: opts.contentType,
      ResponseContentDisposition: "inline",
      ResponseCacheControl: "private, no-store",
    }),
    { expiresIn: opts.expiresSeconds },
  );
}
