/**
 * What a crawler or a link preview reads from a page's HTML, read the way an HTML parser does:
 * a script element ends at the first '</script', a double-quoted attribute at the first '"'. So
 * a value that broke out of its place shows up here as a wrong or extra tag.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** Every JSON-LD block, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The content of every <meta name|property="key">. */
export function metaOf(html: string, key: string): string[] {
  const re = /<meta\s+(?:name|property)="([^"]*)"\s+content="([^"]*)"\s*\/?>/gi;
  return [...html.matchAll(re)].filter((m) => m[1] === key).map((m) => decode(m[2]!));
}

export function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]!));
}

export function canonicalOf(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)">/gi)].map((m) => decode(m[1]!));
}

/** Every <img> as its attributes. */
export function imagesOf(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<img\b([^>]*)>/gi)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/\b([a-z][a-z-]*)="([^"]*)"/gi)].map((a) => [a[1]!, decode(a[2]!)])),
  );
}

/** How many <script> elements start in the HTML (an escaped value adds none). */
export const scriptCount = (html: string) => (html.match(/<script\b/gi) ?? []).length;
