import { describe, expect, it } from "vitest";
import { approxBsText } from "../../../shared/src/rules/bs-price.ts";

describe("approxBsText", () => {
  it("writes the dollar price in bolívares at the rate, es-VE style", () => {
    expect(approxBsText(42.5, 235.8824)).toBe("≈ Bs 10.025,00"); // 4250 × 235.8824 = 1002500.2 cents
    expect(approxBsText(1, 36.5)).toBe("≈ Bs 36,50");
    expect(approxBsText(19.99, 236.4582)).toBe("≈ Bs 4.726,80"); // 472679.94 → 472680
    expect(approxBsText(0, 236.4582)).toBe("≈ Bs 0,00");
  });

  it("says nothing without a rate", () => {
    expect(approxBsText(10, 0)).toBeNull();
    expect(approxBsText(10, Number.NaN)).toBeNull();
  });
});
