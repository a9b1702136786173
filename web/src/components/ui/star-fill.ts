/**
 * How much of each of the five stars is filled: a star is whole from three quarters of a point,
 * half from a quarter. Since the fill only falls from star to star, that is some whole stars and
 * at most one half.
 */
export function starFill(rating: number): { full: number; half: boolean } {
  let full = 0;
  let half = false;
  for (let i = 0; i < 5; i++) {
    const fill = Math.max(0, Math.min(1, rating - i));
    if (fill >= 0.75) full++;
    else if (fill >= 0.25) half = true;
  }
  return { full, half };
}
