import { describe, expect, it } from "vitest";
import { pageRange, paginate, paginationWindow, totalPages } from "../../../shared/src/rules/pagination.ts";

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
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
});
