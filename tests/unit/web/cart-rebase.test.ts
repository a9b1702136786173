import { describe, expect, it } from "vitest";
import { rebaseCartChange, type CartLine } from "../../../web/src/features/cart/api/lines";

const l = (productoId: string, cantidad: number, talla = "M", color = "Negro"): CartLine => ({
  productoId,
  talla,
  color,
  cantidad,
});

describe("rebaseCartChange (a 412 on the cart: re-apply this tab's change to the current cart)", () => {
  it("keeps what the other tab added and adds what this tab added", () => {
    expect(rebaseCartChange([l("a", 1)], [l("a", 1), l("b", 1)], [l("a", 1), l("c", 2)])).toEqual([
      l("a", 1),
      l("c", 2),
      l("b", 1),
    ]);
  });

  it("moves quantities by this tab's difference, so both increments count", () => {
    expect(rebaseCartChange([l("a", 1)], [l("a", 2)], [l("a", 3)])).toEqual([l("a", 4)]);
    expect(rebaseCartChange([l("a", 3)], [l("a", 1)], [l("a", 5)])).toEqual([l("a", 3)]);
  });

  it("removes what this tab removed, keeps the other tab's removals, and adds to a line both added", () => {
    expect(rebaseCartChange([l("a", 1), l("b", 1)], [l("b", 1)], [l("a", 1), l("b", 1), l("c", 1)])).toEqual([
      l("b", 1),
      l("c", 1),
    ]);
    expect(rebaseCartChange([l("a", 1), l("b", 1)], [l("a", 2), l("b", 1)], [l("b", 1)])).toEqual([l("b", 1)]);
    expect(rebaseCartChange([], [l("a", 1)], [l("a", 2)])).toEqual([l("a", 3)]);
  });

  it("clearing empties only what this tab saw", () => {
    expect(rebaseCartChange([l("a", 1)], [], [l("a", 1), l("z", 1)])).toEqual([l("z", 1)]);
  });
});
