import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareSpanish, normalizeText } from "../../../shared/src/rules/text.ts";

const collator = new Intl.Collator("es");
const sign = (n: number) => Math.sign(n);
/** Names as the catalogue has them: Spanish letters, accents, ñ, digits and spaces. */
const name = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzáéíóúüñ0123456789 ".split("")), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join("").trim())
  .filter((s) => s.length > 0 && !/\s\s/.test(s));
const capitalised = name.map((s) => s[0]!.toUpperCase() + s.slice(1));

describe("compareSpanish", () => {
  it("orders names as Intl.Collator('es') does", () => {
    fc.assert(
      fc.property(fc.oneof(name, capitalised), fc.oneof(name, capitalised), (a, b) => {
        expect(sign(compareSpanish(a, b))).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 3000 },
    );
  });

  it("puts ñ after n and accented letters with their plain letter", () => {
    const names = ["Pantalón", "Ñandú", "Camisa", "niño", "Nube", "Oso", "Árbol", "azul", "Zapato"];
    expect([...names].sort(compareSpanish)).toEqual([...names].sort(collator.compare));
    expect([...names].sort(compareSpanish)).toEqual(["Árbol", "azul", "Camisa", "niño", "Nube", "Ñandú", "Oso", "Pantalón", "Zapato"]);
  });

  it("is a consistent order (antisymmetric, zero only for equal text)", () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        // Summed, not negated: -sign(0) is -0, which toBe (Object.is) tells from 0 when a === b.
        expect(sign(compareSpanish(a, b)) + sign(compareSpanish(b, a))).toBe(0);
        expect(compareSpanish(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe("normalizeText", () => {
  it("folds case, accents and surrounding space", () => {
    expect(normalizeText("  Pantalón Ñ ")).toBe("pantalon n");
  });
});
