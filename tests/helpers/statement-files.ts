/**
 * Bank statement files of a given size (in characters, one byte each: ASCII), for the parser's
 * linear-time test and its benchmark (tests/bench/statement-parse.ts).
 */

const repeatTo = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/**
 * A bank's export as the importer expects it: `;`, a preamble, Débito/Crédito columns, es-VE
 * amounts; mostly debits, with a credit every 50 lines (at most 400, under the 500 limit).
 */
export function ordinaryStatement(size: number): string {
  const head =
    "Banco de Venezuela\nCuenta 0102-0000-00-0000000000\n\nFecha;Referencia;Descripción;Débito;Crédito;Saldo\n";
  const lines = [head];
  let length = head.length;
  let credits = 0;
  for (let i = 0; length < size; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const ref = String(100000 + i);
    const credit = i % 50 === 0 && credits < 400;
    if (credit) credits++;
    const line = credit
      ? `${day}/03/2026;${ref};"Pago móvil; cliente ""frecuente""";;1.234,56;9.999,99\n`
      : `${day}/03/2026;${ref};Comisión por servicio;10,00;;9.989,99\n`;
    lines.push(line);
    length += line.length;
  }
  return lines.join("");
}

/**
 * Files made to cost the parser as much as possible. Each names what it must be answered:
 * `x-quote-pairs` is the one that took 11 s at 300 KB (a quote after text is literal, and the
 * old parser looked at the whole cell again at each one).
 */
export function hostileStatements(size: number): Record<string, string> {
  const header = "Fecha,Referencia,Descripción,Monto\n";
  return {
    "x-quote-pairs": repeatTo('x"', size),
    "x-quote-pairs in a row": `${header}05/03/2026,123456,${repeatTo('x"', size - 60)},10.00\n`,
    "space-quote pairs": repeatTo(' "', size),
    "doubled quotes": `"${repeatTo('""', size - 2)}"`,
    "unclosed quote": `${header}05/03/2026,"${repeatTo("abc\n", size - 60)}`,
    "empty cells": repeatTo(",", size),
    "many columns": repeatTo("Fecha,", size),
    "blank lines": repeatTo("\r\n", size),
  };
}
