/** Favourite id lists (pure: unit tests load this file). */

/** Toggle adds or removes; duplicates are ignored (spec §4 favourites). */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

export function sanitizeIds(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const r of raw) {
    const id =
      typeof r === "string"
        ? r
        : r && typeof r === "object" && typeof (r as { id?: unknown }).id === "string"
          ? (r as { id: string }).id
          : "";
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}
