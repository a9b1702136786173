/**
 * CSV for spreadsheet apps, written the same way by the API (the products export) and the admin's
 * browser (users, payments). RFC 4180 quoting, CRLF line ends and a UTF-8 byte-order mark so
 * Excel and LibreOffice read the accents right. Text that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/CR) is prefixed with an apostrophe: names, descriptions and
 * references are typed by shoppers and admins. `,` by default; Excel in Spanish splits on `;`.
 */
export type CsvCell = string | number | null | undefined;
export type CsvSeparator = "," | ";";

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  // Both separators are quoted, so a cell reads the same whichever one the file uses.
  return /[",\r\n;]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * What csvCell neutralised, as it was typed: a reader of our own files takes the apostrophe off
 * again ("'=1+1" → "=1+1"), so an export imported back changes nothing.
 */
export function unneutralizeCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && /^[=+\-@]/.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export function buildCsv(
  header: readonly string[],
  rows: ReadonlyArray<readonly CsvCell[]>,
  separator: CsvSeparator = ",",
): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(separator));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** 'pagos-2025-03-05.csv' for the given day (local calendar day of the admin). */
export function csvFileName(prefix: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${prefix}-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.csv`;
}
