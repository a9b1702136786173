/**
 * The bitset catalogue index must answer exactly what the plain per-product walk
 * answers (reference-list.ts): same page, order, totals and facets, for many
 * random filter combinations over generated catalogues built to hit the awkward
 * cases (equal prices and names, one id named two ways, accents, inactive and
 * sold-out products, search with filters, pages past the end).
 */
import { describe, expect, it } from "vitest";
import { CatalogueIndex } from "../../../../functions/src/domain/catalogue/catalogue-index";
import { ListQuerySchema, SORTS } from "@tienda/shared/schemas/catalogue-shapes";
import type { ProductRecord } from "../../../../functions/src/domain/catalogue/product-record";
import { seedProducts } from "../../../../functions/src/seed/products";
import { referenceList } from "./reference-list";

/** Small deterministic PRNG (mulberry32), so a failure always reproduces. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  const some = <T>(xs: readonly T[], max = 3): T[] => [...new Set(Array.from({ length: int(1, max) }, () => pick(xs)))];
  return { next, int, pick, some, chance: (p: number) => next() < p };
}

const NOW = new Date("2026-05-01T12:00:00.000Z");
const COLORES = ["Negro", "Blanco", "Gris", "Azul", "Rojo", "Verde", "Marrón", "Beige", "Rosa"];
const TALLAS = ["XS", "S", "M", "L", "XL", "38", "40", "42", "Única"];
const CATEGORIAS: Array<[string, string]> = [
  ["ropa-hombre", "Ropa de Hombre"],
  ["ropa-mujer", "Ropa de Mujer"],
  ["calzado", "Calzado"],
  ["accesorios", "Accesorios"],
  ["infantil", "Infantil"],
];
// Two subcategory ids share a name, so facet options can tie on count and name.
const SUBCATEGORIAS: Array<[string, string]> = [
  ["camisas", "Camisas"],
  ["camisas-nino", "Camisas"],
  ["pantalones", "Pantalones"],
  ["vestidos", "Vestidos"],
  ["zapatillas", "Zapatillas"],
  ["bolsos", "Bolsos"],
];
const ESTILOS: Array<[string, string]> = [
  ["casual", "Casual"],
  ["formal", "Formal"],
  ["fiesta", "Fiesta"],
  ["deportes", "Deportes"],
];
const MARCAS: Array<[string, string]> = [
  ["urbana", "Urbana"],
  ["nortes", "Nortes"],
  ["alba", "Alba"],
  ["zeta", "Zeta"],
  ["noa", "Ñoa"],
];
const WORDS = [
  "Camisa",
  "Pantalón",
  "Vestido",
  "Zapatilla",
  "Chaqueta",
  "Bolso",
  "Falda",
  "Oxford",
  "Floral",
  "Urbano",
  "Slim",
  "Básica",
];

function generateCatalogue(seed: number, size: number): ProductRecord[] {
  const r = rng(seed);
  return Array.from({ length: size }, (_, i) => {
    const colores = r.some(COLORES, 3);
    const tallas = r.some(TALLAS, 4);
    const stock_variantes: Record<string, number> = {};
    for (const t of tallas) for (const c of colores) stock_variantes[`${t}|${c}`] = r.chance(0.3) ? 0 : r.int(0, 20);
    const [categoria_id, categoria_nombre] = r.pick(CATEGORIAS);
    const [subcategoria_id, subcategoria_nombre] = r.pick(SUBCATEGORIAS);
    const [estilo_id, estilo_nombre] = r.pick(ESTILOS);
    const [marca_id, marca_nombre] = r.pick(MARCAS);
    // Few distinct prices, ratings and names, so sorts need their tie-breaks.
    const precio_cents = r.int(1, 40) * 250;
    const original = r.chance(0.35) ? precio_cents + r.int(0, 20) * 100 : null;
    const created = new Date(
      NOW.getTime() - r.int(0, 120) * 86_400_000 - (r.chance(0.5) ? 0 : r.int(0, 86_399) * 1000),
    );
    return {
      id: `g${seed}-${String(r.int(0, 1e6)).padStart(7, "0")}-${i}`,
      nombre: r.chance(0.2)
        ? r.pick(WORDS)
        : `${r.pick(WORDS)} ${r.pick(WORDS)}${r.chance(0.3) ? ` ${r.int(1, 9)}` : ""}`,
      descripcion: `${r.pick(WORDS)} de ${r.pick(["algodón", "lino", "cuero"])}`,
      imagenes: [`img/productos/g${i}-1.svg`],
      precio_cents,
      precio_original_cents: original,
      calificacion: r.chance(0.15) ? 0 : r.pick([1, 2, 2.5, 3, 3.5, 4, 4.2, 4.5, 4.8, 5]),
      num_resenas: r.int(0, 5),
      categoria_id,
      // Now and then a product still carries an old name of its category (as during a rename).
      categoria_nombre: r.chance(0.03) ? `${categoria_nombre} (antes)` : categoria_nombre,
      subcategoria_id,
      subcategoria_nombre,
      estilo_id,
      estilo_nombre,
      marca_id,
      marca_nombre,
      colores,
      tallas,
      stock_variantes,
      contador_carrito: r.pick([0, 5, 50, 100, 101, 150, 300, r.int(0, 500)]),
      etiquetas: r.chance(0.5) ? [r.pick(WORDS).toLowerCase()] : [],
      activo: r.chance(0.92),
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    };
  });
}

const ALIASES = [
  "featured",
  "price-low",
  "price-high",
  "name",
  "rating",
  "newest",
  "discount",
  "popularity",
  "relevance",
];
const SEARCHES = [
  "camisa",
  "pantalon",
  "camsia",
  "vestido floral",
  "oxford slim",
  "bolso cuero",
  "zzz",
  "básica",
  "urbano",
  "ca",
];

/** A random storefront query string, as the browser would send it. */
function randomQuery(r: ReturnType<typeof rng>, products: readonly ProductRecord[]): Record<string, string> {
  const values = (f: (p: ProductRecord) => string[]) => [...new Set(products.flatMap(f))];
  const q: Record<string, string> = {};
  const maybe = (key: string, p: number, make: () => string) => {
    if (r.chance(p)) q[key] = make();
  };
  maybe("categoria", 0.3, () => r.some([...values((p) => [p.categoria_id]), "no-existe"], 2).join(","));
  maybe("subcategoria", 0.15, () =>
    r
      .some(
        values((p) => [p.subcategoria_id]),
        2,
      )
      .join(","),
  );
  maybe("estilo", 0.25, () => r.some([...values((p) => [p.estilo_id]), "gimnasio"], 2).join(","));
  maybe("marca", 0.15, () =>
    r
      .some(
        values((p) => [p.marca_id]),
        2,
      )
      .join(","),
  );
  maybe("color", 0.3, () =>
    r
      .some(
        values((p) => p.colores),
        3,
      )
      .join(","),
  );
  maybe("talla", 0.25, () =>
    r
      .some(
        values((p) => p.tallas),
        2,
      )
      .join(","),
  );
  maybe("calificacion_min", 0.25, () => String(r.pick([0, 1, 2, 2.5, 3, 4, 4.5, 5])));
  maybe("en_stock", 0.25, () => r.pick(["true", "false", "1"]));
  maybe("en_oferta", 0.2, () => r.pick(["true", "false"]));
  maybe("mas_vendidos", 0.15, () => r.pick(["true", "false"]));
  maybe("dias", 0.15, () => String(r.pick([1, 7, 30, 60, 365])));
  maybe("precio_min", 0.25, () => String(r.pick([0, 5, 10, 20.5, 37.5, 60])));
  maybe("precio_max", 0.25, () => String(r.pick([10, 25, 50, 75.5, 100, 1000])));
  maybe("q", 0.25, () => r.pick(SEARCHES));
  maybe("orden", 0.8, () => (r.chance(0.3) ? r.pick(ALIASES) : r.pick(SORTS)));
  maybe("direccion", 0.4, () => r.pick(["asc", "desc"]));
  maybe("limite", 0.6, () => String(r.pick([1, 2, 5, 12, 24, 48, 100])));
  maybe("pagina", 0.5, () => String(r.pick([1, 1, 2, 3, 5, 20, 999])));
  return q;
}

function compareOn(products: ProductRecord[], seed: number, queries: number) {
  const index = new CatalogueIndex(products);
  const r = rng(seed);
  let compared = 0;
  let nonEmpty = 0;
  for (let n = 0; n < queries; n++) {
    const raw = randomQuery(r, products);
    const parsed = ListQuerySchema.safeParse(raw);
    if (!parsed.success) continue; // e.g. precio_min above precio_max: a 400 before any listing
    const got = index.list(parsed.data, NOW);
    const want = referenceList(products, parsed.data, NOW);
    const ids = (res: typeof got) => ({ ...res, productos: res.productos.map((p) => p.id) });
    expect(ids(got), JSON.stringify(raw)).toEqual(ids(want));
    compared++;
    if (got.productos.length > 0) nonEmpty++;
  }
  return { compared, nonEmpty };
}

describe("CatalogueIndex answers as the plain per-product walk", { timeout: 60_000 }, () => {
  it("on a generated catalogue, for 600 random filter combinations", () => {
    const products = generateCatalogue(7, 700);
    const { compared, nonEmpty } = compareOn(products, 11, 600);
    expect(compared).toBeGreaterThan(500);
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it("on a second generated catalogue with other seeds", () => {
    const { compared } = compareOn(generateCatalogue(2026, 300), 99, 400);
    expect(compared).toBeGreaterThan(300);
  });

  it("on the seed catalogue, for 400 random filter combinations", () => {
    const { compared, nonEmpty } = compareOn(seedProducts(NOW), 5, 400);
    expect(compared).toBeGreaterThan(300);
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it("for every sort and direction, every page of the whole catalogue", () => {
    const products = generateCatalogue(31, 250);
    const index = new CatalogueIndex(products);
    for (const orden of SORTS) {
      for (const direccion of ["asc", "desc"]) {
        for (const q of [undefined, "camisa"]) {
          for (let pagina = 1; pagina <= 6; pagina++) {
            const query = ListQuerySchema.parse({
              orden,
              direccion,
              limite: "50",
              pagina: String(pagina),
              ...(q ? { q } : {}),
            });
            const got = index.list(query, NOW).productos.map((p) => p.id);
            const want = referenceList(products, query, NOW).productos.map((p) => p.id);
            expect(got, `${orden} ${direccion} ${q ?? ""} p${pagina}`).toEqual(want);
          }
        }
      }
    }
  });

  it("on an empty catalogue", () => {
    const index = new CatalogueIndex([]);
    const query = ListQuerySchema.parse({ color: "Negro" });
    expect(index.list(query, NOW)).toEqual(referenceList([], query, NOW));
  });
});
