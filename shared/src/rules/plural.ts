import { groupThousands } from "./decimal";

/**
 * A count with its noun in Spanish: '1 reseña', '0 reseñas', '2 uds.', '1.234 productos' (thousands
 * grouped as es-VE writes them). The one rule for every count the store shows (SPA, server-drawn
 * pages, emails), so none reads '1 reseñas'. Only n = 1 is singular, as Spanish has it.
 */
export function plural(n: number, one: string, many: string): string {
  return `${countText(n)} ${pluralWord(n, one, many)}`;
}

/** Only the word, for a count written apart ('Solo queda 1 unidad disponible'). */
export function pluralWord(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** A whole count as es-VE writes it ('1.234'); anything else as String() has it. */
function countText(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return String(n);
  const digits = String(Math.abs(n));
  return (n < 0 ? "-" : "") + (digits.length >= 4 ? groupThousands(digits) : digits);
}
