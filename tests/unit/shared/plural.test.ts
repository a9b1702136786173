import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "../../../shared/src/rules/plural";
import { moreProductsLabel } from "../../../web/src/features/checkout/lib/summary";
import { counterName } from "../../../shared/src/rules/badges";

describe("plural: a count with its noun", () => {
  it.each([
    [1, "reseña", "reseñas", "1 reseña"],
    [2, "reseña", "reseñas", "2 reseñas"],
    [0, "reseña", "reseñas", "0 reseñas"],
    [1, "producto", "productos", "1 producto"],
    [1, "ud.", "uds.", "1 ud."],
    [12, "ud.", "uds.", "12 uds."],
    [1234, "producto", "productos", "1.234 productos"],
    [1, "opinión", "opiniones", "1 opinión"],
  ])("%i %s → %j", (n, one, many, text) => {
    expect(plural(n, one, many)).toBe(text);
  });

  it("gives the word alone for a count written apart", () => {
    expect(pluralWord(1, "disponible", "disponibles")).toBe("disponible");
    expect(pluralWord(3, "disponible", "disponibles")).toBe("disponibles");
  });

  it("is the rule of the texts built on it", () => {
    expect(moreProductsLabel(1)).toBe("+1 producto más");
    expect(moreProductsLabel(4)).toBe("+4 productos más");
    expect(counterName("Carrito", 1)).toBe("Carrito, 1 artículo");
  });
});
