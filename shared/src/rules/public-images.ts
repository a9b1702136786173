/**
 * The object keys the store publishes under /img/* and the type each is served with. Nothing
 * else in the images bucket is ever served: not the upload staging prefix (subidas/), not
 * another prefix, not a key with '..', an encoded slash or any escape. Used by the local server
 * (scripts/local/app-server.ts) and by the CloudFront functions of the /img/* behaviour
 * (infra/lib/site-headers.ts), so both refuse the same paths.
 *
 * Published shapes:
 * - product images: img/productos/<id>-<n>.svg from the seed (functions/src/seed/images.ts), or
 *   any id-like name with an image extension;
 * - avatars: img/avatars/<uuid>.<png|jpg|webp>, written only after the upload was checked
 *   (functions/src/domain/accounts/uploads.ts);
 * - site images of the seed: img/{hero,estilos,marcas,testimonios}/<slug>.svg.
 * - the admin's content and structure images (categories, styles, brands, blocks):
 *   img/contenido/<uuid>.<png|jpg|webp>, written only after the upload was checked
 *   (functions/src/domain/content/images.ts).
 */
export const PUBLIC_IMAGE_KEY_PATTERNS: readonly RegExp[] = [
  /^img\/productos\/[A-Za-z0-9_-]{1,120}\.(svg|png|jpg|jpeg|webp)$/,
  /^img\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/,
  /^img\/(hero|estilos|marcas|testimonios)\/[a-z0-9-]{1,60}\.svg$/,
  /^img\/contenido\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/,
];

/** The Content-Type of a published image, from its extension (never from the stored object). */
export const IMAGE_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * The type to serve a request path's object with, or null when the path is not a published
 * image key. `path` is the raw request path without the leading '/' (still percent-encoded:
 * published keys contain no character that needs escaping, so any '%' is refused).
 */
export function publicImageType(path: string): string | null {
  if (!PUBLIC_IMAGE_KEY_PATTERNS.some((re) => re.test(path))) return null;
  const ext = path.slice(path.lastIndexOf(".") + 1);
  return IMAGE_TYPE_BY_EXTENSION[ext] ?? null;
}
