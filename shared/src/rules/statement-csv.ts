import { normalizeText } from "./text";

/**
 * A bank statement in CSV, read the same way in the browser (to offer the column mapping before
 * anything is sent) and in the API (which trusts nothing the browser read). Venezuelan banks
 * export in many shapes: `,` or `;`, es-VE amounts (`1.234,56`) or plain ones (`1234.56`),
 * dd/mm/yyyy or ISO dates, one signed amount column or separate debit and credit columns, a few
 * lines of preamble before the header. Only credits are kept: they are the payments received.
 */

/** The largest file the importer takes (its bytes, before decoding). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Credits one import may hold: a few days of payments, stored in one item with the import's groups. */
export const STATEMENT_MAX_CREDITS = 500;
/** The header is looked for in the first rows (banks put the account's name and dates above it). */
const HEADER_SEARCH_ROWS = 15;
/** Header names offered for the mapping at most: no bank has more columns, and a hostile row could hold a million. */
const HEADER_MAX_NAMES = 100;

/** Which header names the date, reference, amount (or credit and debit) and description are under. */
export interface ColumnMapping {
  fecha: string;
  referencia: string;
  monto?: string;
  credito?: string;
  debito?: string;
  descripcion?: string;
}

/** One credit of the statement; `linea` is its line in the file (1-based), as the admin sees it. */
export interface StatementCredit {
  linea: number;
  /** YYYY-MM-DD */
  fecha: string;
  referencia: string;
  monto_cents: number;
  descripcion: string;
}

export type StatementParse =
  | { ok: true; abonos: StatementCredit[]; cabecera: string[]; columnas: ColumnMapping }
  | {
      ok: false;
      mensaje: string;
      linea?: number;
      /** The header was not recognised: the admin maps these columns once (remembered per bank). */
      sin_columnas?: boolean;
      cabecera?: string[];
    };

export const STATEMENT_MESSAGES = {
  empty: "El archivo está vacío",
  tooLarge: "El archivo supera 2 MB; divide el estado de cuenta en archivos más pequeños",
  noColumns: "No reconocimos las columnas del archivo (fecha, referencia y monto o crédito); indica cuál es cada una",
  mappedMissing: (nombre: string) => `El archivo no tiene la columna «${nombre}» indicada`,
  mappingIncomplete: "Indica las columnas de fecha, referencia y monto (o crédito)",
  unclosedQuote: (linea: number) => `Línea ${linea}: una comilla no se cierra`,
  badDate: (linea: number, v: string) => `Línea ${linea}: la fecha «${v}» no es válida (usa dd/mm/aaaa o aaaa-mm-dd)`,
  badAmount: (linea: number, v: string) => `Línea ${linea}: el monto «${v}» no es válido`,
  noReference: (linea: number) => `Línea ${linea}: el abono no tiene referencia`,
  tooManyCredits: `El estado de cuenta tiene más de ${STATEMENT_MAX_CREDITS} abonos; divídelo en archivos más pequeños`,
  noCredits: "El estado de cuenta no tiene abonos (créditos)",
} as const;

/**
 * The file's text: UTF-8 (a BOM is dropped) when the bytes are valid UTF-8, else Windows-1252,
 * which is what Excel on Windows saves as "CSV" in Spanish.
 */
export function decodeStatement(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return stripBom(text);
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

/** `;` when the first line has more of them outside quotes than `,` (es-VE Excel), else `,`. */
export function detectSeparator(text: string): "," | ";" {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      if (commas + semis > 0) break;
    } else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semis++;
  }
  return semis > commas ? ";" : ",";
}

interface Row {
  linea: number;
  cells: string[];
}

/** What `String.prototype.trim` removes (JS `\s` is the same set), tested one character at a time. */
function isBlank(code: number): boolean {
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  return code > 127 && /\s/.test(String.fromCharCode(code));
}

/**
 * RFC 4180 rows: quoted fields may hold the separator, `""` and line breaks. A quote opens a
 * quoted field only where the cell so far is blank; anywhere else it is a plain character.
 *
 * One pass, each character looked at once: whether the cell is still blank is remembered, never
 * found by looking at the cell again (that made a file of `x"` pairs cost the square of its size:
 * 11 s for 300 KB, issue 45). Plain text is copied in runs.
 */
export function splitCsv(text: string, sep: string): { rows: Row[] } | { error: number } {
  const rows: Row[] = [];
  const sepCode = sep.charCodeAt(0);
  let cells: string[] = [];
  let cell = "";
  /** The cell holds only what trim() removes (so a quote here opens a quoted field). */
  let blank = true;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */ && blank) {
      // Quoted: up to the closing quote; `""` is one quote; line breaks are kept (and counted).
      const quoteLine = line;
      cell = "";
      i++;
      let run = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) return { error: quoteLine };
        for (let j = i; j < q; j++) if (text.charCodeAt(j) === 10) line++;
        if (text.charCodeAt(q + 1) === 34) {
          cell += text.slice(run, q + 1);
          i = q + 2;
          run = i;
          continue;
        }
        cell += text.slice(run, q);
        i = q + 1;
        break;
      }
      blank = cell.trim() === "";
    } else if (code === sepCode) {
      cells.push(cell);
      cell = "";
      blank = true;
      i++;
    } else if (code === 10 || code === 13) {
      i += code === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      cells.push(cell);
      rows.push({ linea: rowLine, cells });
      cells = [];
      cell = "";
      blank = true;
      line++;
      rowLine = line;
    } else {
      // A run of plain characters (a quote after text is plain too): up to the next separator or line break.
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === sepCode || c === 10 || c === 13 || (c === 34 && blank)) break;
        if (blank && !isBlank(c)) blank = false;
        i++;
      }
      cell += text.slice(start, i);
    }
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ linea: rowLine, cells });
  }
  return { rows: rows.map((r) => ({ linea: r.linea, cells: r.cells.map((c) => c.trim()) })) };
}

/** A header name as compared: no accents, case, dots, degree signs or repeated spaces. */
export function headerKey(h: string): string {
  return normalizeText(h)
    .replace(/[.:#°º_/-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Role = "fecha" | "referencia" | "monto" | "credito" | "debito" | "descripcion";

/** The usual header names of Venezuelan banks' exports. */
function roleOf(h: string): Role | null {
  const k = headerKey(h);
  if (/^fecha\b/.test(k)) return "fecha";
  if (/\breferencia\b/.test(k) || /^(ref|nro ref|n ref|numero ref)$/.test(k)) return "referencia";
  if (/^(credito|creditos|abono|abonos|haber)\b/.test(k)) return "credito";
  if (/^(debito|debitos|cargo|cargos|debe)\b/.test(k)) return "debito";
  if (/^(monto|importe)\b/.test(k)) return "monto";
  if (/^(descripcion|concepto|detalle)\b/.test(k)) return "descripcion";
  return null;
}

/** The columns of a header row, found from the usual names; null when date, reference or amount is missing. */
export function findColumns(header: readonly string[]): ColumnMapping | null {
  const found: Partial<Record<Role, string>> = {};
  for (const h of header) {
    if (h === "") continue;
    const role = roleOf(h);
    if (role && found[role] === undefined) found[role] = h;
  }
  if (!found.fecha || !found.referencia || (!found.monto && !found.credito)) return null;
  return {
    fecha: found.fecha,
    referencia: found.referencia,
    // With separate credit and debit columns the signed amount column (if any) is not needed.
    ...(found.credito ? { credito: found.credito } : { monto: found.monto! }),
    ...(found.debito ? { debito: found.debito } : {}),
    ...(found.descripcion ? { descripcion: found.descripcion } : {}),
  };
}

/**
 * An amount in cents: es-VE (`1.234,56`), plain (`1234.56`) or with thousands commas
 * (`1,234.56`); `Bs`/`VES` and spaces are ignored; `-x` or `(x)` is negative. Empty → 0.
 * Null when it is not an amount.
 */
export function parseAmount(raw: string): number | null {
  let s = raw.replace(/\s|bs\.?|ves/gi, "");
  if (s === "" || s === "-") return 0;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let whole: string;
  let frac = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = Math.max(lastDot, lastComma);
    const thousands = dec === lastDot ? "," : ".";
    whole = s.slice(0, dec);
    frac = s.slice(dec + 1);
    if (whole.includes(s[dec]!) || !groupedBy(whole, thousands)) return null;
    whole = whole.split(thousands).join("");
  } else if (lastComma >= 0) {
    // es-VE: a lone comma is the decimal comma.
    if (s.indexOf(",") !== lastComma) return null;
    whole = s.slice(0, lastComma);
    frac = s.slice(lastComma + 1);
  } else if (lastDot >= 0) {
    // '1.234' or '1.234.567' are es-VE thousands; '1234.5' and '12.50' are decimals.
    if (groupedBy(s, ".") && s.split(".").length > 1 && s.split(".").at(-1)!.length === 3) {
      whole = s.split(".").join("");
    } else {
      if (s.indexOf(".") !== lastDot) return null;
      whole = s.slice(0, lastDot);
      frac = s.slice(lastDot + 1);
    }
  } else whole = s;
  if (frac.length > 2 || (whole === "" && frac === "")) return null;
  const cents = Number(whole || "0") * 100 + Number(frac.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** '1.234.567' grouped by '.' (first group 1–3 digits, the rest 3), or no separator at all. */
function groupedBy(s: string, sep: string): boolean {
  if (!s.includes(sep)) return /^\d+$/.test(s);
  const parts = s.split(sep);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** A date as YYYY-MM-DD: dd/mm/yyyy (or dd-mm-yyyy, dd.mm.yyyy, two-digit years) or ISO (a time part is ignored). */
export function parseStatementDate(raw: string): string | null {
  const s = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?: .*)?$/.exec(s);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 100) y += 2000;
  }
  if (y < 2000 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Finds the header row: by the usual names, or by the admin's mapping. */
function locateHeader(
  rows: readonly Row[],
  columnas: ColumnMapping | undefined,
): { index: number; columnas: ColumnMapping } | StatementParse {
  const firstRows = rows.slice(0, HEADER_SEARCH_ROWS);
  if (columnas) {
    if (!columnas.fecha || !columnas.referencia || (!columnas.monto && !columnas.credito)) {
      return { ok: false, mensaje: STATEMENT_MESSAGES.mappingIncomplete };
    }
    const wanted = Object.values(columnas).filter((v): v is string => !!v);
    // Each cell's key once per row (not once per wanted name and cell): a row may be huge.
    const rowKeys = firstRows.map((r) => new Set(r.cells.map(headerKey)));
    const index = rowKeys.findIndex((ks) => wanted.every((w) => ks.has(headerKey(w))));
    if (index >= 0) return { index, columnas };
    const at = firstRows.findIndex((r) => r.cells.some(Boolean));
    const header = at >= 0 ? firstRows[at]!.cells : [];
    const missing = wanted.find((w) => at < 0 || !rowKeys[at]!.has(headerKey(w))) ?? wanted[0]!;
    return {
      ok: false,
      mensaje: STATEMENT_MESSAGES.mappedMissing(missing),
      sin_columnas: true,
      cabecera: header.slice(0, HEADER_MAX_NAMES),
    };
  }
  for (let i = 0; i < firstRows.length; i++) {
    const found = findColumns(firstRows[i]!.cells);
    if (found) return { index: i, columnas: found };
  }
  const header = firstRows.find((r) => r.cells.filter(Boolean).length > 1)?.cells ?? [];
  return {
    ok: false,
    mensaje: STATEMENT_MESSAGES.noColumns,
    sin_columnas: true,
    cabecera: header.filter(Boolean).slice(0, HEADER_MAX_NAMES),
  };
}

/**
 * Reads the statement's credits. The first problem stops the reading, with its line: an import
 * is all or nothing, so the admin fixes the file and nothing half-read is ever stored.
 */
export function parseStatement(text: string, columnas?: ColumnMapping): StatementParse {
  const clean = stripBom(text);
  if (clean.trim() === "") return { ok: false, mensaje: STATEMENT_MESSAGES.empty };
  const split = splitCsv(clean, detectSeparator(clean));
  if ("error" in split)
    return { ok: false, mensaje: STATEMENT_MESSAGES.unclosedQuote(split.error), linea: split.error };
  const rows = split.rows.filter((r) => r.cells.some((c) => c !== ""));
  const located = locateHeader(rows, columnas);
  if ("ok" in located) return located;
  const header = rows[located.index]!.cells;
  const headerKeys = header.map(headerKey);
  const col = (name?: string) => (name ? headerKeys.indexOf(headerKey(name)) : -1);
  const at = {
    fecha: col(located.columnas.fecha),
    referencia: col(located.columnas.referencia),
    monto: col(located.columnas.monto),
    credito: col(located.columnas.credito),
    debito: col(located.columnas.debito),
    descripcion: col(located.columnas.descripcion),
  };
  const cell = (r: Row, i: number) => (i >= 0 ? (r.cells[i] ?? "") : "");
  const abonos: StatementCredit[] = [];
  for (const r of rows.slice(located.index + 1)) {
    const rawDate = cell(r, at.fecha);
    const rawAmount = at.credito >= 0 ? cell(r, at.credito) : cell(r, at.monto);
    // Balance or total lines carry no date and no reference number; they are not movements.
    if (rawDate === "" && (rawAmount === "" || !/\d/.test(cell(r, at.referencia)))) continue;
    const fecha = parseStatementDate(rawDate);
    if (!fecha) return { ok: false, mensaje: STATEMENT_MESSAGES.badDate(r.linea, rawDate), linea: r.linea };
    const amount = parseAmount(rawAmount);
    if (amount === null)
      return { ok: false, mensaje: STATEMENT_MESSAGES.badAmount(r.linea, rawAmount), linea: r.linea };
    if (at.debito >= 0 && parseAmount(cell(r, at.debito)) === null) {
      return { ok: false, mensaje: STATEMENT_MESSAGES.badAmount(r.linea, cell(r, at.debito)), linea: r.linea };
    }
    // Only credits count: a debit (negative amount, or an empty credit cell) is a payment made.
    if (amount <= 0) continue;
    const referencia = cell(r, at.referencia);
    if (!/\d/.test(referencia)) return { ok: false, mensaje: STATEMENT_MESSAGES.noReference(r.linea), linea: r.linea };
    if (abonos.length >= STATEMENT_MAX_CREDITS) return { ok: false, mensaje: STATEMENT_MESSAGES.tooManyCredits };
    abonos.push({
      linea: r.linea,
      fecha,
      referencia,
      monto_cents: amount,
      descripcion: cell(r, at.descripcion).slice(0, 120),
    });
  }
  if (abonos.length === 0) return { ok: false, mensaje: STATEMENT_MESSAGES.noCredits };
  return { ok: true, abonos, cabecera: header, columnas: located.columnas };
}
