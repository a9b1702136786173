import { describe, expect, it } from "vitest";
import {
  STATEMENT_MESSAGES,
  decodeStatement,
  detectSeparator,
  findColumns,
  parseAmount,
  parseStatement,
  parseStatementDate,
} from "../../../shared/src/rules/statement-csv.ts";

function credits(text: string) {
  const r = parseStatement(text);
  if (!r.ok) throw new Error(r.mensaje);
  return r.abonos;
}

describe("statement amounts", () => {
  it("reads es-VE, plain and thousands-comma amounts in cents", () => {
    expect(parseAmount("1.234,56")).toBe(123456);
    expect(parseAmount("1234,5")).toBe(123450);
    expect(parseAmount("1234.56")).toBe(123456);
    expect(parseAmount("1,234.56")).toBe(123456);
    expect(parseAmount("1.234")).toBe(123400);
    expect(parseAmount("12.50")).toBe(1250);
    expect(parseAmount("Bs. 2.000,00")).toBe(200000);
    expect(parseAmount("-350,00")).toBe(-35000);
    expect(parseAmount("(350,00)")).toBe(-35000);
    expect(parseAmount("")).toBe(0);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["abc", "1,2,3", "1.23.4", "12,345", "1234.567", "1.2345,00"]) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });
});

describe("statement dates", () => {
  it("reads dd/mm/yyyy, two-digit years and ISO", () => {
    expect(parseStatementDate("05/03/2026")).toBe("2026-03-05");
    expect(parseStatementDate("5-3-26")).toBe("2026-03-05");
    expect(parseStatementDate("2026-03-05")).toBe("2026-03-05");
    expect(parseStatementDate("2026-03-05T10:00:00")).toBe("2026-03-05");
  });
  it("refuses impossible dates", () => {
    expect(parseStatementDate("31/02/2026")).toBeNull();
    expect(parseStatementDate("03/13/2026")).toBeNull();
    expect(parseStatementDate("ayer")).toBeNull();
  });
});

describe("statement CSV", () => {
  it("drops a UTF-8 BOM and finds the usual headers", () => {
    const rows = credits('\uFEFFFecha,Referencia,Descripción,Monto\n05/03/2026,001234567890,Pago móvil,"1.500,00"\n');
    expect(rows).toEqual([
      { linea: 2, fecha: "2026-03-05", referencia: "001234567890", monto_cents: 150000, descripcion: "Pago móvil" },
    ]);
  });

  it("detects the separator: `;` in es-VE exports, `,` otherwise", () => {
    expect(detectSeparator("Fecha;Referencia;Monto\n")).toBe(";");
    expect(detectSeparator('"a;b",c,d\n')).toBe(",");
    const rows = credits("Fecha;Nro. Referencia;Concepto;Monto\n05/03/2026;778899;Transferencia;2.500,50\n");
    expect(rows[0]).toMatchObject({ referencia: "778899", monto_cents: 250050, descripcion: "Transferencia" });
  });

  it("keeps separators, doubled quotes and line breaks inside quoted fields", () => {
    const text =
      'Fecha,Referencia,Concepto,Monto\n05/03/2026,111222,"Pago, de ""Ana""\nsegunda línea",100.00\n06/03/2026,333444,Otro,200.00\n';
    const rows = credits(text);
    expect(rows[0]!.descripcion).toBe('Pago, de "Ana"\nsegunda línea');
    expect(rows[1]).toMatchObject({ linea: 4, referencia: "333444", monto_cents: 20000 });
  });

  it("keeps only credits: debits in a signed column or in a debit column are ignored", () => {
    expect(
      credits("Fecha,Referencia,Monto\n05/03/2026,111111,-50.00\n05/03/2026,222222,75.00\n").map((r) => r.referencia),
    ).toEqual(["222222"]);
    const split =
      "Fecha;Referencia;Descripción;Débito;Crédito;Saldo\n05/03/2026;111111;Comisión;10,00;;990,00\n05/03/2026;222222;Abono;;1.000,00;1.990,00\n";
    expect(credits(split)).toEqual([
      { linea: 3, fecha: "2026-03-05", referencia: "222222", monto_cents: 100000, descripcion: "Abono" },
    ]);
  });

  it("skips the bank's preamble above the header and the balance line below", () => {
    const text =
      "Banco de Venezuela\nCuenta 0102-...\n\nFecha,Referencia,Abono\n2026-03-05,123456,10.00\n,Saldo final,10.00\n";
    expect(credits(text)).toEqual([
      { linea: 5, fecha: "2026-03-05", referencia: "123456", monto_cents: 1000, descripcion: "" },
    ]);
  });

  it("names the line of a bad date, and reads nothing", () => {
    const r = parseStatement("Fecha,Referencia,Monto\n05/03/2026,111111,10.00\n32/03/2026,222222,20.00\n");
    expect(r).toMatchObject({ ok: false, linea: 3, mensaje: STATEMENT_MESSAGES.badDate(3, "32/03/2026") });
    expect(r.ok ? null : r.mensaje).toContain("Línea 3");
  });

  it("names the line of a bad amount and of an unclosed quote", () => {
    expect(parseStatement("Fecha,Referencia,Monto\n05/03/2026,111111,diez\n")).toMatchObject({ ok: false, linea: 2 });
    expect(parseStatement('Fecha,Referencia,Monto\n05/03/2026,"111111,10.00\n')).toMatchObject({
      ok: false,
      mensaje: STATEMENT_MESSAGES.unclosedQuote(2),
    });
  });

  it("asks for the columns when the header is not recognised, then reads with the admin's mapping", () => {
    const text = "Día,Operación,Importe recibido\n05/03/2026,445566,10.00\n";
    const first = parseStatement(text);
    expect(first).toMatchObject({ ok: false, sin_columnas: true, cabecera: ["Día", "Operación", "Importe recibido"] });
    const mapped = parseStatement(text, { fecha: "Día", referencia: "Operación", monto: "Importe recibido" });
    expect(mapped.ok && mapped.abonos[0]).toMatchObject({ referencia: "445566", monto_cents: 1000 });
    expect(parseStatement(text, { fecha: "Fecha", referencia: "Operación", monto: "Importe recibido" })).toMatchObject({
      ok: false,
      mensaje: STATEMENT_MESSAGES.mappedMissing("Fecha"),
    });
  });

  it("recognises the usual Spanish header names", () => {
    expect(findColumns(["Fecha Valor", "Nro. Referencia", "Concepto", "Débitos", "Créditos"])).toEqual({
      fecha: "Fecha Valor",
      referencia: "Nro. Referencia",
      credito: "Créditos",
      debito: "Débitos",
      descripcion: "Concepto",
    });
    expect(findColumns(["Fecha", "Referencia", "Monto Bs."])).toEqual({
      fecha: "Fecha",
      referencia: "Referencia",
      monto: "Monto Bs.",
    });
    expect(findColumns(["Fecha", "Monto"])).toBeNull();
  });

  it("refuses an empty file and a file without credits", () => {
    expect(parseStatement("")).toMatchObject({ ok: false, mensaje: STATEMENT_MESSAGES.empty });
    expect(parseStatement("Fecha,Referencia,Monto\n05/03/2026,1,-5.00\n")).toMatchObject({
      ok: false,
      mensaje: STATEMENT_MESSAGES.noCredits,
    });
  });

  it("decodes Windows-1252 when the bytes are not UTF-8, and UTF-8 with a BOM", () => {
    // 'Descripción' with ó as the single byte 0xF3.
    const cp1252 = Uint8Array.from([..."Fecha;Referencia;Descripci"].map((c) => c.charCodeAt(0)).concat([0xf3, 0x6e]));
    expect(decodeStatement(cp1252)).toBe("Fecha;Referencia;Descripción");
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Descripción")]);
    expect(decodeStatement(utf8)).toBe("Descripción");
  });
});
