import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatDate,
  formatDateTime,
  formatDateTimeParts,
  formatLongDate,
  formatNumber,
  formatOneDecimal,
  formatRating,
  formatShortDay,
  formatShortMonth,
  formatTime,
  formatUtcDay,
  LOCALE,
} from "../../../web/src/lib/format";

// The SPA writes counts, ratings and days by hand (the first Intl formatter loads locale data
// inside a phone's first render); they must read exactly as Intl's in the one locale, es-VE.
const intlNumber = new Intl.NumberFormat("es-VE");
const intlRating = new Intl.NumberFormat("es-VE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe("formatNumber", () => {
  it("groups thousands from four digits on, like es-VE", () => {
    expect(LOCALE).toBe("es-VE");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe("1.234");
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

describe("moments, one locale everywhere", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("writes date and time as es-ES does (24-hour clock), and the admin and the order page print a moment alike", async () => {
    // The formatters are made on first use and keep the zone they were made in: Caracas here.
    process.env.TZ = "America/Caracas";
    const iso = "2025-03-05T18:30:00Z";
    expect(formatDateTime(iso)).toBe("05/03/2025, 14:30");
    expect(formatDateTimeParts(iso)).toEqual({ fecha: "05/03/2025", hora: "14:30" });
    expect(formatTime(new Date(iso))).toBe("14:30");
    const intl = new Intl.DateTimeFormat("es-ES", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => formatDateTime(d.toISOString()) === intl.format(d),
      ),
    );

    const { fechaHora } = await import("../../../web/src/features/admin/dashboard/lib/format");
    const { formatFechaHora } = await import("../../../web/src/features/admin/payments/lib/format");
    const { formatDateTime: orderPageDateTime } = await import("../../../web/src/features/orders/lib/dates");
    const { describeOffer } = await import("../../../web/src/features/admin/products/lib/offer");
    expect(fechaHora(iso)).toBe("05/03/2025, 14:30");
    expect(formatFechaHora(iso)).toBe("05/03/2025, 14:30");
    expect(orderPageDateTime(iso)).toBe("05/03/2025, 14:30");
    expect(
      describeOffer({ porcentaje: 20, precio_original: 50, inicio: null, fin: iso, flash: true, estado: "activa" }),
    ).toBe("-20%, oferta flash hasta 05/03/2025, 14:30");
  });

  it("reads the API's days in UTC, where a local reading would show the day before in Caracas", () => {
    process.env.TZ = "America/Caracas";
    expect(formatUtcDay("2026-11-23")).toBe("23/11/2026");
    expect(formatUtcDay("2026-11-23T02:00:00Z")).toBe("23/11/2026");
    expect(formatDate("2026-11-23T02:00:00Z")).toBe("22/11/2026");
    expect(formatShortDay("2025-03-05")).toBe("5 mar");
    expect(formatShortDay("2025-03-05T23:59:00Z")).toBe("5 mar");
    expect(formatShortMonth("2025-09")).toBe("sept 2025");
    expect(formatShortMonth("2025-12-31")).toBe("dic 2025");
  });

  it("writes the long date capitalised, with its weekday", () => {
    expect(formatLongDate(new Date(2025, 2, 5, 12))).toBe("Miércoles, 5 de marzo de 2025");
  });

  it("returns empty or unparseable input unchanged", () => {
    for (const f of [formatDateTime, formatUtcDay, formatDate]) {
      expect(f(null)).toBe("");
      expect(f(undefined)).toBe("");
      expect(f("ayer")).toBe("ayer");
    }
    expect(formatDateTimeParts("ayer")).toEqual({ fecha: "ayer", hora: "" });
    expect(formatShortDay("ayer")).toBe("ayer");
    expect(formatShortMonth("ayer")).toBe("ayer");
  });
});

describe("formatOneDecimal", () => {
  it("matches Intl es-VE, grouping from four digits, and writes 0,0 for what is not a number", () => {
    expect(formatOneDecimal(1234.5)).toBe("1.234,5");
    expect(formatOneDecimal(12.25)).toBe("12,3");
    expect(formatOneDecimal(Number.NaN)).toBe("0,0");
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => formatOneDecimal(n) === intlRating.format(n)),
    );
  });
});
