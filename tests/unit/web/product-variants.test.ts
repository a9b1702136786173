import { describe, expect, it } from "vitest";
import { clampQuantity, initialColor, isColorAvailable, isSizeAvailable, stockFor } from "../../../web/src/features/product/api/variants.ts";

const product = {
  tallas: ["S", "M", "L"],
  colores: ["Blanco", "Negro"],
  stock: 7,
  variantes: [
    { talla: "S", color: "Negro", stock: 0 },
    { talla: "M", color: "Negro", stock: 4 },
    { talla: "L", color: "Blanco", stock: 3 },
  ],
};

describe("per-variant stock", () => {
  it("sums stock over the chosen size and colour", () => {
    expect(stockFor(product, "M", "Negro")).toBe(4);
    expect(stockFor(product, null, "Negro")).toBe(4);
    expect(stockFor(product, null, null)).toBe(7);
  });

  it("shows a sold-out size as unavailable for the chosen colour", () => {
    expect(isSizeAvailable(product, "S", "Negro")).toBe(false);
    expect(isSizeAvailable(product, "L", "Negro")).toBe(false);
    expect(isSizeAvailable(product, "L", "Blanco")).toBe(true);
    expect(isColorAvailable(product, "Blanco")).toBe(true);
  });

  it("prefers Negro as the initial colour when it has stock", () => {
    expect(initialColor(product)).toBe("Negro");
    expect(initialColor({ ...product, variantes: [{ talla: "L", color: "Blanco", stock: 3 }] })).toBe("Blanco");
  });

  it("bounds the quantity to 1..stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
