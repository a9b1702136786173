import { describe, expect, it } from "vitest";
import { starFill } from "../../../web/src/components/ui/star-fill";

describe("starFill", () => {
  it("fills a star from three quarters of a point and half of one from a quarter", () => {
    expect(starFill(5)).toEqual({ full: 5, half: false });
    expect(starFill(4.7)).toEqual({ full: 4, half: true });
    expect(starFill(4.8)).toEqual({ full: 5, half: false });
    expect(starFill(4.2)).toEqual({ full: 4, half: false });
    expect(starFill(3.25)).toEqual({ full: 3, half: true });
    expect(starFill(0.2)).toEqual({ full: 0, half: false });
  });

  it("fills the whole points, then the next star by its fraction: whole from .75, half from .25", () => {
    for (let hundredths = 0; hundredths <= 500; hundredths++) {
      const r = hundredths / 100;
      const n = Math.floor(r);
      const f = r - n;
      const expected = Math.min(5, n + (f >= 0.75 ? 1 : f >= 0.25 ? 0.5 : 0));
      const { full, half } = starFill(r);
      expect(full + (half ? 0.5 : 0)).toBeCloseTo(expected, 9);
      expect(full + (half ? 1 : 0)).toBeLessThanOrEqual(5);
    }
  });
});
