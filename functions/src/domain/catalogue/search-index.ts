import { normalizeText } from "@tienda/shared/rules/text";
import type { ProductRecord } from "./product-record";

/**
 * Accent- and case-insensitive, typo-tolerant search over the cached catalogue.
 * An inverted index maps each distinct term to the products (and field weight)
 * where it appears; a query term is matched against the vocabulary by exact,
 * prefix or edit distance (with transpositions: 'camsia' → 'camisa'), so a
 * request costs work proportional to the vocabulary, not the catalogue.
 */
const STOPWORDS = new Set(["de", "del", "la", "el", "los", "las", "y", "con", "para", "en", "un", "una", "a", "por", "sin"]);

const FIELD_WEIGHTS = {
  nombre: 4,
  subcategoria_nombre: 3,
  categoria_nombre: 2,
  estilo_nombre: 2,
  marca_nombre: 2,
  colores: 2,
  etiquetas: 1.5,
  descripcion: 1,
} as const;

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((t) => t.length > 0 && !STOPWORDS.has(t));
}

export class SearchIndex {
  /** term → (product index → best field weight) */
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly vocabulary: string[];
  private readonly termCache = new Map<string, Array<[string, number]>>();

  constructor(private readonly products: readonly ProductRecord[]) {
    products.forEach((p, i) => {
      for (const [field, weight] of Object.entries(FIELD_WEIGHTS)) {
        const value = p[field as keyof typeof FIELD_WEIGHTS];
        const text = Array.isArray(value) ? value.join(" ") : value;
        for (const term of tokenize(text)) {
          let posting = this.postings.get(term);
          if (!posting) this.postings.set(term, (posting = new Map()));
          posting.set(i, Math.max(posting.get(i) ?? 0, weight));
        }
      }
    });
    this.vocabulary = [...this.postings.keys()];
  }

  /** Products matching every query term (best first); if none match all, those matching any. */
  search(query: string): Array<{ product: ProductRecord; score: number }> {
    return this.searchPositions(query).map(({ i, score }) => ({ product: this.products[i]!, score }));
  }

  /** As `search`, by position in the products the index was built from. */
  searchPositions(query: string): Array<{ i: number; score: number }> {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const perTerm = terms.map((t) => this.scoresFor(t));
    let hits = intersect(perTerm);
    if (hits.size === 0 && perTerm.length > 1) hits = union(perTerm);
    return [...hits.entries()]
      .map(([i, score]) => ({ i, score }))
      .sort((a, b) => b.score - a.score || this.products[a.i]!.id.localeCompare(this.products[b.i]!.id));
  }

  private scoresFor(term: string): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [vocabTerm, quality] of this.matchingTerms(term)) {
      for (const [i, weight] of this.postings.get(vocabTerm)!) {
        scores.set(i, Math.max(scores.get(i) ?? 0, weight * quality));
      }
    }
    return scores;
  }

  /** Vocabulary terms that match a query term, with a quality: exact 3, prefix 2, typo 1. */
  private matchingTerms(term: string): Array<[string, number]> {
    const cached = this.termCache.get(term);
    if (cached) return cached;
    const maxEdits = term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
    const out: Array<[string, number]> = [];
    for (const v of this.vocabulary) {
      if (v === term) out.push([v, 3]);
      else if (term.length >= 2 && v.startsWith(term)) out.push([v, 2]);
      else if (maxEdits > 0 && Math.abs(v.length - term.length) <= maxEdits && editDistance(term, v, maxEdits) <= maxEdits)
        out.push([v, 1]);
    }
    // A word the catalogue really uses is not a typo: then only exact and prefix matches count.
    const result = out.some(([, q]) => q === 3) ? out.filter(([, q]) => q > 1) : out;
    if (this.termCache.size > 5000) this.termCache.clear();
    this.termCache.set(term, result);
    return result;
  }
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), cut off above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  const n = a.length;
  const m = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return rowMin;
    prev2 = prev;
    prev = cur;
  }
  return prev[m]!;
}

function intersect(maps: Array<Map<number, number>>): Map<number, number> {
  const [first, ...rest] = [...maps].sort((x, y) => x.size - y.size);
  const out = new Map<number, number>();
  if (!first) return out;
  for (const [i, s] of first) {
    let total = s;
    let all = true;
    for (const m of rest) {
      const v = m.get(i);
      if (v === undefined) {
        all = false;
        break;
      }
      total += v;
    }
    if (all) out.set(i, total);
  }
  return out;
}

function union(maps: Array<Map<number, number>>): Map<number, number> {
  const out = new Map<number, number>();
  for (const m of maps) for (const [i, s] of m) out.set(i, (out.get(i) ?? 0) + s);
  return out;
}
