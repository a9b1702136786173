import { STAGED_IMAGE } from "@tienda/shared/schemas/content-shapes";
import { env } from "../../lib/env";
import { publishObject } from "../../data/objects";
import { notUploaded, verifyUploadedImage } from "../uploaded-image";

/** Where the store's content images are published (served like every /img/ path). */
const PUBLISHED_PREFIX = "img/contenido/";

/** The fields of blocks and testimonials that hold an image. */
const IMAGE_FIELDS = new Set(["imagen", "logotipo"]);

/**
 * Checks (size, magic bytes) and publishes a fresh upload (POST /api/subidas, admin purpose
 * 'producto', which waits in the never-served staging prefix); returns its public path. A path
 * already under /img/ is kept as it is.
 */
export async function publishContentImage(value: string, field: string): Promise<string> {
  if (!STAGED_IMAGE.test(value)) return value;
  const bucket = env().IMAGES_BUCKET;
  const type = await verifyUploadedImage(bucket, value, field);
  const published = `${PUBLISHED_PREFIX}${value.slice(value.lastIndexOf("/") + 1)}`;
  if (!(await publishObject(bucket, value, published, type))) throw notUploaded(field);
  return `/${published}`;
}

/** A copy of a validated block with every staged image published (errors name the field's path). */
export async function publishImagesIn<T>(value: T, path = ""): Promise<T> {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(await publishImagesIn(value[i], `${path}${path ? "." : ""}${i}`));
    return out as T;
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const at = `${path}${path ? "." : ""}${k}`;
      out[k] =
        IMAGE_FIELDS.has(k) && typeof v === "string" ? await publishContentImage(v, at) : await publishImagesIn(v, at);
    }
    return out as T;
  }
  return value;
}
