import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decimalEs } from "../../../shared/src/rules/decimal";
import { formatBs, formatRate } from "../../../shared/src/schemas/settings";

// Bs amounts and the BCV rate are written by hand (creating the first es-VE NumberFormat loads
// locale data in the checkout's first render); they must read exactly as Intl's.
const intlBs = new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlRate = new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const intlEs = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 3 });

describe("decimalEs", () => {
  it("writes a decimal comma, groups thousands and rounds half up on the shortest decimal form", () => {
    expect(decimalEs(1234.5, 2, 2, 4)).toBe("1.234,50");
    expect(decimalEs(1234.5, 2, 2, 5)).toBe("1234,50");
    expect(decimalEs(12345.678, 2, 2, 5)).toBe("12.345,68");
    expect(decimalEs(1.005, 2, 2, 4)).toBe("1,01"); // 1.005 is 1.00499… as a double; Intl rounds its shortest form
    expect(decimalEs(999.995, 2, 2, 4)).toBe("1.000,00");
    expect(decimalEs(236.4571, 2, 4, 4)).toBe("236,4571");
    expect(decimalEs(236.4, 2, 4, 4)).toBe("236,40");
    expect(decimalEs(0, 2, 2, 4)).toBe("0,00");
  });

  it("leaves to Intl what it does not write: negatives, -0, not finite, huge or exponent form", () => {
    for (const x of [-1, -0, Number.NaN, Infinity, 1e15, 1e21, 1e-7]) expect(decimalEs(x, 2, 2, 4)).toBeUndefined();
  });

  it("matches Intl es-VE for any amount in cents and any double, with 2 and with 2-4 decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (c) => decimalEs(c / 100, 2, 2, 4) === intlBs.format(c / 100)),
    );
    const double = fc.double({ min: 1e-6, max: 1e14, noNaN: true });
    fc.assert(fc.property(double, (x) => decimalEs(x, 2, 2, 4) === intlBs.format(x)));
    fc.assert(fc.property(double, (x) => decimalEs(x, 2, 4, 4) === intlRate.format(x)));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        (n) => decimalEs(n / 10_000, 2, 4, 4) === intlRate.format(n / 10_000),
      ),
    );
  });

  it("matches Intl es-ES, which groups only from five digits on", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), (x) => decimalEs(x, 1, 3, 5) === intlEs.format(x)),
    );
  });
});

describe("formatBs and formatRate", () => {
  it("prefix 'Bs.' and fall back to Intl for what decimalEs leaves", () => {
    expect(formatBs(8273.63)).toBe("Bs. 8.273,63");
    expect(formatRate(236.4571)).toBe("Bs. 236,4571");
    expect(formatBs(-1234.5)).toBe(`Bs. ${intlBs.format(-1234.5)}`);
    expect(formatRate(1e21)).toBe(`Bs. ${intlRate.format(1e21)}`);
  });
});
