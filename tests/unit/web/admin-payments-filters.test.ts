import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_FILTERS,
  activePreset,
  hasActiveFilters,
  isIsoDay,
  parsePaymentParams,
  parseSortOption,
  paymentSearchParams,
  paymentsApiQuery,
  presetRange,
  rangeError,
  toggleSort,
  withFilters,
} from "../../../web/src/features/admin/payments/lib/filters.ts";

describe("admin payments URL state", () => {
  it("round-trips every filter through the URL", () => {
    const sp = new URLSearchParams(
      "q=ana&estado_pago=pendiente_verificacion&tipo_pago=pago_movil&desde=2025-01-01&hasta=2025-01-31&orden=monto&direccion=asc&pagina=3&limite=50",
    );
    const f = parsePaymentParams(sp);
    expect(f).toEqual({
      q: "ana",
      estado_pago: "pendiente_verificacion",
      tipo_pago: "pago_movil",
      desde: "2025-01-01",
      hasta: "2025-01-31",
      orden: "monto",
      direccion: "asc",
      pagina: 3,
      limite: 50,
    });
    expect(paymentSearchParams(f).toString()).toBe(sp.toString());
  });

  it("drops unknown or malformed values and leaves defaults out of the URL", () => {
    const f = parsePaymentParams(
      new URLSearchParams(
        "estado_pago=pagado&tipo_pago=bitcoin&desde=2025-02-30&hasta=ayer&orden=precio&direccion=up&pagina=-2&limite=20&q=%20%20",
      ),
    );
    expect(f).toEqual(DEFAULT_PAYMENT_FILTERS);
    expect(paymentSearchParams(f).toString()).toBe("");
    expect(parsePaymentParams(new URLSearchParams("pagina=2.5")).pagina).toBe(1);
    expect(parsePaymentParams(new URLSearchParams("pagina=10001")).pagina).toBe(1);
    expect(parsePaymentParams(new URLSearchParams(`q=${"x".repeat(150)}`)).q).toHaveLength(100);
  });

  it("goes back to page 1 when anything but the page changes", () => {
    const f = { ...DEFAULT_PAYMENT_FILTERS, pagina: 4 };
    expect(withFilters(f, { estado_pago: "rechazado" }).pagina).toBe(1);
    expect(withFilters(f, { limite: 100 }).pagina).toBe(1);
    expect(withFilters(f, { q: "maria" }).pagina).toBe(1);
    expect(withFilters(f, { orden: "cliente", direccion: "asc" }).pagina).toBe(1);
    expect(withFilters(f, { pagina: 5 }).pagina).toBe(5);
    // Setting a value it already has is no change.
    expect(withFilters(f, { estado_pago: "" }).pagina).toBe(4);
  });

  it("builds the API query: filters only when set, sort and page always (one cache key per filter set)", () => {
    expect(paymentsApiQuery(DEFAULT_PAYMENT_FILTERS)).toEqual({
      orden: "fecha",
      direccion: "desc",
      pagina: 1,
      limite: 15,
    });
    const f = { ...DEFAULT_PAYMENT_FILTERS, q: "T-1", tipo_pago: "pago_ubi" as const, desde: "2025-03-01" };
    expect(paymentsApiQuery(f, { pagina: 2, limite: 100 })).toEqual({
      q: "T-1",
      tipo_pago: "pago_ubi",
      desde: "2025-03-01",
      orden: "fecha",
      direccion: "desc",
      pagina: 2,
      limite: 100,
    });
  });

  it("refuses a range that ends before it starts, with the server's message", () => {
    expect(rangeError({ desde: "2025-02-01", hasta: "2025-01-31" })).toBe(
      "La fecha inicial no puede ser posterior a la final",
    );
    expect(rangeError({ desde: "2025-01-31", hasta: "2025-01-31" })).toBeNull();
    expect(rangeError({ desde: "2025-01-31", hasta: "" })).toBeNull();
  });

  it("flips the sort on the same header and starts a new column at its natural direction", () => {
    const f = DEFAULT_PAYMENT_FILTERS;
    expect(toggleSort(f, "fecha")).toEqual({ orden: "fecha", direccion: "asc" });
    expect(toggleSort({ ...f, direccion: "asc" }, "fecha")).toEqual({ orden: "fecha", direccion: "desc" });
    expect(toggleSort(f, "cliente")).toEqual({ orden: "cliente", direccion: "asc" });
    expect(toggleSort(f, "monto")).toEqual({ orden: "monto", direccion: "desc" });
    expect(parseSortOption("monto:asc")).toEqual({ orden: "monto", direccion: "asc" });
    expect(parseSortOption("precio:asc")).toBeNull();
    expect(parseSortOption("fecha:up")).toBeNull();
  });

  it("computes the date presets in UTC days, both ends included", () => {
    const today = new Date("2025-03-10T23:30:00Z");
    expect(presetRange("7d", today)).toEqual({ desde: "2025-03-04", hasta: "2025-03-10" });
    expect(presetRange("30d", today)).toEqual({ desde: "2025-02-09", hasta: "2025-03-10" });
    expect(presetRange("90d", today)).toEqual({ desde: "2024-12-11", hasta: "2025-03-10" });
    expect(presetRange("12m", today)).toEqual({ desde: "2024-03-11", hasta: "2025-03-10" });
    expect(activePreset(presetRange("30d", today), today)).toBe("30d");
    expect(activePreset({ desde: "", hasta: "" }, today)).toBe("90d");
    expect(activePreset({ desde: "2025-01-01", hasta: "2025-03-10" }, today)).toBeNull();
  });

  it("knows when anything narrows the list", () => {
    expect(hasActiveFilters(DEFAULT_PAYMENT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PAYMENT_FILTERS, orden: "monto", pagina: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PAYMENT_FILTERS, hasta: "2025-01-01" })).toBe(true);
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2025-02-29")).toBe(false);
  });
});
