/**
 * CSV for spreadsheet apps (pure: unit-tested). RFC 4180 quoting, CRLF line ends and a UTF-8
 * byte-order mark so Excel and LibreOffice read the accents right. Text that a spreadsheet would
 * run as a formula (starting with = + - @ or a tab/CR) is prefixed with an apostrophe: customer
 * names and references are typed by shoppers.
 */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n;]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function buildCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** 'pagos-2025-03-05.csv' for the given day (local calendar day of the admin). */
export function csvFileName(prefix: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${prefix}-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.csv`;
}
