import {
  decodeStatement,
  parseStatement,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  type ColumnMapping,
} from "@tienda/shared/rules/statement-csv";

export interface ReadStatement {
  /** The file's text, decoded here (UTF-8, or Windows-1252 when the bytes are not UTF-8). */
  csv: string;
  nombre: string;
  /** The header when the importer does not recognise it: the admin maps the columns. */
  cabecera: string[] | null;
  /** A problem found before sending (the API checks again). */
  error: string | null;
}

/**
 * Reads the chosen file in the browser: the API takes the statement as text, so a Windows-1252
 * export is decoded here; the same parser tells whether the columns need mapping.
 */
export async function readStatementFile(file: File, columnas?: ColumnMapping): Promise<ReadStatement> {
  if (file.size > STATEMENT_MAX_BYTES)
    return { csv: "", nombre: file.name, cabecera: null, error: STATEMENT_MESSAGES.tooLarge };
  const csv = decodeStatement(new Uint8Array(await file.arrayBuffer()));
  const parsed = parseStatement(csv, columnas);
  if (parsed.ok) return { csv, nombre: file.name, cabecera: null, error: null };
  return {
    csv,
    nombre: file.name,
    cabecera: parsed.sin_columnas ? (parsed.cabecera ?? []) : null,
    error: parsed.sin_columnas ? null : parsed.mensaje,
  };
}
