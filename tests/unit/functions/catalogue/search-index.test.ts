import { describe, expect, it } from "vitest";
import { SearchIndex, editDistance, tokenize } from "../../../../functions/src/domain/catalogue/search-index";
import { productRecord } from "../../../helpers/factories";

const catalogue = [
  productRecord({ id: "a", nombre: "Pantalón Chino Slim", subcategoria_nombre: "Pantalones" }),
  productRecord({ id: "b", nombre: "Camisa Oxford de Algodón", subcategoria_nombre: "Camisas" }),
  productRecord({ id: "c", nombre: "Vestido Midi Floral", categoria_nombre: "Ropa de Mujer", subcategoria_nombre: "Vestidos" }),
  productRecord({ id: "d", nombre: "Camiseta Básica", subcategoria_nombre: "Camisetas", colores: ["Rojo"] }),
];
const index = new SearchIndex(catalogue);
const ids = (q: string) => index.search(q).map((h) => h.product.id);

describe("search index", () => {
  it("ignores accents and case: 'PANTALON' finds 'Pantalón'", () => {
    expect(ids("PANTALON")[0]).toBe("a");
  });

  it("tolerates a transposition typo: 'camsia' finds 'Camisa'", () => {
    expect(ids("camsia")[0]).toBe("b");
  });

  it("matches prefixes while typing: 'vest' finds the dress", () => {
    expect(ids("vest")).toEqual(["c"]);
  });

  it("requires every term when some product has them all", () => {
    expect(ids("camiseta roja")).toEqual(["d"]);
  });

  it("ranks a name match above a description-only match", () => {
    const idx = new SearchIndex([
      productRecord({ id: "desc", nombre: "Chaqueta", descripcion: "combina con cualquier camisa" }),
      productRecord({ id: "name", nombre: "Camisa Lino" }),
    ]);
    expect(idx.search("camisa").map((h) => h.product.id)).toEqual(["name", "desc"]);
  });

  it("returns nothing for a query of only stopwords or unknown words", () => {
    expect(ids("de la")).toEqual([]);
    expect(ids("zzzzqqq")).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts an adjacent transposition as one edit", () => {
    expect(editDistance("camsia", "camisa")).toBe(1);
  });
  it("counts substitutions and insertions", () => {
    expect(editDistance("pantalom", "pantalon")).toBe(1);
    expect(editDistance("zapato", "zapatos")).toBe(1);
    expect(editDistance("gato", "perro")).toBeGreaterThan(2);
  });
});

describe("tokenize", () => {
  it("drops accents, punctuation and stopwords", () => {
    expect(tokenize("Camisa Oxford de Algodón, talla M")).toEqual(["camisa", "oxford", "algodon", "talla", "m"]);
  });
});
