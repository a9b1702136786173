/**
 * Escaping for the rendered pages. Product names and descriptions are written by admins and may
 * hold anything ('</script>', quotes, '&'); each place they go into the HTML has its own escape.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no
 * '</script>' or '<!--' in a value can end the script early, and U+2028/U+2029 escaped too
 * (valid in JSON, line breaks to some JavaScript parsers). JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Escaping for sitemap XML text (URLs hold '&' in their query strings). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `text` without the characters of `chars` at its end (a loop: no regular expression to backtrack). */
export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** Collapses whitespace (line breaks of a description become spaces in a meta tag). */
export function plainText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A description for a meta tag: at most `max` characters, cut at the last space before the limit
 * (never inside a word) with an ellipsis; a single word longer than the limit is cut at it.
 */
export function cutDescription(text: string, max = 160): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${trimEnd(cut, " ,.;:–-")}…`;
}
