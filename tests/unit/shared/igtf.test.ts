import { describe, expect, it } from "vitest";
import { igtfCents, igtfOf } from "../../../shared/src/rules/igtf.ts";
import { TIPOS_PAGO_USD, TIPOS_PAGO } from "../../../shared/src/schemas/checkout.ts";

describe("igtfOf", () => {
  it("takes the percentage of the base and rounds to the cent, half up", () => {
    expect(igtfOf(10_000, 3)).toBe(300); // 3 % of $100.00
    expect(igtfOf(6_085, 3)).toBe(183); // 182.55 → 183
    expect(igtfOf(6_050, 3)).toBe(182); // 181.50 → 182 (half up)
    expect(igtfOf(6_049, 3)).toBe(181); // 181.47 → 181
    expect(igtfOf(1, 3)).toBe(0); // 0.03 of a cent
    expect(igtfOf(17, 3)).toBe(1); // 0.51 → 1
  });

  it("takes a percentage with decimals exactly (no float drift)", () => {
    expect(igtfOf(10_000, 2.5)).toBe(250);
    expect(igtfOf(3_333, 0.01)).toBe(0); // 0.3333 of a cent
    expect(igtfOf(999_999, 3)).toBe(30_000); // 29999.97 → 30000
    expect(igtfOf(12_345, 1.15)).toBe(142); // 141.9675 → 142
  });

  it("is 0 on nothing to pay or no percentage", () => {
    expect(igtfOf(0, 3)).toBe(0);
    expect(igtfOf(10_000, 0)).toBe(0);
  });
});

describe("igtfCents", () => {
  const on = { activo: true, porcentaje: 3 };
  it("applies to the dollar methods only, while the store's IGTF is on", () => {
    for (const tipo of TIPOS_PAGO) {
      const usd = (TIPOS_PAGO_USD as readonly string[]).includes(tipo);
      expect(igtfCents(tipo, on, 10_000), tipo).toBe(usd ? 300 : 0);
      expect(igtfCents(tipo, { activo: false, porcentaje: 3 }, 10_000), tipo).toBe(0);
    }
    expect(igtfCents("zelle", null, 10_000)).toBe(0);
    expect(igtfCents(undefined, on, 10_000)).toBe(0);
  });
});
