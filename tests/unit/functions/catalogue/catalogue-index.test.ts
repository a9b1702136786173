import { describe, expect, it } from "vitest";
import { CatalogueIndex } from "../../../../functions/src/domain/catalogue/catalogue-index";
import { ListQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { productRecord } from "../../../helpers/factories";

const q = (query: Record<string, string> = {}) => ListQuerySchema.parse(query);

const products = [
  productRecord({
    id: "p1",
    nombre: "Alfa",
    precio_cents: 1000,
    colores: ["Negro", "Rojo"],
    stock_variantes: { "M|Negro": 0, "M|Rojo": 0 },
    calificacion: 4.5,
    contador_carrito: 5,
    created_at: "2026-03-01T00:00:00Z",
  }),
  productRecord({
    id: "p2",
    nombre: "Beta",
    precio_cents: 5000,
    precio_original_cents: 10000,
    colores: ["Azul"],
    stock_variantes: { "M|Azul": 3 },
    calificacion: 3,
    contador_carrito: 300,
    categoria_id: "ropa-mujer",
    categoria_nombre: "Ropa de Mujer",
    created_at: "2026-02-01T00:00:00Z",
  }),
  productRecord({
    id: "p3",
    nombre: "Gamma",
    precio_cents: 3000,
    colores: ["Rojo"],
    tallas: ["L"],
    stock_variantes: { "L|Rojo": 8 },
    calificacion: 0,
    num_resenas: 0,
    contador_carrito: 50,
    created_at: "2026-04-01T00:00:00Z",
  }),
  productRecord({ id: "off", nombre: "Inactivo", activo: false }),
];
const index = new CatalogueIndex(products);

describe("CatalogueIndex.list", () => {
  it("never lists inactive products", () => {
    expect(index.list(q()).productos.map((p) => p.id)).not.toContain("off");
    expect(index.list(q()).total).toBe(3);
  });

  it("sorts by price ascending and descending", () => {
    expect(index.list(q({ orden: "precio" })).productos.map((p) => p.id)).toEqual(["p1", "p3", "p2"]);
    expect(index.list(q({ orden: "precio", direccion: "desc" })).productos.map((p) => p.id)).toEqual([
      "p2",
      "p3",
      "p1",
    ]);
  });

  it("accepts the storefront's sort aliases", () => {
    expect(index.list(q({ orden: "price-high" })).productos[0]!.id).toBe("p2");
    expect(index.list(q({ orden: "newest" })).productos[0]!.id).toBe("p3");
  });

  it("puts in-stock, most added products first when featured", () => {
    expect(index.list(q()).productos.map((p) => p.id)).toEqual(["p2", "p3", "p1"]);
  });

  it("filters by price range in currency units, inclusive", () => {
    expect(
      index
        .list(q({ precio_min: "30", precio_max: "50" }))
        .productos.map((p) => p.id)
        .sort(),
    ).toEqual(["p2", "p3"]);
  });

  it("filters by colour (multi-select) and in-stock", () => {
    expect(
      index
        .list(q({ color: "Rojo,Azul", en_stock: "true" }))
        .productos.map((p) => p.id)
        .sort(),
    ).toEqual(["p2", "p3"]);
  });

  it("filters by minimum rating and by discount", () => {
    expect(index.list(q({ calificacion_min: "4" })).productos.map((p) => p.id)).toEqual(["p1"]);
    expect(index.list(q({ en_oferta: "true" })).productos.map((p) => p.id)).toEqual(["p2"]);
  });

  it("counts each facet over the other filters, so sibling options stay visible", () => {
    const { facetas, total } = index.list(q({ color: "Rojo" }));
    expect(total).toBe(2);
    const colores = Object.fromEntries(facetas.colores.map((o) => [o.valor, o.cantidad]));
    expect(colores).toEqual({ Rojo: 2, Negro: 1, Azul: 1 });
    const categorias = Object.fromEntries(facetas.categorias.map((o) => [o.valor, o.cantidad]));
    expect(categorias).toEqual({ "ropa-hombre": 2 });
  });

  it("paginates with total pages", () => {
    const page2 = index.list(q({ limite: "2", pagina: "2" }));
    expect(page2.productos).toHaveLength(1);
    expect(page2.paginas).toBe(2);
    expect(page2.total).toBe(3);
  });
});

describe("ListQuerySchema", () => {
  it.each([
    [{ limite: "101" }, "limite"],
    [{ limite: "abc" }, "limite"],
    [{ pagina: "0" }, "pagina"],
    [{ orden: "bogus" }, "orden"],
    [{ direccion: "up" }, "direccion"],
    [{ en_stock: "quizas" }, "en_stock"],
    [{ calificacion_min: "6" }, "calificacion_min"],
    [{ precio_min: "100", precio_max: "10" }, "precio_min"],
  ])("rejects %o with a Spanish message on %s", (query, campo) => {
    const r = ListQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path[0]).toBe(campo);
    expect(r.error!.issues[0]!.message).toMatch(/parámetro|precio/i);
  });
});

describe("collections", () => {
  it("best sellers: in over 100 carts or rated 4.5 and up", () => {
    expect(
      index
        .list(q({ mas_vendidos: "true" }))
        .productos.map((p) => p.id)
        .sort(),
    ).toEqual(["p1", "p2"]);
  });

  it("new arrivals: created within the window", () => {
    const now = new Date("2026-04-10T00:00:00Z");
    expect(index.list(q({ dias: "30" }), now).productos.map((p) => p.id)).toEqual(["p3"]);
    expect(index.list(q({ dias: "60", orden: "nuevos" }), now).productos.map((p) => p.id)).toEqual(["p3", "p1"]);
  });
});

describe("the size filter (issue 46, item 4)", () => {
  const dress = productRecord({
    id: "vestido",
    nombre: "Vestido",
    colores: ["Rojo", "Azul"],
    tallas: ["M", "L"],
    stock_variantes: { "M|Rojo": 2, "M|Azul": 0, "L|Rojo": 0, "L|Azul": 0 },
  });
  const shirt = productRecord({
    id: "camisa",
    nombre: "Camisa",
    colores: ["Azul"],
    tallas: ["L"],
    stock_variantes: { "L|Azul": 1 },
  });
  const index = new CatalogueIndex([dress, shirt]);

  it("lists under a size only the products that have it in stock in some colour", () => {
    expect(index.list(q({ talla: "L" })).productos.map((p) => p.id)).toEqual(["camisa"]);
    expect(index.list(q({ talla: "M" })).productos.map((p) => p.id)).toEqual(["vestido"]);
  });

  it("counts each size by the products that have it in stock", () => {
    const tallas = index.list(q()).facetas.tallas;
    expect(tallas.find((t) => t.valor === "L")?.cantidad).toBe(1);
    expect(tallas.find((t) => t.valor === "M")?.cantidad).toBe(1);
  });
});
