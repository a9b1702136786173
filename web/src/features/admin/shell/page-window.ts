/**
 * The admin lists' page numbers: at most `size` consecutive pages (5 by default) around the
 * current one, shifted at the ends so the window stays full (pure: unit-tested).
 */
export function adminPageWindow(current: number, totalPages: number, size = 5): number[] {
  const total = Math.max(0, Math.trunc(totalPages));
  if (total === 0 || size <= 0) return [];
  const cur = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const count = Math.min(size, total);
  let start = cur - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
