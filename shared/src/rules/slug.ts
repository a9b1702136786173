import { normalizeText } from "./text";

/**
 * The slug of a category, subcategory or style: the segment of its storefront URL
 * (/tienda/{categoria}, /categoria/{estilo}) and its id in the table. Lower-case letters, digits
 * and single hyphens between them, at most SLUG_MAX characters; a slug changes only when the admin
 * changes it on purpose (renaming keeps it).
 */
export const SLUG_MAX = 40;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "El id solo puede tener minúsculas, números y guiones";
export const SLUG_LENGTH_MESSAGE = `El id no puede superar ${SLUG_MAX} caracteres`;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/**
 * The slug the admin's form proposes for a new name: accents folded ('Baño' → 'bano'), ñ as n,
 * every run of other characters one hyphen, none at the ends, cut at SLUG_MAX without a trailing
 * hyphen. '' when the name has no letter or digit.
 */
export function slugify(nombre: string): string {
  const words = normalizeText(nombre)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let out = "";
  for (const w of words) {
    const next = out ? `${out}-${w}` : w;
    if (next.length > SLUG_MAX) return out || w.slice(0, SLUG_MAX);
    out = next;
  }
  return out;
}
