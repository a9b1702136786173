import { describe, expect, it } from "vitest";
import { buildCsv, csvCell, CSV_BOM, unneutralizeCell } from "@tienda/shared/rules/csv";
import {
  formatCsvPrice,
  parseCsvPrice,
  PRODUCT_CSV_COLUMNS,
  productsToCsv,
  readProductCsv,
  type ProductCsvProduct,
} from "@tienda/shared/rules/product-csv";
import { decodeStatement } from "@tienda/shared/rules/statement-csv";
import { findRoute, routes, type RouteDef } from "@tienda/shared/routes";

const product = (over: Partial<ProductCsvProduct> = {}): ProductCsvProduct => ({
  id: "p001",
  nombre: "Vestido Floral",
  descripcion: 'Ligero; de algodón, con "lazo"',
  categoria: "Mujer",
  subcategoria: "Vestidos",
  estilo: "Casual",
  marca: "Tienda",
  precio_cents: 3499,
  activo: true,
  imagenes: ["img/productos/p001-aaaa1111.jpg", "img/productos/p001-bbbb2222.webp"],
  variantes: [
    { talla: "S", color: "Azul", stock: 3 },
    { talla: "M", color: "Azul", stock: 0 },
  ],
  ...over,
});

describe("the CSV writer (shared by the API and the admin's browser)", () => {
  it("writes a BOM, CRLF lines and the separator asked for, quoting either separator", () => {
    const comma = buildCsv(["a", "b"], [["x;y", "1,5"]]);
    expect(comma).toBe(`${CSV_BOM}a,b\r\n"x;y","1,5"\r\n`);
    const semi = buildCsv(["a", "b"], [["x;y", 'di "hola"']], ";");
    expect(semi).toBe(`${CSV_BOM}a;b\r\n"x;y";"di ""hola"""\r\n`);
  });

  it("neutralises formula-looking text, and the reader takes the apostrophe off again", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+58 412")).toBe("'+58 412");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("@a")).toBe("'@a");
    expect(unneutralizeCell("'=1+1")).toBe("=1+1");
    expect(unneutralizeCell("'hola")).toBe("'hola");
  });
});

describe("the products export", () => {
  it("has the columns, one row per variant, images only on the product's first row, '34,99' prices", () => {
    const csv = productsToCsv([product(), product({ id: "p002", nombre: "Blusa", imagenes: [], activo: false })]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(PRODUCT_CSV_COLUMNS.join(";"));
    expect(lines).toHaveLength(6); // header, 2 + 2 variants, and '' after the last CRLF
    expect(lines[1]).toBe(
      'p001;Vestido Floral;"Ligero; de algodón, con ""lazo""";Mujer;Vestidos;Casual;Tienda;"34,99";S;Azul;3;si;img/productos/p001-aaaa1111.jpg|img/productos/p001-bbbb2222.webp',
    );
    expect(lines[2]!.endsWith(";M;Azul;0;si;")).toBe(true);
    expect(lines[3]!.endsWith(";no;")).toBe(true);
    expect(formatCsvPrice(5)).toBe("0,05");
  });
});

describe("the products import reader", () => {
  it("round-trips an export: same products, fields and variants", () => {
    const csv = productsToCsv([product({ nombre: "=Vestido" }), product({ id: "p002", variantes: [] })]);
    const read = readProductCsv(csv);
    expect(read.errores).toEqual([]);
    expect(read.columnas).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(read.productos).toHaveLength(2);
    const [a, b] = read.productos;
    expect(a).toMatchObject({
      linea: 2,
      id: "p001",
      nombre: "=Vestido",
      descripcion: 'Ligero; de algodón, con "lazo"',
      categoria: "Mujer",
      subcategoria: "Vestidos",
      precio_cents: 3499,
      activo: true,
      imagenes: ["img/productos/p001-aaaa1111.jpg", "img/productos/p001-bbbb2222.webp"],
    });
    expect(a!.variantes).toEqual([
      { linea: 2, talla: "S", color: "Azul", stock: 3 },
      { linea: 3, talla: "M", color: "Azul", stock: 0 },
    ]);
    expect(b).toMatchObject({ id: "p002", variantes: [] });
  });

  it("reads ',' files too, with or without a BOM, and Windows-1252 bytes decoded", () => {
    const text = 'id,nombre,precio\r\np9,Camisa Ñandú,"12,50"\r\n';
    const bytes = Uint8Array.from([...text].map((c) => (c === "Ñ" ? 0xd1 : c === "ú" ? 0xfa : c.charCodeAt(0))));
    const decoded = decodeStatement(bytes);
    expect(decoded).toBe(text);
    for (const input of [decoded, CSV_BOM + decoded]) {
      const read = readProductCsv(input);
      expect(read.errores).toEqual([]);
      expect(read.productos[0]).toMatchObject({ id: "p9", nombre: "Camisa Ñandú", precio_cents: 1250 });
    }
  });

  it("keeps a product over several rows together, even apart, and groups rows without id by name", () => {
    const csv = [
      "id;nombre;talla;color;stock",
      ";Falda Plisada;S;Negro;2",
      "p1;Camisa;M;Blanco;1",
      ";falda  plisada;M;Negro;4",
      "p1;;L;Blanco;",
    ].join("\n");
    const read = readProductCsv(csv);
    expect(read.errores).toEqual([]);
    expect(read.productos.map((p) => [p.id, p.nombre, p.variantes.map((v) => `${v.talla}${v.stock}`)])).toEqual([
      ["", "Falda Plisada", ["S2", "M4"]],
      ["p1", "Camisa", ["M1", "Lnull"]],
    ]);
  });

  it("a stock-only file sets only stock (no product field is given)", () => {
    const read = readProductCsv("id;talla;color;stock\r\np001;M;Azul;7\r\n");
    expect(read.errores).toEqual([]);
    expect(read.columnas).toEqual(["id", "talla", "color", "stock"]);
    const [g] = read.productos;
    expect(g).toEqual({
      linea: 2,
      id: "p001",
      variantes: [{ linea: 2, talla: "M", color: "Azul", stock: 7 }],
      lineas: {},
    });
    expect(g!.nombre).toBeUndefined();
    expect(g!.precio_cents).toBeUndefined();
  });

  it("names the line and column of each problem", () => {
    const csv = [
      "id;nombre;precio;talla;color;stock;activo",
      "p1;Camisa;abc;M;Azul;-1;tal vez",
      "p1;Camisa;12,00;M;Azul;2;si",
      ";;;S;Rojo;1;si",
      "p2;Blusa;10;M;;1;si",
      "p3;Otra;10;M;Verde;1;si",
      "p3;Otra distinta;10;L;Verde;1;si",
    ].join("\r\n");
    const { errores } = readProductCsv(csv);
    expect(errores).toEqual([
      {
        linea: 2,
        columna: "precio",
        mensaje: "Línea 2: el precio «abc» no es válido (mayor que 0, hasta 100000, con hasta 2 decimales)",
      },
      { linea: 2, columna: "activo", mensaje: "Línea 2: «activo» debe ser «si» o «no», no «tal vez»" },
      { linea: 2, columna: "stock", mensaje: "Línea 2: el stock «-1» no es válido (un número entero desde 0)" },
      { linea: 3, columna: "talla", mensaje: "Línea 3: la variante M / Azul ya está en la línea 2" },
      { linea: 4, columna: "id", mensaje: "Línea 4: falta el id o el nombre del producto" },
      { linea: 5, columna: "color", mensaje: "Línea 5: falta la talla o el color de la variante" },
      { linea: 7, columna: "nombre", mensaje: "Línea 7: «nombre» no coincide con la línea 6 del mismo producto" },
    ]);
  });

  it("refuses unknown columns, a file with neither id nor nombre, and a quote that never closes", () => {
    expect(readProductCsv("id;precioo\r\np1;3\r\n").errores[0]).toMatchObject({ linea: 1, columna: "precioo" });
    expect(readProductCsv("precio;stock\r\n3;1\r\n").errores.map((e) => e.mensaje)).toContain(
      "Línea 1: el archivo necesita la columna «id» o la columna «nombre»",
    );
    expect(readProductCsv('id;nombre\r\np1;"Camisa\r\n').errores[0]!.mensaje).toBe("Línea 2: una comilla no se cierra");
    expect(readProductCsv("").errores[0]!.mensaje).toBe("El archivo está vacío");
  });

  it("reads prices typed the Venezuelan way or the plain way", () => {
    expect(parseCsvPrice("34,99")).toBe(3499);
    expect(parseCsvPrice("34.99")).toBe(3499);
    expect(parseCsvPrice("1.234,50")).toBe(123450);
    expect(parseCsvPrice("0")).toBeNull();
    expect(parseCsvPrice("1,234")).toBeNull();
  });
});

describe("the import route", () => {
  it("takes a 2 MB file inside JSON and has the time to write hundreds of products, under API Gateway's 30 s", () => {
    const route = findRoute("POST /api/admin/productos/importar")!;
    expect(route.maxBody).toBeGreaterThan(2 * 1024 * 1024);
    expect(route.timeoutSeconds).toBe(29);
    for (const r of routes as readonly RouteDef[]) expect(r.timeoutSeconds ?? 10, r.path).toBeLessThanOrEqual(29);
  });
});
