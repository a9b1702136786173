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

/** Where one page of a list lies, with the page numbers every paged API answer carries. */
export interface PageBounds {
  total: number;
  pagina: number;
  limite: number;
  /** At least 1: an empty list still has its (empty) page 1. */
  paginas: number;
  /** The page's items are positions [start, end) of the list. */
  start: number;
  end: number;
}

/**
 * The one page arithmetic of the store: page `pagina` (from 1) of `limite` items in a list of
 * `total`. Handlers and domain code that page a list use this or paginate(), so every list counts
 * its pages the same way. A page past the end is empty (start = end = total).
 */
export function pageBounds(total: number, pagina: number, limite: number): PageBounds {
  const size = Math.max(1, Math.trunc(limite));
  const page = Math.max(1, Math.trunc(pagina));
  const count = Math.max(0, Math.trunc(total));
  const start = Math.min(count, (page - 1) * size);
  return {
    total: count,
    pagina: page,
    limite: size,
    paginas: Math.max(1, Math.ceil(count / size)),
    start,
    end: Math.min(count, start + size),
  };
}

/** One page of an in-memory list (`items`) with its page numbers. */
export function paginate<T>(
  list: readonly T[],
  pagina: number,
  limite: number,
): { items: T[]; total: number; pagina: number; limite: number; paginas: number } {
  const { start, end, ...numbers } = pageBounds(list.length, pagina, limite);
  return { items: list.slice(start, end), ...numbers };
}
