import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageBounds, pageRange, paginate, paginationWindow, totalPages } from "../../../shared/src/rules/pagination.ts";

describe("paginationWindow", () => {
  it("lists every page when there are few", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last and 2 pages either side with ellipses", () => {
    expect(paginationWindow(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
  });

  it("omits the ellipsis next to the edges", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, "ellipsis-end", 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis-end", 10]);
    expect(paginationWindow(10, 10)).toEqual([1, "ellipsis-start", 8, 9, 10]);
  });

  it("clamps out-of-range pages and handles no pages", () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe("page helpers", () => {
  it("counts pages and bounds", () => {
    expect(totalPages(25, 12)).toBe(3);
    expect(totalPages(0, 12)).toBe(0);
    expect(pageRange(3, 12, 25)).toEqual({ from: 25, to: 25 });
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("pageBounds and paginate: the one page arithmetic", () => {
  it("counts pages as the API answers them, with page 1 even for an empty list", () => {
    expect(pageBounds(25, 1, 12)).toEqual({ total: 25, pagina: 1, limite: 12, paginas: 3, start: 0, end: 12 });
    expect(pageBounds(25, 3, 12)).toEqual({ total: 25, pagina: 3, limite: 12, paginas: 3, start: 24, end: 25 });
    expect(pageBounds(24, 2, 12)).toMatchObject({ paginas: 2, start: 12, end: 24 });
    expect(pageBounds(0, 1, 20)).toEqual({ total: 0, pagina: 1, limite: 20, paginas: 1, start: 0, end: 0 });
  });

  it("gives an empty page past the end and clamps what no validated query sends", () => {
    expect(pageBounds(5, 9, 2)).toMatchObject({ pagina: 9, paginas: 3, start: 5, end: 5 });
    expect(pageBounds(5, 0, 2)).toMatchObject({ pagina: 1, start: 0, end: 2 });
    expect(pageBounds(5, 1, 0)).toMatchObject({ limite: 1, paginas: 5, start: 0, end: 1 });
  });

  it("slices the page's items and carries the same numbers", () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], total: 5, pagina: 2, limite: 2, paginas: 3 });
    expect(paginate([1, 2, 3, 4, 5], 3, 2).items).toEqual([5]);
    expect(paginate([], 1, 10)).toEqual({ items: [], total: 0, pagina: 1, limite: 10, paginas: 1 });
  });

  it("covers every item exactly once over the pages it counts", () => {
    fc.assert(
      fc.property(fc.nat(300), fc.integer({ min: 1, max: 50 }), (total, limite) => {
        const list = Array.from({ length: total }, (_, i) => i);
        const { paginas } = pageBounds(total, 1, limite);
        const seen = Array.from({ length: paginas }, (_, i) => paginate(list, i + 1, limite).items).flat();
        return (
          JSON.stringify(seen) === JSON.stringify(list) &&
          paginate(list, paginas + 1, limite).items.length === 0 &&
          (total === 0 || paginate(list, paginas, limite).items.length > 0)
        );
      }),
    );
  });
});
