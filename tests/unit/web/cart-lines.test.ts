import { describe, expect, it } from "vitest";
import {
  addLine,
  countItems,
  lineKey,
  removeLine,
  sanitizeLines,
  setLineQuantity,
  type CartLine,
} from "../../../web/src/features/cart/api/lines.ts";
import { sanitizeIds, toggleId } from "../../../web/src/features/favorites/api/ids.ts";

const line = (over: Partial<CartLine> = {}): CartLine => ({ productoId: "p001", talla: "M", color: "Negro", cantidad: 1, ...over });

describe("cart lines", () => {
  it("adds a new line per product + size + colour", () => {
    const lines = addLine(addLine([], line()), line({ talla: "L" }));
    expect(lines).toHaveLength(2);
    expect(countItems(lines)).toBe(2);
  });

  it("raises the quantity of an existing line, bounded by stock", () => {
    let lines = addLine([], line({ cantidad: 2 }));
    lines = addLine(lines, line({ cantidad: 5 }), 4);
    expect(lines).toEqual([line({ cantidad: 4 })]);
  });

  it("removes a line when its quantity drops to 0 or below", () => {
    const lines = [line(), line({ productoId: "p002" })];
    expect(setLineQuantity(lines, lineKey(line()), 0)).toEqual([line({ productoId: "p002" })]);
    expect(setLineQuantity(lines, lineKey(line()), 3, 2)[0]!.cantidad).toBe(2);
    expect(removeLine(lines, lineKey(line({ productoId: "p002" })))).toEqual([line()]);
  });

  it("keeps only well-formed stored lines and merges duplicates", () => {
    const raw = [line(), line({ cantidad: 2 }), { productoId: "", cantidad: 1 }, { id: "p009", quantity: 3 }, "x", null, line({ cantidad: -1 })];
    expect(sanitizeLines(raw)).toEqual([line({ cantidad: 3 }), { productoId: "p009", talla: "M", color: "Negro", cantidad: 3 }]);
    expect(sanitizeLines("nope")).toEqual([]);
  });
});

describe("favourite ids", () => {
  it("toggles and ignores duplicates", () => {
    expect(toggleId(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleId(["a", "b"], "a")).toEqual(["b"]);
    expect(sanitizeIds(["a", "a", { id: "b" }, 3])).toEqual(["a", "b"]);
  });
});
