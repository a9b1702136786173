import { describe, expect, it } from "vitest";
import { counterLabel, counterName, isNewProduct, productBadges } from "../../../shared/src/rules/badges.ts";

const now = new Date("2026-03-10T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const product = (over: Partial<{ created_at: string; stock: number; contador_carrito: number }> = {}) => ({
  created_at: daysAgo(30),
  stock: 50,
  contador_carrito: 0,
  ...over,
});

describe("productBadges", () => {
  it("shows no badge for an ordinary product", () => {
    expect(productBadges(product(), now)).toEqual([]);
  });

  it("marks products created within 7 days as Nuevo", () => {
    expect(productBadges(product({ created_at: daysAgo(6) }), now).map((b) => b.label)).toEqual(["Nuevo"]);
    expect(isNewProduct(daysAgo(7), now)).toBe(true);
    expect(isNewProduct(daysAgo(8), now)).toBe(false);
  });

  it("shows Últimos n for stock 1 to 9 and Agotado for 0", () => {
    expect(productBadges(product({ stock: 9 }), now).map((b) => b.label)).toEqual(["Últimos 9"]);
    expect(productBadges(product({ stock: 1 }), now).map((b) => b.label)).toEqual(["Últimos 1"]);
    expect(productBadges(product({ stock: 10 }), now)).toEqual([]);
    expect(productBadges(product({ stock: 0 }), now).map((b) => b.label)).toEqual(["Agotado"]);
  });

  it("marks Producto popular above 100 cart adds", () => {
    expect(productBadges(product({ contador_carrito: 100 }), now)).toEqual([]);
    expect(productBadges(product({ contador_carrito: 101 }), now).map((b) => b.kind)).toEqual(["popular"]);
  });
});

describe("counterLabel", () => {
  it("caps at 99+", () => {
    expect(counterLabel(0)).toBe("");
    expect(counterLabel(7)).toBe("7");
    expect(counterLabel(99)).toBe("99");
    expect(counterLabel(100)).toBe("99+");
  });
});

describe("counterName", () => {
  it("puts the badge's visible text in the button's name as a word of its own", () => {
    expect(counterName("Carrito", 0)).toBe("Carrito");
    expect(counterName("Carrito", 1)).toBe("Carrito, 1 artículo");
    expect(counterName("Favoritos", 3)).toBe("Favoritos, 3 artículos");
    expect(counterName("Carrito", 250)).toBe("Carrito, más de 99 artículos");
    for (const n of [1, 9, 42, 99, 100, 1000]) {
      const words = counterName("Carrito", n).split(/[\s,]+/);
      expect(words).toContain(counterLabel(n).replace("+", ""));
    }
  });
});
