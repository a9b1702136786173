import { describe, expect, it } from "vitest";
import { structureNames, withCurrentNames } from "../../../functions/src/domain/catalogue/current-names";
import type { ProductRecord } from "../../../functions/src/domain/catalogue/product-record";

const stored = {
  id: "p1",
  categoria_id: "camisas",
  categoria_nombre: "Camisas",
  subcategoria_id: "lino",
  subcategoria_nombre: "Lino",
  estilo_id: "casual",
  estilo_nombre: "Casual",
} as ProductRecord;

describe("withCurrentNames", () => {
  it("shows the structure's current names of the product's category, subcategory and style", () => {
    const names = structureNames(
      [{ id: "camisas", nombre: "Camisas y Blusas", subcategorias: [{ id: "lino", nombre: "De lino" }] }],
      [{ id: "casual", nombre: "Diario" }],
    );
    expect(withCurrentNames(stored, names)).toMatchObject({
      categoria_nombre: "Camisas y Blusas",
      subcategoria_nombre: "De lino",
      estilo_nombre: "Diario",
    });
  });

  it("keeps the stored names of ids the structure does not have, and the same object when nothing changed", () => {
    expect(withCurrentNames(stored, structureNames([], []))).toBe(stored);
    const same = structureNames(
      [{ id: "camisas", nombre: "Camisas", subcategorias: [{ id: "lino", nombre: "Lino" }] }],
      [{ id: "casual", nombre: "Casual" }],
    );
    expect(withCurrentNames(stored, same)).toBe(stored);
    const otherSub = structureNames([{ id: "camisas", nombre: "Camisas", subcategorias: [] }], []);
    expect(withCurrentNames(stored, otherSub).subcategoria_nombre).toBe("Lino");
  });
});
