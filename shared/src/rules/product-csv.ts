import { buildCsv, CSV_BOM, unneutralizeCell, type CsvCell } from "./csv";
import { parseDecimalInput } from "./number-input";
import { hasAtMostDecimals } from "./numbers";
import { detectSeparator, headerKey, splitCsv } from "./statement-csv";
import { normalizeText } from "./text";

/**
 * The catalogue as a spreadsheet (issue 48): one row per variant, product fields repeated on each
 * row (so the admin can sort and filter in Excel) except the images, on the product's first row.
 * Written `;`-separated with a BOM and CRLF for Excel in Spanish; read with `;` or `,` through the
 * statement importer's tokenizer (one linear pass, the same quoting rules). Pure: the API writes
 * and reads it, the tests round-trip it.
 */

export const PRODUCT_CSV_COLUMNS = [
  "id",
  "nombre",
  "descripcion",
  "categoria",
  "subcategoria",
  "estilo",
  "marca",
  "precio",
  "talla",
  "color",
  "stock",
  "activo",
  "imagenes",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest file the importer takes (its text). */
export const PRODUCT_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Rows one import may hold: 500 products of 10 variants each, with room. */
export const PRODUCT_CSV_MAX_ROWS = 10_000;
/** Separates image keys in the `imagenes` cell. */
export const IMAGE_SEPARATOR = "|";

/** One product as exported: names of its category, style and brand, the price the admin edits. */
export interface ProductCsvProduct {
  id: string;
  nombre: string;
  descripcion: string;
  categoria: string;
  subcategoria: string;
  estilo: string;
  marca: string;
  /** The price without an offer (what the editors and PATCH take). */
  precio_cents: number;
  activo: boolean;
  imagenes: readonly string[];
  variantes: ReadonlyArray<{ talla: string; color: string; stock: number }>;
}

/** '34,99': the decimal comma Excel in Spanish reads as a number. */
export function formatCsvPrice(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** The export's text: BOM, `;`, CRLF, the header of PRODUCT_CSV_COLUMNS and one row per variant. */
export function productsToCsv(products: readonly ProductCsvProduct[]): string {
  const rows: CsvCell[][] = [];
  for (const p of products) {
    const variants = p.variantes.length ? p.variantes : [{ talla: "", color: "", stock: null }];
    variants.forEach((v, i) => {
      rows.push([
        p.id,
        p.nombre,
        p.descripcion,
        p.categoria,
        p.subcategoria,
        p.estilo,
        p.marca,
        formatCsvPrice(p.precio_cents),
        v.talla,
        v.color,
        v.stock,
        p.activo ? "si" : "no",
        i === 0 ? p.imagenes.join(IMAGE_SEPARATOR) : "",
      ]);
    });
  }
  return buildCsv(PRODUCT_CSV_COLUMNS, rows, ";");
}

export const PRODUCT_CSV_MESSAGES = {
  empty: "El archivo está vacío",
  tooLarge: "El archivo supera 2 MB; divídelo en archivos más pequeños",
  tooManyRows: `El archivo tiene más de ${PRODUCT_CSV_MAX_ROWS} filas; divídelo en archivos más pequeños`,
  unclosedQuote: (linea: number) => `Línea ${linea}: una comilla no se cierra`,
  unknownColumn: (nombre: string) =>
    `Línea 1: la columna «${nombre}» no se conoce (usa ${PRODUCT_CSV_COLUMNS.join(", ")})`,
  repeatedColumn: (nombre: string) => `Línea 1: la columna «${nombre}» está repetida`,
  noKey: "Línea 1: el archivo necesita la columna «id» o la columna «nombre»",
  variantColumns: "Línea 1: las columnas «talla» y «color» van juntas (y «stock» las necesita)",
  noProduct: (linea: number) => `Línea ${linea}: falta el id o el nombre del producto`,
  mismatch: (linea: number, columna: string, primera: number) =>
    `Línea ${linea}: «${columna}» no coincide con la línea ${primera} del mismo producto`,
  missingVariant: (linea: number) => `Línea ${linea}: falta la talla o el color de la variante`,
  repeatedVariant: (linea: number, talla: string, color: string, primera: number) =>
    `Línea ${linea}: la variante ${talla} / ${color} ya está en la línea ${primera}`,
  badVariantText: (linea: number, columna: string) =>
    `Línea ${linea}: la ${columna} debe tener de 1 a 40 caracteres y sin «|»`,
  badPrice: (linea: number, v: string) =>
    `Línea ${linea}: el precio «${v}» no es válido (mayor que 0, hasta 100000, con hasta 2 decimales)`,
  badStock: (linea: number, v: string) => `Línea ${linea}: el stock «${v}» no es válido (un número entero desde 0)`,
  badActive: (linea: number, v: string) => `Línea ${linea}: «activo» debe ser «si» o «no», no «${v}»`,
  tooLong: (linea: number, columna: string, max: number) => `Línea ${linea}: «${columna}» pasa de ${max} caracteres`,
  tooManyImages: (linea: number, max: number) => `Línea ${linea}: un producto lleva hasta ${max} imágenes`,
} as const;

/** A problem of the file, with the line the admin sees (1 is the header) and the column when one. */
export interface ProductCsvError {
  linea: number;
  columna: string | null;
  mensaje: string;
}

/** One variant row of a product in the file. */
export interface ProductCsvVariant {
  linea: number;
  talla: string;
  color: string;
  /** null: the row leaves the stock as it is (no `stock` column, or an empty cell). */
  stock: number | null;
}

/**
 * A product as the file gives it: only the columns present are set (undefined: not in the file,
 * so unchanged), each the first non-empty cell of the product's rows ("" when every cell is empty).
 */
export interface ProductCsvGroup {
  /** The first line of the product in the file. */
  linea: number;
  /** The `id` cell; "" when the rows name the product only by `nombre`. */
  id: string;
  nombre?: string;
  descripcion?: string;
  categoria?: string;
  subcategoria?: string;
  estilo?: string;
  marca?: string;
  precio_cents?: number | null;
  activo?: boolean | null;
  imagenes?: string[];
  variantes: ProductCsvVariant[];
  /** The line each product field was taken from (its first non-empty cell), to name it in a message. */
  lineas: Partial<Record<ProductCsvColumn, number>>;
}

export interface ProductCsvRead {
  columnas: ProductCsvColumn[];
  productos: ProductCsvGroup[];
  errores: ProductCsvError[];
  filas: number;
}

const PRODUCT_FIELDS = ["nombre", "descripcion", "categoria", "subcategoria", "estilo", "marca"] as const;
const FIELD_MAX: Record<(typeof PRODUCT_FIELDS)[number], number> = {
  nombre: 120,
  descripcion: 2000,
  categoria: 60,
  subcategoria: 60,
  estilo: 60,
  marca: 60,
};
const MAX_IMAGES = 6;
const ERRORS_SHOWN = 200;

const TRUE_WORDS = new Set(["si", "s", "true", "1", "verdadero", "activo", "x"]);
const FALSE_WORDS = new Set(["no", "n", "false", "0", "falso", "inactivo"]);

function columnOf(h: string): ProductCsvColumn | null {
  const k = headerKey(h).replace(/ /g, "_");
  return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(k) ? (k as ProductCsvColumn) : null;
}

/** A product name as rows and products are matched by it: accents, case and repeated spaces aside. */
export function nameKey(nombre: string): string {
  return normalizeText(nombre).replace(/\s+/g, " ");
}

/** The text as read: a BOM is dropped (decodeStatement already drops it from bytes). */
function withoutBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text.slice(1) : text;
}

/** A price cell in cents: '34,99', '34.99', '1.234,50'; null when it is no valid price. */
export function parseCsvPrice(raw: string): number | null {
  const n = parseDecimalInput(raw);
  if (n === undefined || !Number.isFinite(n) || n <= 0 || n > 100_000 || !hasAtMostDecimals(n, 2)) return null;
  return Math.round(n * 100);
}

function parseStock(raw: string): number | null {
  if (!/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 1_000_000 ? n : null;
}

/** A size or colour as the variant key takes it: 1–40 characters, no '|' (the key's separator). */
const validLabel = (s: string) => s.length >= 1 && s.length <= 40 && !s.includes("|");

/**
 * Reads an import file into products. Rows of one `id` are one product; rows without `id` are
 * grouped by `nombre` (accents and case aside). Every problem is collected with its line (up to
 * 200), so the admin fixes the file in one go.
 */
export function readProductCsv(input: string): ProductCsvRead {
  const errores: ProductCsvError[] = [];
  const fail = (linea: number, columna: string | null, mensaje: string) => {
    if (errores.length < ERRORS_SHOWN) errores.push({ linea, columna, mensaje });
  };
  const empty: ProductCsvRead = { columnas: [], productos: [], errores, filas: 0 };
  const text = withoutBom(input);
  if (text.trim() === "") {
    fail(1, null, PRODUCT_CSV_MESSAGES.empty);
    return empty;
  }
  const split = splitCsv(text, detectSeparator(text));
  if ("error" in split) {
    fail(split.error, null, PRODUCT_CSV_MESSAGES.unclosedQuote(split.error));
    return empty;
  }
  const rows = split.rows.filter((r) => r.cells.some((c) => c !== ""));
  const header = rows[0]!;
  if (rows.length - 1 > PRODUCT_CSV_MAX_ROWS) {
    fail(1, null, PRODUCT_CSV_MESSAGES.tooManyRows);
    return empty;
  }
  // Column positions; an empty header cell (a spreadsheet's trailing column) is ignored.
  const at = new Map<ProductCsvColumn, number>();
  header.cells.forEach((h, i) => {
    if (h === "") return;
    const col = columnOf(h);
    if (!col) fail(header.linea, h, PRODUCT_CSV_MESSAGES.unknownColumn(h));
    else if (at.has(col)) fail(header.linea, h, PRODUCT_CSV_MESSAGES.repeatedColumn(h));
    else at.set(col, i);
  });
  if (!at.has("id") && !at.has("nombre")) fail(header.linea, null, PRODUCT_CSV_MESSAGES.noKey);
  if (at.has("talla") !== at.has("color") || (at.has("stock") && !at.has("talla")))
    fail(header.linea, null, PRODUCT_CSV_MESSAGES.variantColumns);
  if (errores.length) return { ...empty, columnas: [...at.keys()] };

  const cell = (cells: string[], col: ProductCsvColumn) => {
    const i = at.get(col);
    return i === undefined ? undefined : unneutralizeCell(cells[i] ?? "");
  };
  const groups = new Map<string, ProductCsvGroup>();
  /** Per product, the line each field was first given on (to name it when a later row differs). */
  const firstLine = new Map<ProductCsvGroup, Map<string, { linea: number; v: string }>>();
  const variantLine = new Map<ProductCsvGroup, Map<string, number>>();

  for (const row of rows.slice(1)) {
    const linea = row.linea;
    const id = cell(row.cells, "id") ?? "";
    const nombre = cell(row.cells, "nombre") ?? "";
    if (id === "" && nombre === "") {
      fail(linea, at.has("id") ? "id" : "nombre", PRODUCT_CSV_MESSAGES.noProduct(linea));
      continue;
    }
    const key = id !== "" ? `id:${id}` : `nombre:${nameKey(nombre)}`;
    let g = groups.get(key);
    if (!g) {
      g = { linea, id, variantes: [], lineas: {} };
      groups.set(key, g);
      firstLine.set(g, new Map());
      variantLine.set(g, new Map());
    }
    const seen = firstLine.get(g)!;
    /** Sets a product field from this row: the first non-empty cell wins; a different one later is an error. */
    const take = <V>(
      col: string,
      raw: string | undefined,
      value: () => V | null,
      set: (v: V) => void,
      unset: () => void,
    ) => {
      if (raw === undefined) return;
      if (raw === "") {
        if (!seen.has(col)) unset();
        return;
      }
      const first = seen.get(col);
      const v = value();
      if (v === null) return;
      if (first === undefined) {
        seen.set(col, { linea, v: JSON.stringify(col === "nombre" ? nameKey(v as string) : v) });
        g.lineas[col as ProductCsvColumn] = linea;
        set(v);
      } else if (JSON.stringify(col === "nombre" ? nameKey(v as string) : v) !== first.v) {
        fail(linea, col, PRODUCT_CSV_MESSAGES.mismatch(linea, col, first.linea));
      }
    };
    for (const f of PRODUCT_FIELDS) {
      const raw = cell(row.cells, f);
      take(
        f,
        raw,
        () => {
          if (raw!.length > FIELD_MAX[f]) {
            fail(linea, f, PRODUCT_CSV_MESSAGES.tooLong(linea, f, FIELD_MAX[f]));
            return null;
          }
          return raw!;
        },
        (v) => (g[f] = v),
        () => (g[f] = ""),
      );
    }
    const precio = cell(row.cells, "precio");
    take(
      "precio",
      precio,
      () => {
        const cents = parseCsvPrice(precio!);
        if (cents === null) fail(linea, "precio", PRODUCT_CSV_MESSAGES.badPrice(linea, precio!));
        return cents;
      },
      (v) => (g.precio_cents = v),
      () => (g.precio_cents = null),
    );
    const activo = cell(row.cells, "activo");
    take(
      "activo",
      activo,
      () => {
        const w = normalizeText(activo!);
        if (TRUE_WORDS.has(w)) return true;
        if (FALSE_WORDS.has(w)) return false;
        fail(linea, "activo", PRODUCT_CSV_MESSAGES.badActive(linea, activo!));
        return null;
      },
      (v) => (g.activo = v),
      () => (g.activo = null),
    );
    const imagenes = cell(row.cells, "imagenes");
    take(
      "imagenes",
      imagenes,
      () => {
        const list = imagenes!
          .split(IMAGE_SEPARATOR)
          .map((s) => s.trim())
          .filter(Boolean);
        if (list.length > MAX_IMAGES) {
          fail(linea, "imagenes", PRODUCT_CSV_MESSAGES.tooManyImages(linea, MAX_IMAGES));
          return null;
        }
        return list;
      },
      (v) => (g.imagenes = v),
      () => (g.imagenes = []),
    );

    if (!at.has("talla")) continue;
    const talla = cell(row.cells, "talla")!;
    const color = cell(row.cells, "color")!;
    const stockRaw = cell(row.cells, "stock") ?? "";
    // A row of product fields only (no variant, no stock) is allowed beside the variant rows.
    if (talla === "" && color === "" && stockRaw === "") continue;
    if (talla === "" || color === "") {
      fail(linea, talla === "" ? "talla" : "color", PRODUCT_CSV_MESSAGES.missingVariant(linea));
      continue;
    }
    if (!validLabel(talla)) fail(linea, "talla", PRODUCT_CSV_MESSAGES.badVariantText(linea, "talla"));
    if (!validLabel(color)) fail(linea, "color", PRODUCT_CSV_MESSAGES.badVariantText(linea, "color"));
    let stock: number | null = null;
    if (stockRaw !== "") {
      stock = parseStock(stockRaw);
      if (stock === null) fail(linea, "stock", PRODUCT_CSV_MESSAGES.badStock(linea, stockRaw));
    }
    const vKey = `${talla}|${color}`;
    const lines = variantLine.get(g)!;
    const before = lines.get(vKey);
    if (before !== undefined) {
      fail(linea, "talla", PRODUCT_CSV_MESSAGES.repeatedVariant(linea, talla, color, before));
      continue;
    }
    lines.set(vKey, linea);
    g.variantes.push({ linea, talla, color, stock });
  }
  return { columnas: [...at.keys()], productos: [...groups.values()], errores, filas: rows.length - 1 };
}
