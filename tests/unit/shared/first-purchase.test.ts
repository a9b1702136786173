import { describe, expect, it } from "vitest";
import { chooseDiscount, firstPurchasePercent } from "../../../shared/src/rules/pricing";

/** The first-purchase discount is the store's setting, not a rule of the code (issue 46, item 1). */
describe("firstPurchasePercent", () => {
  it("gives nothing on a store that never set it or turned it off", () => {
    expect(firstPurchasePercent(undefined, true)).toBe(0);
    expect(firstPurchasePercent(null, true)).toBe(0);
    expect(firstPurchasePercent({ activo: false, porcentaje: 20 }, true)).toBe(0);
  });

  it("gives the store's percentage to a buyer who qualifies, and nothing to one who does not", () => {
    expect(firstPurchasePercent({ activo: true, porcentaje: 15 }, true)).toBe(15);
    expect(firstPurchasePercent({ activo: true, porcentaje: 15 }, false)).toBe(0);
  });

  it("never gives a nonsensical percentage", () => {
    expect(firstPurchasePercent({ activo: true, porcentaje: 0 }, true)).toBe(0);
    expect(firstPurchasePercent({ activo: true, porcentaje: -5 }, true)).toBe(0);
    expect(firstPurchasePercent({ activo: true, porcentaje: 150 }, true)).toBe(0);
  });
});

describe("chooseDiscount with the store's percentage", () => {
  it("applies the first-purchase percentage only when it is above the code's", () => {
    expect(chooseDiscount({ codigo: "VERANO", porcentaje: 10 }, 15)).toEqual({ tipo: "primera_compra", porcentaje: 15 });
    expect(chooseDiscount({ codigo: "VERANO", porcentaje: 10 }, 0)).toEqual({
      tipo: "promocion",
      codigo: "VERANO",
      porcentaje: 10,
    });
    expect(chooseDiscount(null, 0)).toBeNull();
  });
});
