import { describe, expect, it } from "vitest";
import { truncate, truncateBannerLink, truncateBannerText } from "../../../shared/src/rules/truncate.ts";

describe("truncate", () => {
  it("keeps short text", () => {
    expect(truncate("hola", 10)).toBe("hola");
  });

  it("cuts long text and adds an ellipsis", () => {
    expect(truncate("abcdefghij", 5, 3)).toBe("abc...");
  });
});

describe("banner truncation on small screens", () => {
  it("cuts text over 30 characters to 25 plus ellipsis", () => {
    const text = "Regístrate y obtén 20% de descuento en tu primera compra.";
    expect(truncateBannerText(text)).toBe("Regístrate y obtén 20% de...");
    expect(truncateBannerText("x".repeat(30))).toBe("x".repeat(30));
  });

  it("cuts link text over 15 characters to 12 plus ellipsis", () => {
    expect(truncateBannerLink("Regístrate ahora mismo")).toBe("Regístrate a...");
    expect(truncateBannerLink("Regístrate")).toBe("Regístrate");
  });
});
