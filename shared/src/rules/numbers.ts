/**
 * Bounds for the numbers and dates the store keeps. DynamoDB refuses numbers smaller than 1e-130
 * in magnitude (or over 38 digits), so a value like 1e-200 that passes a plain `min(0)` reaches the
 * write and fails there as a 500; a fixed number of decimals also bounds the smallest value.
 */

/** Whether `n` is finite and has at most `places` decimals (1e-200 has 200; 0.1 + 0.2 has 17). */
export function hasAtMostDecimals(n: number, places: number): boolean {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return false;
  // toFixed writes the number rounded to `places`: it reads back as the same number only if nothing was cut.
  return Number(n.toFixed(places)) === n;
}

/** Whether `s` is a real calendar day written AAAA-MM-DD between the years 2000 and 2100. */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2026-13-45 or 2026-02-30 over into another day: the real ones read back as written.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
