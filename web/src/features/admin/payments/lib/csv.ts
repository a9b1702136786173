/** The CSV writer lives in shared/src/rules/csv.ts, shared with the API's products export. */
export { buildCsv, csvCell, csvFileName, CSV_BOM, type CsvCell } from "@tienda/shared/rules/csv";
