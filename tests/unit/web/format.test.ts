import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatNumber, formatRating } from "../../../web/src/lib/format";

// The SPA writes whole counts and one-decimal ratings by hand (creating the first es-ES Intl
// formatter costs a phone ~25 ms in the first render); they must read exactly as Intl's.
const intlNumber = new Intl.NumberFormat("es-ES");
const intlRating = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe("formatNumber", () => {
  it("groups thousands only from five digits on, like es-ES", () => {
    expect(formatNumber(1234)).toBe("1234");
    expect(formatNumber(12345)).toBe("12.345");
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber(-12345)).toBe("-12.345");
    expect(formatNumber(0)).toBe("0");
  });

  it("matches Intl for any safe integer and any fraction", () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatNumber(n) === intlNumber.format(n)));
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
        (n) => formatNumber(n) === intlNumber.format(n),
      ),
    );
  });
});

describe("formatRating", () => {
  it("writes one decimal with a comma and rounds half up on the shortest decimal form", () => {
    expect(formatRating(4)).toBe("4,0");
    expect(formatRating(4.25)).toBe("4,3");
    expect(formatRating(1.15)).toBe("1,2");
    expect(formatRating(4.96)).toBe("5,0");
    expect(formatRating(0)).toBe("Sin rating");
  });

  it("matches Intl for every rating in thousandths and for random ones", () => {
    for (let i = 1; i <= 5000; i++) expect(formatRating(i / 1000)).toBe(intlRating.format(i / 1000));
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 999.9, noNaN: true }), (r) => formatRating(r) === intlRating.format(r)),
    );
  });
});
