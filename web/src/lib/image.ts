/** Neutral placeholder shown while an image fails (spec: image errors fall back to a placeholder). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="#f1f1f1"/><path d="M110 120l40-20 40 20 30 40-25 15-15-15v140h-60V160l-15 15-25-15z" fill="#d4d4d4"/></svg>',
  );

/** Relative image paths are served from the same origin; absolute http URLs are used as they are. */
export function resolveImage(src: string | null | undefined): string {
  if (!src) return PLACEHOLDER_IMAGE;
  if (/^(https?:|data:|blob:)/.test(src)) return src;
  return src.startsWith("/") ? src : `/${src}`;
}
