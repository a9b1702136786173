import { afterEach, describe, expect, it } from "vitest";
import {
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  parseStatement,
  splitCsv,
} from "../../../shared/src/rules/statement-csv.ts";
import { hostileStatements, ordinaryStatement } from "../../helpers/statement-files.ts";

/**
 * Issue 45, item 4: a statement made to be expensive cannot stall the store. The old parser looked
 * at the whole cell again at every quote, so a file of `x"` pairs cost the square of its size
 * (300 KB: 11 s; 2 MB: minutes). These tests assert answers and an amount of work, never a time;
 * `npm run bench:statement` prints the times.
 */

/** The splitter as it was before the fix: the reference its answers must still equal. */
function splitCsvBefore(text: string, sep: string) {
  const rows: { linea: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (ch === sep) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ linea: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) return { error: quoteLine };
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ linea: rowLine, cells });
  }
  return { rows: rows.map((r) => ({ linea: r.linea, cells: r.cells.map((c) => c.trim()) })) };
}

/** A small deterministic generator (the same cases every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const realTrim = String.prototype.trim;
afterEach(() => {
  String.prototype.trim = realTrim;
});

/** Characters the parser hands to trim() while reading `text`: the work the old parser squared. */
function trimmedCharacters(text: string): number {
  let seen = 0;
  String.prototype.trim = function (this: string) {
    seen += this.length;
    return realTrim.call(this);
  };
  try {
    parseStatement(text);
  } finally {
    String.prototype.trim = realTrim;
  }
  return seen;
}

describe("the statement parser reads hostile files in one pass", () => {
  it("splits exactly as before: quotes, doubled quotes, blanks before a quote, CR/LF, lines", () => {
    const next = random(45);
    const alphabet = ['"', '"', ",", ";", "\n", "\r", " ", "\t", "\u00a0", "x", "7"];
    for (let n = 0; n < 4000; n++) {
      const length = Math.floor(next() * 24);
      let text = "";
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      for (const sep of [",", ";"])
        expect(splitCsv(text, sep), JSON.stringify(text)).toEqual(splitCsvBefore(text, sep));
    }
  }, 30_000);

  it("the work grows with the size, not its square: twice the file, twice the work", () => {
    const small = hostileStatements(100 * 1024)["x-quote-pairs"]!;
    const large = hostileStatements(200 * 1024)["x-quote-pairs"]!;
    const a = trimmedCharacters(small);
    const b = trimmedCharacters(large);
    // Before: each quote trimmed the cell so far, ~n²/4 characters (2.6 billion at 100 KB).
    expect(a).toBeLessThanOrEqual(4 * small.length);
    expect(b / a).toBeLessThan(2.2);
  }, 30_000);

  it("answers every 2 MB hostile file with what is wrong with it", () => {
    const files = hostileStatements(STATEMENT_MAX_BYTES);
    const noColumns = { ok: false, mensaje: STATEMENT_MESSAGES.noColumns, sin_columnas: true };
    // A quote after text is an ordinary character: one cell, no header.
    expect(parseStatement(files["x-quote-pairs"]!)).toMatchObject({ ...noColumns, cabecera: [] });
    expect(parseStatement(files["space-quote pairs"]!)).toMatchObject(noColumns);
    expect(parseStatement(files["doubled quotes"]!)).toMatchObject(noColumns);
    expect(parseStatement(files["empty cells"]!)).toMatchObject({ ...noColumns, cabecera: [] });
    // A row of a million names offers the mapping a bank's number of them, not a million.
    const many = parseStatement(files["many columns"]!);
    expect(many).toMatchObject(noColumns);
    expect(many.ok ? [] : many.cabecera).toHaveLength(100);
    expect(parseStatement(files["unclosed quote"]!)).toMatchObject({
      ok: false,
      linea: 2,
      mensaje: STATEMENT_MESSAGES.unclosedQuote(2),
    });
    expect(parseStatement(files["blank lines"]!)).toMatchObject({ ok: false, mensaje: STATEMENT_MESSAGES.empty });
    // The description keeps its first 120 characters; the credit is read.
    const inRow = parseStatement(files["x-quote-pairs in a row"]!);
    expect(inRow.ok && inRow.abonos).toEqual([
      { linea: 2, fecha: "2026-03-05", referencia: "123456", monto_cents: 1000, descripcion: 'x"'.repeat(60) },
    ]);
  }, 30_000);

  it("with the admin's mapping, a huge row is looked through once", () => {
    const files = hostileStatements(STATEMENT_MAX_BYTES);
    const mapping = { fecha: "Fecha", referencia: "Referencia", monto: "Monto" };
    const r = parseStatement(files["many columns"]!, mapping);
    expect(r).toMatchObject({ ok: false, mensaje: STATEMENT_MESSAGES.mappedMissing("Referencia"), sin_columnas: true });
    expect(r.ok ? [] : r.cabecera).toHaveLength(100);
  }, 30_000);

  it("reads a 2 MB ordinary export whole: its credits, lines and quoted descriptions", () => {
    const r = parseStatement(ordinaryStatement(STATEMENT_MAX_BYTES));
    if (!r.ok) throw new Error(r.mensaje);
    expect(r.abonos).toHaveLength(400);
    expect(r.abonos[0]).toEqual({
      linea: 5,
      fecha: "2026-03-01",
      referencia: "100000",
      monto_cents: 123456,
      descripcion: 'Pago móvil; cliente "frecuente"',
    });
    expect(r.abonos[1]!.linea).toBe(55);
  }, 30_000);
});
