/**
 * Page-number window (storefront spec, shop catalogue): first page, last page and 2 pages
 * either side of the current one, with ellipses for the gaps.
 */
export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function paginationWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages <= 0) return [];
  const cur = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const from = Math.max(2, cur - radius);
  const to = Math.min(totalPages - 1, cur + radius);
  const items: PageItem[] = [1];
  if (from > 2) items.push("ellipsis-start");
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push("ellipsis-end");
  if (totalPages > 1) items.push(totalPages);
  return items;
}

export function totalPages(total: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** 'Mostrando a-b de n' bounds (1-based, inclusive); a = b = 0 when empty. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

/** Slices one page out of an in-memory list. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
