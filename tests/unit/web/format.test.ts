import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDate, formatNumber, formatRating } from "../../../web/src/lib/format";

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

describe("formatDate", () => {
  const parts = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
  const zones = ["America/Caracas", "Europe/Madrid", "UTC", "Asia/Kolkata", "Pacific/Chatham", "Pacific/Kiritimati"];
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("writes a timestamp as the local day, like Intl es-ES, in every time zone", () => {
    for (const zone of zones) {
      process.env.TZ = zone; // Node re-reads the zone for Date and for Intl formatters made after this
      const intl = new Intl.DateTimeFormat("es-ES", parts);
      fc.assert(
        fc.property(
          fc.date({
            min: new Date("1000-01-02T00:00:00Z"),
            max: new Date("9999-12-30T00:00:00Z"),
            noInvalidDate: true,
          }),
          (d) => formatDate(d.toISOString()) === intl.format(d),
        ),
      );
    }
  });

  it("keeps a calendar day (the BCV rate's date) as that day, even where it is still the day before", () => {
    process.env.TZ = "America/Caracas";
    expect(formatDate("2026-11-23")).toBe("23/11/2026");
    expect(formatDate("2026-11-23T02:00:00Z")).toBe("22/11/2026"); // a timestamp: 22:00 in Caracas
    const intlUtc = new Intl.DateTimeFormat("es-ES", { ...parts, timeZone: "UTC" });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          return formatDate(iso) === intlUtc.format(new Date(Date.parse(iso)));
        },
      ),
    );
  });

  it("falls back to Intl outside four-digit years and returns unparseable input unchanged", () => {
    process.env.TZ = "UTC";
    expect(formatDate("0099-01-05T10:00:00Z")).toBe(
      new Intl.DateTimeFormat("es-ES", parts).format(new Date("0099-01-05T10:00:00Z")),
    );
    expect(formatDate("no es una fecha")).toBe("no es una fecha");
    expect(formatDate("")).toBe("");
  });
});
