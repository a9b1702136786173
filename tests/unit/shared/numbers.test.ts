import { describe, expect, it } from "vitest";
import { hasAtMostDecimals, isCalendarDay } from "@tienda/shared/rules/numbers";

describe("hasAtMostDecimals", () => {
  it("takes numbers written with up to the given decimals", () => {
    expect(hasAtMostDecimals(236.4571, 4)).toBe(true);
    expect(hasAtMostDecimals(24.99, 2)).toBe(true);
    expect(hasAtMostDecimals(15000, 2)).toBe(true);
    expect(hasAtMostDecimals(0, 2)).toBe(true);
    expect(hasAtMostDecimals(999_999.9999, 4)).toBe(true);
  });

  it("refuses more decimals, values below the smallest step, and what is not finite", () => {
    expect(hasAtMostDecimals(1e-200, 4)).toBe(false);
    expect(hasAtMostDecimals(0.00001, 4)).toBe(false);
    expect(hasAtMostDecimals(1.005, 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
    expect(hasAtMostDecimals(1e300, 2)).toBe(false);
  });
});

describe("isCalendarDay", () => {
  it("takes real days, leap days included", () => {
    expect(isCalendarDay("2026-01-15")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2000-02-29")).toBe(true);
  });

  it("refuses days that roll over, other formats and years out of range", () => {
    for (const s of ["2026-13-45", "2026-02-30", "2025-02-29", "2100-02-29", "2026-00-10", "2026-04-31"]) {
      expect(isCalendarDay(s)).toBe(false);
    }
    for (const s of ["26-01-15", "2026-1-15", "2026-01-15T00:00:00Z", "", "0000-01-01", "2101-01-01"]) {
      expect(isCalendarDay(s)).toBe(false);
    }
  });
});
