import { PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MESSAGES } from "@tienda/shared/rules/product-csv";
import { decodeStatement } from "@tienda/shared/rules/statement-csv";

export interface ProductFile {
  nombre: string;
  /** The file's text, decoded here (UTF-8, or Windows-1252 when the bytes are not UTF-8). */
  csv: string;
  /** A problem found before sending (the API checks again). */
  error: string | null;
}

/**
 * Reads the chosen spreadsheet: the API takes text, so a file Excel saved as Windows-1252 is
 * decoded here with the statement importer's decoder.
 */
export async function readProductFile(file: File): Promise<ProductFile> {
  if (file.size > PRODUCT_CSV_MAX_BYTES) return { nombre: file.name, csv: "", error: PRODUCT_CSV_MESSAGES.tooLarge };
  const csv = decodeStatement(new Uint8Array(await file.arrayBuffer()));
  return { nombre: file.name, csv, error: csv.trim() === "" ? PRODUCT_CSV_MESSAGES.empty : null };
}
