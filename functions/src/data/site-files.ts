import { GetObjectCommand } from "@aws-sdk/client-s3";
import { s3 } from "../lib/s3";

/**
 * The built SPA's HTML files from the site bucket (WEB_BUCKET), for the page renderer. A warm
 * container keeps each file and asks S3 again at most every REVALIDATE_MS, with the copy's ETag
 * (an unchanged file answers 304, no body), so a deploy's new index.html, whose hashed file names
 * replace the old ones, is in use within seconds.
 */
const REVALIDATE_MS = 5_000;

const copies = new Map<string, { etag: string | undefined; text: string | null; checkedAt: number }>();

function isStatus(err: unknown, ...statuses: number[]): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status !== undefined && statuses.includes(status);
}

/** A file of the site bucket as text; null when it does not exist. */
export async function readSiteFile(bucket: string, key: string, now = Date.now()): Promise<string | null> {
  const cacheKey = `${bucket}/${key}`;
  const copy = copies.get(cacheKey);
  if (copy && now - copy.checkedAt < REVALIDATE_MS) return copy.text;
  try {
    const res = await s3().send(
      new GetObjectCommand({ Bucket: bucket, Key: key, ...(copy?.etag ? { IfNoneMatch: copy.etag } : {}) }),
    );
    const text = (await res.Body?.transformToString("utf8")) ?? "";
    copies.set(cacheKey, { etag: res.ETag, text, checkedAt: now });
    return text;
  } catch (err) {
    if (copy && isStatus(err, 304)) {
      copy.checkedAt = now;
      return copy.text;
    }
    // Missing (404; 403 where the role may not list the bucket): remembered as missing for a while too.
    if ((err as Error).name === "NoSuchKey" || isStatus(err, 403, 404)) {
      copies.set(cacheKey, { etag: undefined, text: null, checkedAt: now });
      return null;
    }
    throw err;
  }
}

/** Tests start from an empty cache. */
export function clearSiteFiles(): void {
  copies.clear();
}
