import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  catalogueSearchParams,
  countActiveFilters,
  parseCatalogueParams,
  withFilters,
  withSort,
} from "../../../web/src/features/catalogue/api/catalogue-url.ts";

describe("catalogue URL state", () => {
  it("round-trips filters, sort and page through the URL", () => {
    const sp = new URLSearchParams("color=Negro,Azul&talla=M&precio_min=20&precio_max=120&valoracion=4&stock=1&orden=price-low&pagina=3");
    const state = parseCatalogueParams(sp, "featured");
    expect(state.filters.colores).toEqual(["Negro", "Azul"]);
    expect(state.filters.precio).toEqual([20, 120]);
    expect(state.filters.valoracionMinima).toBe(4);
    expect(state.filters.enStock).toBe(true);
    expect(state.pagina).toBe(3);
    expect(catalogueSearchParams(state, "featured").toString()).toBe(sp.toString().replace("%2C", "%2C"));
  });

  it("clamps the price range to 0–500 and leaves defaults out of the URL", () => {
    const state = parseCatalogueParams(new URLSearchParams("precio_min=-5&precio_max=9999&pagina=abc"), "featured");
    expect(state.filters.precio).toEqual([0, 500]);
    expect(state.pagina).toBe(1);
    expect(catalogueSearchParams(state, "featured").toString()).toBe("");
  });

  it("reads the style tiles' category parameter as the subcategory", () => {
    expect(parseCatalogueParams(new URLSearchParams("category=trajes"), "featured").filters.subcategoria).toBe("trajes");
  });

  it("resets the page to 1 when filters or sorting change", () => {
    const state = parseCatalogueParams(new URLSearchParams("pagina=4"), "featured");
    expect(withFilters(state, { ...EMPTY_FILTERS, tallas: ["S"] }).pagina).toBe(1);
    expect(withSort(state, "name").pagina).toBe(1);
  });

  it("counts active filters", () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, colores: ["Rojo", "Azul"], precio: [0, 300], enStock: true })).toBe(4);
  });
});
