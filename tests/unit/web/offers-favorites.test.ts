import { describe, expect, it } from "vitest";
import { filterOffers, inDiscountRange } from "../../../web/src/features/offers/api/offers-view.ts";
import { filterFavorites } from "../../../web/src/features/favorites/api/favorites-view.ts";

const offer = (nombre: string, precio: number, discount: number, categoria_id = "calzado", calificacion = 4) => ({ nombre, precio, discount, categoria_id, calificacion });

describe("offers page", () => {
  it("uses inclusive discount bounds", () => {
    expect(inDiscountRange(30, "10-30")).toBe(true);
    expect(inDiscountRange(30, "30-50")).toBe(true);
    expect(inDiscountRange(9, "10-30")).toBe(false);
    expect(inDiscountRange(85, "70+")).toBe(true);
  });

  it("filters by text, category, discount and price and sorts by discount by default", () => {
    const items = [offer("Botas", 80, 20), offer("Camisa", 30, 40, "ropa-hombre"), offer("Bolso", 600, 50)];
    const all = { text: "", categoria: "all", descuento: "all" as const, precio: [0, 500] as [number, number] };
    expect(filterOffers(items, all, "discount").map((o) => o.nombre)).toEqual(["Camisa", "Botas"]);
    expect(filterOffers(items, { ...all, text: "bot" }, "discount").map((o) => o.nombre)).toEqual(["Botas"]);
    expect(filterOffers(items, { ...all, categoria: "ropa-hombre" }, "discount")).toHaveLength(1);
    expect(filterOffers(items, all, "price-asc").map((o) => o.nombre)).toEqual(["Camisa", "Botas"]);
  });
});

describe("favourites page", () => {
  const fav = (nombre: string, precio: number, precio_original: number | null, stock: number, calificacion = 4) => ({ nombre, precio, precio_original, stock, calificacion });
  const items = [fav("Zapato", 50, null, 0), fav("Árbol", 20, 30, 4, 5), fav("Camisa", 35, null, 2, 3)];

  it("keeps the saved order for 'recent' and sorts otherwise", () => {
    expect(filterFavorites(items, "", "all", "recent").map((p) => p.nombre)).toEqual(["Zapato", "Árbol", "Camisa"]);
    expect(filterFavorites(items, "", "all", "name").map((p) => p.nombre)).toEqual(["Árbol", "Camisa", "Zapato"]);
    expect(filterFavorites(items, "", "all", "price-desc")[0]!.nombre).toBe("Zapato");
  });

  it("filters by availability, sale and accent-insensitive text", () => {
    expect(filterFavorites(items, "", "available", "recent")).toHaveLength(2);
    expect(filterFavorites(items, "", "sale", "recent").map((p) => p.nombre)).toEqual(["Árbol"]);
    expect(filterFavorites(items, "arbol", "all", "recent")).toHaveLength(1);
  });
});
