/** Lower case without accents or surrounding spaces: for sort keys and search. */
export function normalizeText(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}

/** Sort key in Spanish order: accents fold into their letter, and ñ sorts after every n ('~' > 'z'). */
function spanishKey(s: string): string {
  return s.toLowerCase().replace(/ñ/g, "n~").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/**
 * Spanish alphabetical order for names, without `localeCompare(…, "es")`: the first collation in a
 * page makes the browser load ICU's Spanish rules, in the offers page's longest task on a phone
 * (docs/performance.md, "Locale data"). Equal keys fall back to the raw text, so accented
 * forms follow plain ones, as in Intl.Collator("es") (tests/unit/shared/text.test.ts checks both).
 */
export function compareSpanish(a: string, b: string): number {
  const ka = spanishKey(a);
  const kb = spanishKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a === b ? 0 : a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : a < b ? 1 : -1;
}
