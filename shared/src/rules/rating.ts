/**
 * A product's rating figures, derived from its visible reviews only (issue 36): the stored
 * counters are the count, the sum of stars and the count per star; everything the store shows
 * (average, 'Sin rating', the distribution's bars, the best-seller and rating filters) comes from
 * them through these functions, so every screen reads the same numbers.
 */
export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

/** Count per star, 1 to 5 (index 0 is 1 star). */
export type StarCounts = readonly [number, number, number, number, number];

/** The average to one decimal (4.25 → 4.3), or 0 when nothing is counted ('Sin rating'). */
export function averageRating(sum: number, count: number): number {
  if (!(count > 0) || !(sum > 0)) return 0;
  // Integer arithmetic first so 4.25 rounds up like the shopper expects, not down by float error.
  return Math.round((sum * 10) / count) / 10;
}

/** The exact figures a set of star values gives (tests and recounts). */
export function ratingFigures(stars: readonly number[]): { count: number; sum: number; perStar: StarCounts } {
  const perStar: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const s of stars) {
    if (!Number.isInteger(s) || s < 1 || s > 5) continue;
    perStar[s - 1]! += 1;
    sum += s;
  }
  return { count: perStar.reduce((a, b) => a + b, 0), sum, perStar };
}

export interface DistributionRow {
  estrellas: Stars;
  cantidad: number;
  /** Whole percent of the count, for the bar's width (0 when nothing is counted). */
  porcentaje: number;
}

/** The bars of the product page, 5 stars first. Percentages are rounded each on its own. */
export function ratingDistribution(perStar: readonly number[]): DistributionRow[] {
  const counts = STARS.map((s) => Math.max(0, Math.trunc(perStar[s - 1] ?? 0)));
  const total = counts.reduce((a, b) => a + b, 0);
  return [...STARS].reverse().map((s) => {
    const cantidad = counts[s - 1]!;
    return { estrellas: s, cantidad, porcentaje: total > 0 ? Math.round((cantidad * 100) / total) : 0 };
  });
}

/** "Ana P.": the first name and the initial of the last name, as a review shows its author. */
export function reviewerName(nombre: string, apellido: string): string {
  const first = nombre.trim().split(/\s+/)[0] ?? "";
  const initial = [...apellido.trim()][0];
  return [first, initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ") || "Cliente";
}
