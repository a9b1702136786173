/** Lower case without accents or surrounding spaces: for sort keys and search. */
export function normalizeText(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}
